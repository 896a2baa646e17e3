#ifndef FSMCHECK_CGRAPHVIZ_SHIM_H
#define FSMCHECK_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdlib.h>
#include <string.h>

#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>

/* Asks Linux to kill this process (a render worker) when the thread that started it ends: the
   pool's launcher thread, which lives as long as fsmcheck. prctl is variadic, which Swift cannot
   call. */
static inline int fsmcheck_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL);
}
#endif

/* An ID discipline that numbers named objects in creation order.
 *
 * cgraph's default discipline uses the address of a name's interned string as the object ID and
 * orders subgraphs by ID, so cluster order (in agwrite's DOT and in the layout itself) depends on
 * malloc. Letting cgraph's internal name map number them instead leaks that map on agclose in
 * Graphviz 2.42. Here names get even IDs 2, 4, 6… from a small hash table owned by the graph and
 * freed when it is closed; anonymous objects (edges) get odd IDs, as in the default discipline.
 * The names themselves are interned with agstrdup, like the default discipline's: agwrite asks
 * aghtmlstr about them, which reads the header cgraph puts before interned strings, and the
 * graph's string dictionary frees them on agclose. */
typedef struct {
    Agraph_t *graph;
    char **names;          /* names[i] has ID 2 * (i + 1) */
    size_t count, namesCapacity;
    size_t *slots;         /* open addressing: index + 1 into names, 0 = empty */
    size_t slotCount;      /* a power of two, at least twice count */
    IDTYPE nextAnonymous;
} fsmcheck_names_t;

static inline size_t fsmcheck_hash(const char *text) {
    size_t hash = 1469598103934665603u;
    for (; *text; text++) hash = (hash ^ (unsigned char)*text) * 1099511628211u;
    return hash;
}

static inline void *fsmcheck_names_open(Agraph_t *graph, Agdisc_t *discipline) {
    (void)discipline;
    fsmcheck_names_t *table = calloc(1, sizeof *table);
    if (!table) return NULL;
    table->graph = graph;
    table->slotCount = 64;
    table->slots = calloc(table->slotCount, sizeof *table->slots);
    table->nextAnonymous = 1;
    if (!table->slots) { free(table); return NULL; }
    return table;
}

static inline size_t *fsmcheck_names_slot(fsmcheck_names_t *table, const char *name) {
    size_t mask = table->slotCount - 1, slot = fsmcheck_hash(name) & mask;
    while (table->slots[slot] && strcmp(table->names[table->slots[slot] - 1], name) != 0) slot = (slot + 1) & mask;
    return &table->slots[slot];
}

static inline int fsmcheck_names_grow(fsmcheck_names_t *table) {
    if (table->count == table->namesCapacity) {
        size_t capacity = table->namesCapacity ? table->namesCapacity * 2 : 32;
        char **names = realloc(table->names, capacity * sizeof *names);
        if (!names) return 0;
        table->names = names;
        table->namesCapacity = capacity;
    }
    if ((table->count + 1) * 2 > table->slotCount) {
        size_t *old = table->slots, oldCount = table->slotCount;
        table->slotCount *= 2;
        table->slots = calloc(table->slotCount, sizeof *table->slots);
        if (!table->slots) { table->slots = old; table->slotCount = oldCount; return 0; }
        for (size_t i = 0; i < oldCount; i++)
            if (old[i]) *fsmcheck_names_slot(table, table->names[old[i] - 1]) = old[i];
        free(old);
    }
    return 1;
}

static inline long fsmcheck_names_map(void *state, int objtype, char *name, IDTYPE *id, int createflag) {
    (void)objtype;
    fsmcheck_names_t *table = state;
    if (!table) return 0;
    if (!name) {
        *id = table->nextAnonymous;
        table->nextAnonymous += 2;
        return 1;
    }
    size_t *slot = fsmcheck_names_slot(table, name);
    if (!*slot) {
        if (!createflag || !fsmcheck_names_grow(table)) return 0;
        char *copy = agstrdup(table->graph, name);
        if (!copy) return 0;
        slot = fsmcheck_names_slot(table, name);
        table->names[table->count++] = copy;
        *slot = table->count;
    }
    *id = (IDTYPE)(*slot) * 2;
    return 1;
}

static inline long fsmcheck_names_alloc(void *state, int objtype, IDTYPE request) {
    (void)state; (void)objtype; (void)request;
    return 0;
}

/* Names live until the graph is closed: a deleted object's name may be looked up again. */
static inline void fsmcheck_names_free(void *state, int objtype, IDTYPE id) {
    (void)state; (void)objtype; (void)id;
}

static inline char *fsmcheck_names_print(void *state, int objtype, IDTYPE id) {
    (void)objtype;
    fsmcheck_names_t *table = state;
    if (!table || id % 2 != 0 || id == 0 || id / 2 > table->count) return NULL;
    return table->names[id / 2 - 1];
}

static inline void fsmcheck_names_close(void *state) {
    fsmcheck_names_t *table = state;
    if (!table) return;
    free(table->names);
    free(table->slots);
    free(table);
}

static inline void fsmcheck_names_register(void *state, int objtype, void *object) {
    (void)state; (void)objtype; (void)object;
}

/* Opens a directed root graph with the discipline above; call only while holding the renderer's
   lock (the discipline tables are shared). */
static inline Agraph_t *fsmcheck_open_graph(char *name) {
    static Agiddisc_t ids = {
        fsmcheck_names_open, fsmcheck_names_map, fsmcheck_names_alloc, fsmcheck_names_free,
        fsmcheck_names_print, fsmcheck_names_close, fsmcheck_names_register,
    };
    static Agdisc_t discipline;
    discipline.mem = &AgMemDisc;
    discipline.id = &ids;
    discipline.io = &AgIoDisc;
    return agopen(name, Agdirected, &discipline);
}

/* Reading a laid-out graph, for the layout's quality figures: Graphviz keeps positions in records
   reached through macros (ND_coord, ED_spl, …) that Swift cannot import. Coordinates are points;
   a box is its centre and its size. Only valid between gvLayout and gvFreeLayout. */
typedef struct { double x, y, width, height; } fsmcheck_box_t;

static inline fsmcheck_box_t fsmcheck_node_box(Agnode_t *node) {
    fsmcheck_box_t box = { ND_coord(node).x, ND_coord(node).y, ND_width(node) * 72, ND_height(node) * 72 };
    return box;
}

static inline int fsmcheck_label_box(textlabel_t *label, fsmcheck_box_t *box) {
    if (!label || !label->set) return 0;
    box->x = label->pos.x; box->y = label->pos.y; box->width = label->dimen.x; box->height = label->dimen.y;
    return 1;
}

/* kind: 0 the label, 1 the external label, 2 the head label, 3 the tail label. */
static inline int fsmcheck_edge_label_box(Agedge_t *edge, int kind, fsmcheck_box_t *box) {
    textlabel_t *labels[] = { ED_label(edge), ED_xlabel(edge), ED_head_label(edge), ED_tail_label(edge) };
    return kind >= 0 && kind < 4 && fsmcheck_label_box(labels[kind], box);
}

static inline int fsmcheck_node_xlabel_box(Agnode_t *node, fsmcheck_box_t *box) {
    return fsmcheck_label_box(ND_xlabel(node), box);
}

/* The edge's drawing: `fsmcheck_edge_curve_count` cubic Bézier chains, each of
   `fsmcheck_edge_curve` points (3n + 1). */
static inline int fsmcheck_edge_curve_count(Agedge_t *edge) {
    return ED_spl(edge) ? ED_spl(edge)->size : 0;
}

static inline int fsmcheck_edge_curve(Agedge_t *edge, int index, const pointf **points) {
    bezier *curve = &ED_spl(edge)->list[index];
    *points = curve->list;
    return curve->size;
}

/* aghead is a macro in Graphviz 2.42. */
static inline Agnode_t *fsmcheck_edge_head(Agedge_t *edge) {
    return aghead(edge);
}

static inline boxf fsmcheck_graph_bounds(Agraph_t *graph) {
    return GD_bb(graph);
}

#endif
