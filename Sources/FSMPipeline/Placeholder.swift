// FSMPipeline: placeholder until implemented.
