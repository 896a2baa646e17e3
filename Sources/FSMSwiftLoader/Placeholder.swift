// FSMSwiftLoader: placeholder until implemented.
