#include "CGtkShim.h"

// A table whose app sorts its rows (SwiftUI's Table with a sort-order binding) needs GTK's
// clickable column headers and their arrows, but not GTK's sorting. GTK 4.8 has no public
// way to ask a column view which column its header clicks made primary
// (gtk_column_view_sorter_get_primary_sort_column is 4.10), so each sortable column gets a
// probe sorter: comparing two items with the view's sorter calls the primary column's probe
// first, which names its column and answers "smaller"; the view's sorter turns that into
// "larger" when the column is descending.

static gpointer gtkui_probed_column = NULL;

static int gtkui_probe_compare(gconstpointer a, gconstpointer b, gpointer column) {
    (void)a;
    (void)b;
    gtkui_probed_column = column;
    return -1;
}

GtkSorter *gtkui_column_probe_sorter_new(GtkColumnViewColumn *column) {
    // The column is not referenced: the column holds its sorter, and the view's sorter
    // holds the column whenever it holds the sorter.
    return GTK_SORTER(gtk_custom_sorter_new(gtkui_probe_compare, column, NULL));
}

GtkColumnViewColumn *gtkui_column_view_primary_sort_column(GtkColumnView *view, gboolean *descending) {
    GtkSorter *sorter = gtk_column_view_get_sorter(view);
    *descending = FALSE;
    if (sorter == NULL) return NULL;
    gtkui_probed_column = NULL;
    // Two distinct objects: gtk_sorter_compare answers "equal" for an item and itself
    // without asking the sorter.
    GtkOrdering order = gtk_sorter_compare(sorter, view, sorter);
    GtkColumnViewColumn *column = gtkui_probed_column;
    gtkui_probed_column = NULL;
    *descending = order == GTK_ORDERING_LARGER;
    return column;
}
