#ifndef FSMCHECK_CGRAPHVIZ_SHIM_H
#define FSMCHECK_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/* Swift 6 treats reading C globals as a data race; these return the graph descriptors by value. */
static inline Agdesc_t fsmcheck_directed(void) { return Agdirected; }
static inline Agdesc_t fsmcheck_strict_directed(void) { return Agstrictdirected; }

#endif
