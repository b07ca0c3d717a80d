# The mod's own English texts: its lesson's. Keys of the mod's own start with its id.
example-l-first_step = A first step
example-l-first_step_about = Move one marble to a free hole next to it.
example-l-first_step_1 = Step one of the lit marbles to a free hole next to it.
example-l-first_step_done = Well done: that is a step.
