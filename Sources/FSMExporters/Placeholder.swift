// FSMExporters: placeholder until implemented.
