print("fsmcheck")
