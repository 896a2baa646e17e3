// FSMGraphviz: placeholder until implemented.
