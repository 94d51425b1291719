#include "CGtkBaseline.h"

/* A GtkListView of `count` rows whose cells are three labels in a box, made and bound by a
 * GtkSignalListItemFactory over a GtkStringList, as GTK code written by hand would do;
 * the same insets as GtkUI's HostingConfiguration (8 above and below, 12 at the sides). */

static int rows_made = 0;

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_widget_set_margin_top(box, 8);
    gtk_widget_set_margin_bottom(box, 8);
    gtk_widget_set_margin_start(box, 12);
    gtk_widget_set_margin_end(box, 12);
    for (int i = 0; i < 3; i++)
        gtk_box_append(GTK_BOX(box), gtk_label_new(NULL));
    gtk_list_item_set_child(item, box);
    rows_made++;
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkStringObject *string = gtk_list_item_get_item(item);
    guint position = gtk_list_item_get_position(item);
    GtkWidget *title = gtk_widget_get_first_child(box);
    GtkWidget *detail = gtk_widget_get_next_sibling(title);
    GtkWidget *value = gtk_widget_get_next_sibling(detail);
    char text[32];
    gtk_label_set_text(GTK_LABEL(title), gtk_string_object_get_string(string));
    gtk_label_set_text(GTK_LABEL(detail), "detail");
    g_snprintf(text, sizeof text, "%u bpm", position % 100);
    gtk_label_set_text(GTK_LABEL(value), text);
}

static void teardown_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)item;
    (void)data;
    rows_made--;
}

GtkWidget *cbaseline_list_window(int count) {
    GtkStringList *strings = gtk_string_list_new(NULL);
    char text[32];
    for (int i = 0; i < count; i++) {
        g_snprintf(text, sizeof text, "Row %d", i);
        gtk_string_list_append(strings, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    g_signal_connect(factory, "teardown", G_CALLBACK(teardown_row), NULL);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(strings)));
    GtkWidget *list = gtk_list_view_new(selection, factory);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "List");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

int cbaseline_list_rows_made(void) {
    return rows_made;
}

void cbaseline_scroll_to(GtkWidget *window, double fraction) {
    GtkWidget *scrolled = gtk_window_get_child(GTK_WINDOW(window));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
    double range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
    gtk_adjustment_set_value(adjustment, range * fraction);
}
