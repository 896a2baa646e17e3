/* Turnstile: a Promela model written by fsmcheck (export --to promela) from readme_05.sm.
 * The statechart is flattened to its configurations; each loop alternative is one step, with the
 * predicate values the environment chose. Check a claim with: spin -a FILE && gcc -o pan pan.c && ./pan -a -N CLAIM
 *
 * configurations:
 *   0: Locked
 *   1: Unlocked
 *   2: Alarming
 * steps (ALLOW's numbers):
 *   0: Locked|Coin|8:5
 *   1: Locked|Pass|9:5
 *   2: Locked|Reset|5:5
 *   3: Unlocked|Coin|12:5
 *   4: Unlocked|Pass|13:5
 *   5: Unlocked|Reset|5:5
 *   6: Alarming|Reset|5:5
 */
#define CONFIGURATIONS 3
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
#endif
    fi;
    do
    :: conf == 0 && ALLOW(0) -> d_step { conf = 1; moved = true;  TAKEN } /* Coin */
    :: conf == 0 && ALLOW(1) -> d_step { conf = 2; moved = true;  TAKEN } /* Pass */
    :: conf == 0 && ALLOW(2) -> d_step { conf = 0; moved = true;  TAKEN } /* Reset */
    :: conf == 1 && ALLOW(3) -> d_step { conf = 1; moved = true;  TAKEN } /* Coin */
    :: conf == 1 && ALLOW(4) -> d_step { conf = 0; moved = true;  TAKEN } /* Pass */
    :: conf == 1 && ALLOW(5) -> d_step { conf = 0; moved = true;  TAKEN } /* Reset */
    :: conf == 2 && ALLOW(6) -> d_step { conf = 0; moved = true;  TAKEN } /* Reset */
    od
}

