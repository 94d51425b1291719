#include "CGtkBaseline.h"
#include "first_window.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* The end point of a cold-start run, the same for a C program and a Swift one: the first
 * frame of a window (its frame clock's "after-paint") in which a GtkListView shows rows.
 * cbaseline_follow_first_window finds the window as it is mapped and follows its clock. */

typedef struct {
    guint shown;  /* mapped, with content: on screen */
    guint made;   /* all of them (GTK 4.8 makes about 200 whatever the screen shows) */
    guint filled; /* made and showing their item: their content holds widgets */
} RowCount;

/* The row widgets of the list views under `widget`, not counting those of popovers (a
 * drop-down's list of choices). */
static void count_rows(GtkWidget *widget, RowCount *count) {
    if (GTK_IS_POPOVER(widget))
        return;
    gboolean is_list = GTK_IS_LIST_VIEW(widget);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (is_list) {
            GtkWidget *content = gtk_widget_get_first_child(child);
            count->made += content != NULL;
            count->filled += content != NULL && gtk_widget_get_first_child(content) != NULL;
            count->shown += gtk_widget_get_mapped(child) && gtk_widget_get_first_child(child) != NULL;
        } else {
            count_rows(child, count);
        }
    }
}

/* Every widget under `widget`, itself included. */
static guint count_widgets(GtkWidget *widget) {
    guint count = 1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child))
        count += count_widgets(child);
    return count;
}

/* For profiling, with CBASELINE_FIRST_FRAME_REPORT=FILE: the window's widget count and the
 * process's memory map (/proc/self/smaps) at the first frame, written to FILE. */
static void report(GtkWidget *window) {
    const char *path = getenv("CBASELINE_FIRST_FRAME_REPORT");
    if (path == NULL)
        return;
    FILE *out = fopen(path, "w");
    FILE *maps = fopen("/proc/self/smaps", "r");
    if (out == NULL || maps == NULL) {
        if (out) fclose(out);
        if (maps) fclose(maps);
        return;
    }
    fprintf(out, "widgets %u\n", count_widgets(window));
    char buffer[8192];
    size_t read;
    while ((read = fread(buffer, 1, sizeof buffer, maps)) > 0)
        fwrite(buffer, 1, read, out);
    fclose(maps);
    fclose(out);
}

static void after_paint(GdkFrameClock *clock, gpointer window) {
    (void)clock;
    RowCount rows = {0, 0, 0};
    count_rows(GTK_WIDGET(window), &rows);
    if (rows.shown == 0)
        return;
    gint64 now = g_get_monotonic_time();
    report(GTK_WIDGET(window));
    printf("first-frame %" G_GINT64_FORMAT " rows %u made %u filled %u\n", now, rows.shown, rows.made,
           rows.filled);
    fflush(stdout);
    _exit(0);
}

void cbaseline_exit_at_first_frame(void) { cbaseline_follow_first_window(after_paint); }
