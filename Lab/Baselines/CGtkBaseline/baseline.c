#include "CGtkBaseline.h"

#include <malloc.h>
#include <time.h>

/* A presented 400×600 window titled `title` whose child is `content` in a scrolled window. */
static GtkWidget *present_scrolled(const char *title, GtkWidget *content) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), title);
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), content);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

GtkWidget *cbaseline_labels_window(int count) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    char text[32];
    for (int i = 0; i < count; i++) {
        g_snprintf(text, sizeof text, "Label %d", i);
        gtk_box_append(GTK_BOX(box), gtk_label_new(text));
    }
    return present_scrolled("Labels", box);
}

static void row_clicked(GtkButton *button, gpointer row) {
    (void)button;
    (void)row;
}

GtkWidget *cbaseline_rows_window(int count) {
    /* Laid out as SwiftUI lays out a VStack of HStacks: the column centered in the window,
     * each row centered in the column, each view centered in its row. */
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_widget_set_halign(column, GTK_ALIGN_CENTER);
    gtk_widget_set_valign(column, GTK_ALIGN_CENTER);
    char text[32];
    for (int i = 0; i < count; i++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
        gtk_widget_set_halign(row, GTK_ALIGN_CENTER);
        g_snprintf(text, sizeof text, "Row %d", i);
        GtkWidget *label = gtk_label_new(text);
        gtk_widget_set_valign(label, GTK_ALIGN_CENTER);
        gtk_box_append(GTK_BOX(row), label);
        GtkWidget *button = gtk_button_new_with_label("Open");
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
        g_signal_connect(button, "clicked", G_CALLBACK(row_clicked), GINT_TO_POINTER(i));
        gtk_box_append(GTK_BOX(row), button);
        gtk_box_append(GTK_BOX(column), row);
    }
    return present_scrolled("Rows", column);
}

static void after_paint(GdkFrameClock *clock, gpointer painted) {
    (void)clock;
    *(gboolean *)painted = TRUE;
}

void cbaseline_wait_for_frame(GtkWidget *window) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    gboolean painted = FALSE;
    gulong handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), &painted);
    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    while (!painted)
        g_main_context_iteration(NULL, TRUE);
    g_signal_handler_disconnect(clock, handler);
}

void cbaseline_destroy_window(GtkWidget *window) {
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE))
        ;
}

gint64 cbaseline_process_cpu_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (gint64)now.tv_sec * 1000000000 + now.tv_nsec;
}

size_t cbaseline_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

GtkWidget *cbaseline_row_label(GtkWidget *window, int index) {
    /* window → scrolled window → viewport → column → row `index` → label */
    GtkWidget *scrolled = gtk_window_get_child(GTK_WINDOW(window));
    GtkWidget *viewport = gtk_scrolled_window_get_child(GTK_SCROLLED_WINDOW(scrolled));
    GtkWidget *column = gtk_viewport_get_child(GTK_VIEWPORT(viewport));
    GtkWidget *row = gtk_widget_get_first_child(column);
    for (int i = 0; i < index && row != NULL; i++)
        row = gtk_widget_get_next_sibling(row);
    return row ? gtk_widget_get_first_child(row) : NULL;
}
