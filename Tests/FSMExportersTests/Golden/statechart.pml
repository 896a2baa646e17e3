/* Player: a Promela model written by fsmcheck (export --to promela) from statechart.scxml.
 * The statechart is flattened to its configurations; each loop alternative is one step, with the
 * predicate values the environment chose. Check a claim with: spin -a FILE && gcc -o pan pan.c && ./pan -a -N CLAIM
 *
 * configurations:
 *   0: idle
 *   1: sd, muted
 *   2: hd.720, muted
 *   3: idle
 *   4: hd.1080, muted
 *   5: sd, loud
 *   6: hd.1080, muted
 *   7: idle
 *   8: hd.1080, muted
 *   9: hd.720, loud
 *   10: sd, muted
 *   11: idle
 *   12: hd.1080, muted
 *   13: hd.1080, loud
 *   14: idle
 *   15: hd.1080, muted
 *   16: hd.1080, loud
 *   17: sd, muted
 *   18: hd.720, muted
 *   19: hd.1080, loud
 *   20: idle
 *   21: hd.1080, muted
 *   22: hd.720, muted
 *   23: sd, loud
 *   24: sd, muted
 *   25: hd.1080, loud
 *   26: idle
 *   27: hd.1080, muted
 *   28: sd, muted
 *   29: sd, loud
 *   30: hd.1080, loud
 *   31: sd, loud
 *   32: hd.720, loud
 *   33: sd, muted
 *   34: hd.720, loud
 *   35: hd.1080, loud
 *   36: hd.720, loud
 *   37: hd.720, muted
 *   38: sd, loud
 *   39: sd, muted
 *   40: hd.1080, loud
 *   41: hd.720, muted
 *   42: hd.720, loud
 *   43: hd.720, muted
 *   44: sd, loud
 *   45: hd.720, loud
 *   46: hd.720, muted
 *   47: sd, loud
 *   48: hd.720, loud
 * steps (ALLOW's numbers):
 *   0: idle|play|5:5
 *   1: idle|resume|6:5
 *   2: sd|upgrade|14:24
 *   3: playing|stop|26:5
 *   4: playing|jump|27:5
 *   5: muted|unmute|22:27
 *   6: hd.720|more|16:30
 *   7: hd|downgrade|18:11
 *   8: loud|mute|23:26
 */
#define CONFIGURATIONS 49
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
    :: d_step { conf = 4; from = 4;  }
    :: d_step { conf = 5; from = 5;  }
    :: d_step { conf = 6; from = 6;  }
    :: d_step { conf = 7; from = 7;  }
    :: d_step { conf = 8; from = 8;  }
    :: d_step { conf = 9; from = 9;  }
    :: d_step { conf = 10; from = 10;  }
    :: d_step { conf = 11; from = 11;  }
    :: d_step { conf = 12; from = 12;  }
    :: d_step { conf = 13; from = 13;  }
    :: d_step { conf = 14; from = 14;  }
    :: d_step { conf = 15; from = 15;  }
    :: d_step { conf = 16; from = 16;  }
    :: d_step { conf = 17; from = 17;  }
    :: d_step { conf = 18; from = 18;  }
    :: d_step { conf = 19; from = 19;  }
    :: d_step { conf = 20; from = 20;  }
    :: d_step { conf = 21; from = 21;  }
    :: d_step { conf = 22; from = 22;  }
    :: d_step { conf = 23; from = 23;  }
    :: d_step { conf = 24; from = 24;  }
    :: d_step { conf = 25; from = 25;  }
    :: d_step { conf = 26; from = 26;  }
    :: d_step { conf = 27; from = 27;  }
    :: d_step { conf = 28; from = 28;  }
    :: d_step { conf = 29; from = 29;  }
    :: d_step { conf = 30; from = 30;  }
    :: d_step { conf = 31; from = 31;  }
    :: d_step { conf = 32; from = 32;  }
    :: d_step { conf = 33; from = 33;  }
    :: d_step { conf = 34; from = 34;  }
    :: d_step { conf = 35; from = 35;  }
    :: d_step { conf = 36; from = 36;  }
    :: d_step { conf = 37; from = 37;  }
    :: d_step { conf = 38; from = 38;  }
    :: d_step { conf = 39; from = 39;  }
    :: d_step { conf = 40; from = 40;  }
    :: d_step { conf = 41; from = 41;  }
    :: d_step { conf = 42; from = 42;  }
    :: d_step { conf = 43; from = 43;  }
    :: d_step { conf = 44; from = 44;  }
    :: d_step { conf = 45; from = 45;  }
    :: d_step { conf = 46; from = 46;  }
    :: d_step { conf = 47; from = 47;  }
    :: d_step { conf = 48; from = 48;  }
#endif
    fi;
    do
    :: conf == 0 && ALLOW(0) -> d_step { conf = 1; moved = true;  TAKEN } /* play */
    :: conf == 0 && ALLOW(1) -> d_step { conf = 1; moved = true;  TAKEN } /* resume */
    :: conf == 1 && ALLOW(2) -> d_step { conf = 2; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 1 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 1 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 1 && ALLOW(5) -> d_step { conf = 5; moved = true;  TAKEN } /* unmute */
    :: conf == 2 && ALLOW(6) -> d_step { conf = 6; moved = true;  TAKEN } /* more */
    :: conf == 2 && ALLOW(7) -> d_step { conf = 1; moved = true;  TAKEN } /* downgrade */
    :: conf == 2 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 2 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 2 && ALLOW(5) -> d_step { conf = 9; moved = true;  TAKEN } /* unmute */
    :: conf == 3 && ALLOW(0) -> d_step { conf = 10; moved = true;  TAKEN } /* play */
    :: conf == 3 && ALLOW(1) -> d_step { conf = 10; moved = true;  TAKEN } /* resume */
    :: conf == 4 && ALLOW(7) -> d_step { conf = 10; moved = true;  TAKEN } /* downgrade */
    :: conf == 4 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 4 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 4 && ALLOW(5) -> d_step { conf = 13; moved = true;  TAKEN } /* unmute */
    :: conf == 5 && ALLOW(2) -> d_step { conf = 9; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 5 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 5 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 5 && ALLOW(8) -> d_step { conf = 1; moved = true;  TAKEN } /* mute */
    :: conf == 6 && ALLOW(7) -> d_step { conf = 1; moved = true;  TAKEN } /* downgrade */
    :: conf == 6 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 6 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 6 && ALLOW(5) -> d_step { conf = 16; moved = true;  TAKEN } /* unmute */
    :: conf == 7 && ALLOW(0) -> d_step { conf = 17; moved = true;  TAKEN } /* play */
    :: conf == 7 && ALLOW(1) -> d_step { conf = 18; moved = true;  TAKEN } /* resume */
    :: conf == 8 && ALLOW(7) -> d_step { conf = 17; moved = true;  TAKEN } /* downgrade */
    :: conf == 8 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 8 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 8 && ALLOW(5) -> d_step { conf = 19; moved = true;  TAKEN } /* unmute */
    :: conf == 9 && ALLOW(6) -> d_step { conf = 16; moved = true;  TAKEN } /* more */
    :: conf == 9 && ALLOW(7) -> d_step { conf = 5; moved = true;  TAKEN } /* downgrade */
    :: conf == 9 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 9 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 9 && ALLOW(8) -> d_step { conf = 2; moved = true;  TAKEN } /* mute */
    :: conf == 10 && ALLOW(2) -> d_step { conf = 22; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 10 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 10 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 10 && ALLOW(5) -> d_step { conf = 23; moved = true;  TAKEN } /* unmute */
    :: conf == 11 && ALLOW(0) -> d_step { conf = 24; moved = true;  TAKEN } /* play */
    :: conf == 11 && ALLOW(1) -> d_step { conf = 12; moved = true;  TAKEN } /* resume */
    :: conf == 12 && ALLOW(7) -> d_step { conf = 24; moved = true;  TAKEN } /* downgrade */
    :: conf == 12 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 12 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 12 && ALLOW(5) -> d_step { conf = 25; moved = true;  TAKEN } /* unmute */
    :: conf == 13 && ALLOW(7) -> d_step { conf = 23; moved = true;  TAKEN } /* downgrade */
    :: conf == 13 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 13 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 13 && ALLOW(8) -> d_step { conf = 4; moved = true;  TAKEN } /* mute */
    :: conf == 14 && ALLOW(0) -> d_step { conf = 28; moved = true;  TAKEN } /* play */
    :: conf == 14 && ALLOW(1) -> d_step { conf = 29; moved = true;  TAKEN } /* resume */
    :: conf == 15 && ALLOW(7) -> d_step { conf = 28; moved = true;  TAKEN } /* downgrade */
    :: conf == 15 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 15 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 15 && ALLOW(5) -> d_step { conf = 30; moved = true;  TAKEN } /* unmute */
    :: conf == 16 && ALLOW(7) -> d_step { conf = 5; moved = true;  TAKEN } /* downgrade */
    :: conf == 16 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 16 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 16 && ALLOW(8) -> d_step { conf = 6; moved = true;  TAKEN } /* mute */
    :: conf == 17 && ALLOW(2) -> d_step { conf = 18; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 17 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 17 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 17 && ALLOW(5) -> d_step { conf = 31; moved = true;  TAKEN } /* unmute */
    :: conf == 18 && ALLOW(6) -> d_step { conf = 8; moved = true;  TAKEN } /* more */
    :: conf == 18 && ALLOW(7) -> d_step { conf = 17; moved = true;  TAKEN } /* downgrade */
    :: conf == 18 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 18 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 18 && ALLOW(5) -> d_step { conf = 32; moved = true;  TAKEN } /* unmute */
    :: conf == 19 && ALLOW(7) -> d_step { conf = 31; moved = true;  TAKEN } /* downgrade */
    :: conf == 19 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 19 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 19 && ALLOW(8) -> d_step { conf = 8; moved = true;  TAKEN } /* mute */
    :: conf == 20 && ALLOW(0) -> d_step { conf = 33; moved = true;  TAKEN } /* play */
    :: conf == 20 && ALLOW(1) -> d_step { conf = 34; moved = true;  TAKEN } /* resume */
    :: conf == 21 && ALLOW(7) -> d_step { conf = 33; moved = true;  TAKEN } /* downgrade */
    :: conf == 21 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 21 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 21 && ALLOW(5) -> d_step { conf = 35; moved = true;  TAKEN } /* unmute */
    :: conf == 22 && ALLOW(6) -> d_step { conf = 4; moved = true;  TAKEN } /* more */
    :: conf == 22 && ALLOW(7) -> d_step { conf = 10; moved = true;  TAKEN } /* downgrade */
    :: conf == 22 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 22 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 22 && ALLOW(5) -> d_step { conf = 36; moved = true;  TAKEN } /* unmute */
    :: conf == 23 && ALLOW(2) -> d_step { conf = 36; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 23 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 23 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 23 && ALLOW(8) -> d_step { conf = 10; moved = true;  TAKEN } /* mute */
    :: conf == 24 && ALLOW(2) -> d_step { conf = 37; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 24 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 24 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 24 && ALLOW(5) -> d_step { conf = 38; moved = true;  TAKEN } /* unmute */
    :: conf == 25 && ALLOW(7) -> d_step { conf = 38; moved = true;  TAKEN } /* downgrade */
    :: conf == 25 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 25 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 25 && ALLOW(8) -> d_step { conf = 12; moved = true;  TAKEN } /* mute */
    :: conf == 26 && ALLOW(0) -> d_step { conf = 39; moved = true;  TAKEN } /* play */
    :: conf == 26 && ALLOW(1) -> d_step { conf = 40; moved = true;  TAKEN } /* resume */
    :: conf == 27 && ALLOW(7) -> d_step { conf = 39; moved = true;  TAKEN } /* downgrade */
    :: conf == 27 && ALLOW(3) -> d_step { conf = 11; moved = true;  TAKEN } /* stop */
    :: conf == 27 && ALLOW(4) -> d_step { conf = 12; moved = true;  TAKEN } /* jump */
    :: conf == 27 && ALLOW(5) -> d_step { conf = 40; moved = true;  TAKEN } /* unmute */
    :: conf == 28 && ALLOW(2) -> d_step { conf = 41; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 28 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 28 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 28 && ALLOW(5) -> d_step { conf = 29; moved = true;  TAKEN } /* unmute */
    :: conf == 29 && ALLOW(2) -> d_step { conf = 42; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 29 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 29 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 29 && ALLOW(8) -> d_step { conf = 28; moved = true;  TAKEN } /* mute */
    :: conf == 30 && ALLOW(7) -> d_step { conf = 29; moved = true;  TAKEN } /* downgrade */
    :: conf == 30 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 30 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 30 && ALLOW(8) -> d_step { conf = 15; moved = true;  TAKEN } /* mute */
    :: conf == 31 && ALLOW(2) -> d_step { conf = 32; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 31 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 31 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 31 && ALLOW(8) -> d_step { conf = 17; moved = true;  TAKEN } /* mute */
    :: conf == 32 && ALLOW(6) -> d_step { conf = 19; moved = true;  TAKEN } /* more */
    :: conf == 32 && ALLOW(7) -> d_step { conf = 31; moved = true;  TAKEN } /* downgrade */
    :: conf == 32 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 32 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 32 && ALLOW(8) -> d_step { conf = 18; moved = true;  TAKEN } /* mute */
    :: conf == 33 && ALLOW(2) -> d_step { conf = 43; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 33 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 33 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 33 && ALLOW(5) -> d_step { conf = 44; moved = true;  TAKEN } /* unmute */
    :: conf == 34 && ALLOW(6) -> d_step { conf = 35; moved = true;  TAKEN } /* more */
    :: conf == 34 && ALLOW(7) -> d_step { conf = 44; moved = true;  TAKEN } /* downgrade */
    :: conf == 34 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 34 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 34 && ALLOW(8) -> d_step { conf = 43; moved = true;  TAKEN } /* mute */
    :: conf == 35 && ALLOW(7) -> d_step { conf = 44; moved = true;  TAKEN } /* downgrade */
    :: conf == 35 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 35 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 35 && ALLOW(8) -> d_step { conf = 21; moved = true;  TAKEN } /* mute */
    :: conf == 36 && ALLOW(6) -> d_step { conf = 13; moved = true;  TAKEN } /* more */
    :: conf == 36 && ALLOW(7) -> d_step { conf = 23; moved = true;  TAKEN } /* downgrade */
    :: conf == 36 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 36 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 36 && ALLOW(8) -> d_step { conf = 22; moved = true;  TAKEN } /* mute */
    :: conf == 37 && ALLOW(6) -> d_step { conf = 12; moved = true;  TAKEN } /* more */
    :: conf == 37 && ALLOW(7) -> d_step { conf = 24; moved = true;  TAKEN } /* downgrade */
    :: conf == 37 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 37 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 37 && ALLOW(5) -> d_step { conf = 45; moved = true;  TAKEN } /* unmute */
    :: conf == 38 && ALLOW(2) -> d_step { conf = 45; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 38 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 38 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 38 && ALLOW(8) -> d_step { conf = 24; moved = true;  TAKEN } /* mute */
    :: conf == 39 && ALLOW(2) -> d_step { conf = 46; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 39 && ALLOW(3) -> d_step { conf = 3; moved = true;  TAKEN } /* stop */
    :: conf == 39 && ALLOW(4) -> d_step { conf = 4; moved = true;  TAKEN } /* jump */
    :: conf == 39 && ALLOW(5) -> d_step { conf = 47; moved = true;  TAKEN } /* unmute */
    :: conf == 40 && ALLOW(7) -> d_step { conf = 47; moved = true;  TAKEN } /* downgrade */
    :: conf == 40 && ALLOW(3) -> d_step { conf = 26; moved = true;  TAKEN } /* stop */
    :: conf == 40 && ALLOW(4) -> d_step { conf = 27; moved = true;  TAKEN } /* jump */
    :: conf == 40 && ALLOW(8) -> d_step { conf = 27; moved = true;  TAKEN } /* mute */
    :: conf == 41 && ALLOW(6) -> d_step { conf = 15; moved = true;  TAKEN } /* more */
    :: conf == 41 && ALLOW(7) -> d_step { conf = 28; moved = true;  TAKEN } /* downgrade */
    :: conf == 41 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 41 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 41 && ALLOW(5) -> d_step { conf = 42; moved = true;  TAKEN } /* unmute */
    :: conf == 42 && ALLOW(6) -> d_step { conf = 30; moved = true;  TAKEN } /* more */
    :: conf == 42 && ALLOW(7) -> d_step { conf = 29; moved = true;  TAKEN } /* downgrade */
    :: conf == 42 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 42 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 42 && ALLOW(8) -> d_step { conf = 41; moved = true;  TAKEN } /* mute */
    :: conf == 43 && ALLOW(6) -> d_step { conf = 21; moved = true;  TAKEN } /* more */
    :: conf == 43 && ALLOW(7) -> d_step { conf = 33; moved = true;  TAKEN } /* downgrade */
    :: conf == 43 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 43 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 43 && ALLOW(5) -> d_step { conf = 34; moved = true;  TAKEN } /* unmute */
    :: conf == 44 && ALLOW(2) -> d_step { conf = 34; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 44 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 44 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 44 && ALLOW(8) -> d_step { conf = 33; moved = true;  TAKEN } /* mute */
    :: conf == 45 && ALLOW(6) -> d_step { conf = 25; moved = true;  TAKEN } /* more */
    :: conf == 45 && ALLOW(7) -> d_step { conf = 38; moved = true;  TAKEN } /* downgrade */
    :: conf == 45 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 45 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 45 && ALLOW(8) -> d_step { conf = 37; moved = true;  TAKEN } /* mute */
    :: conf == 46 && ALLOW(6) -> d_step { conf = 27; moved = true;  TAKEN } /* more */
    :: conf == 46 && ALLOW(7) -> d_step { conf = 39; moved = true;  TAKEN } /* downgrade */
    :: conf == 46 && ALLOW(3) -> d_step { conf = 7; moved = true;  TAKEN } /* stop */
    :: conf == 46 && ALLOW(4) -> d_step { conf = 8; moved = true;  TAKEN } /* jump */
    :: conf == 46 && ALLOW(5) -> d_step { conf = 48; moved = true;  TAKEN } /* unmute */
    :: conf == 47 && ALLOW(2) -> d_step { conf = 48; moved = true;  TAKEN } /* upgrade [bandwidth > 5] */
    :: conf == 47 && ALLOW(3) -> d_step { conf = 14; moved = true;  TAKEN } /* stop */
    :: conf == 47 && ALLOW(4) -> d_step { conf = 15; moved = true;  TAKEN } /* jump */
    :: conf == 47 && ALLOW(8) -> d_step { conf = 39; moved = true;  TAKEN } /* mute */
    :: conf == 48 && ALLOW(6) -> d_step { conf = 40; moved = true;  TAKEN } /* more */
    :: conf == 48 && ALLOW(7) -> d_step { conf = 47; moved = true;  TAKEN } /* downgrade */
    :: conf == 48 && ALLOW(3) -> d_step { conf = 20; moved = true;  TAKEN } /* stop */
    :: conf == 48 && ALLOW(4) -> d_step { conf = 21; moved = true;  TAKEN } /* jump */
    :: conf == 48 && ALLOW(8) -> d_step { conf = 46; moved = true;  TAKEN } /* mute */
    od
}

