#ifndef FSMCHECK_CGRAPHVIZ_SHIM_H
#define FSMCHECK_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/* cgraph's default ID discipline uses the address of a name's interned string as the object ID,
   and orders subgraphs by ID: cluster order (in agwrite's DOT and in the layout itself) then
   depends on malloc. Refusing to map names makes cgraph give every named object the next
   sequential ID and keep the name in its internal map, so order is creation order.
   The root graph's own name is the exception: agclose never frees its internal-map entry (a leak
   per graph in Graphviz 2.42), and a single root has no order to keep. */
static int fsmcheck_opening_root = 0;

static inline long fsmcheck_map_names_internally(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    if (str && !(objtype == AGRAPH && fsmcheck_opening_root)) return 0;
    return AgIdDisc.map(state, objtype, str, id, createflag);
}

/* Opens a directed root graph with sequential IDs; call only while holding the renderer's lock. */
static inline Agraph_t *fsmcheck_open_graph(char *name) {
    static Agiddisc_t ids;
    static Agdisc_t discipline;
    ids = AgIdDisc;
    ids.map = fsmcheck_map_names_internally;
    discipline.mem = &AgMemDisc;
    discipline.id = &ids;
    discipline.io = &AgIoDisc;
    fsmcheck_opening_root = 1;
    Agraph_t *graph = agopen(name, Agdirected, &discipline);
    fsmcheck_opening_root = 0;
    return graph;
}

#endif
