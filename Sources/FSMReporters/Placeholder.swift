// FSMReporters: placeholder until implemented.
