// FSMSpecLoader: placeholder until implemented.
