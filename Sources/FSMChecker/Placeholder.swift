// FSMChecker: placeholder until implemented.
