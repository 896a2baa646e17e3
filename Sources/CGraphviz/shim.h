#ifndef FSMCHECK_CGRAPHVIZ_SHIM_H
#define FSMCHECK_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/* Swift 6 treats reading C globals as a data race; these return the graph descriptors by value. */
static inline Agdesc_t fsmcheck_directed(void) { return Agdirected; }
static inline Agdesc_t fsmcheck_strict_directed(void) { return Agstrictdirected; }

/* cgraph's default ID discipline uses the address of a name's interned string as the object ID,
   and orders subgraphs by ID: cluster order (in agwrite's DOT and in the layout itself) then
   depends on malloc. Refusing to map names makes cgraph give every named object the next
   sequential ID and keep the name in its internal map, so order is creation order. */
static inline long fsmcheck_map_names_internally(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    if (str) return 0;
    return AgIdDisc.map(state, objtype, str, id, createflag);
}

/* The discipline for graphs fsmcheck builds; call only while holding the renderer's lock. */
static inline Agdisc_t *fsmcheck_sequential_id_discipline(void) {
    static Agiddisc_t ids;
    static Agdisc_t discipline;
    ids = AgIdDisc;
    ids.map = fsmcheck_map_names_internally;
    discipline.mem = &AgMemDisc;
    discipline.id = &ids;
    discipline.io = &AgIoDisc;
    return &discipline;
}

#endif
