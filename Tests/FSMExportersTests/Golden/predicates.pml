/* Turnstile: a Promela model written by fsmcheck (export --to promela) from turnstile.fsm.
 * The statechart is flattened to its configurations; each loop alternative is one step, with the
 * predicate values the environment chose. Check a claim with: spin -a FILE && gcc -o pan pan.c && ./pan -a -N CLAIM
 *
 * configurations:
 *   0: Locked
 *   1: Unlocked
 *   2: two words
 *   3: end
 * steps (ALLOW's numbers):
 *   0: Locked|Coin|1:1
 *   1: Locked|Pass|1:1
 *   2: Locked|Reset|1:1
 *   3: Unlocked|Coin|1:1
 *   4: Unlocked|On|1:1
 *   5: Unlocked|Reset|1:1
 *   6: two words|Reset|1:1
 */
#define CONFIGURATIONS 4
#ifndef ALLOW
#define ALLOW(k) true
#endif
#ifndef TAKEN
#define TAKEN skip
#endif

int conf = -1;
int from = -1;
bool initial_run = false;
bool moved = false;

active proctype machine() {
    if
    :: d_step { conf = 0; from = 0; initial_run = true;  }
#ifdef ANYSTART
    :: d_step { conf = 0; from = 0;  }
    :: d_step { conf = 1; from = 1;  }
    :: d_step { conf = 2; from = 2;  }
    :: d_step { conf = 3; from = 3;  }
#endif
    fi;
    do
    :: conf == 0 && ALLOW(0) -> d_step { conf = 1; moved = true;  TAKEN } /* Coin */
    :: conf == 0 && ALLOW(1) -> d_step { conf = 0; moved = true;  TAKEN } /* Pass [Enforcement.weak] */
    :: conf == 0 && ALLOW(1) -> d_step { conf = 2; moved = true;  TAKEN } /* Pass [Enforcement.strong, Reward.negative] */
    :: conf == 0 && ALLOW(2) -> d_step { conf = 0; moved = true;  TAKEN } /* Reset */
    :: conf == 1 && ALLOW(3) -> d_step { conf = 1; moved = true;  TAKEN } /* Coin */
    :: conf == 1 && ALLOW(4) -> d_step { conf = 3; moved = true;  TAKEN } /* On [count < 3] */
    :: conf == 1 && ALLOW(5) -> d_step { conf = 0; moved = true;  TAKEN } /* Reset */
    :: conf == 2 && ALLOW(6) -> d_step { conf = 0; moved = true;  TAKEN } /* Reset */
    :: conf == 3 -> d_step {  skip }; break /* the run stops */
    od
}

