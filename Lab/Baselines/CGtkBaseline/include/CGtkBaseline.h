#ifndef CGTKBASELINE_H
#define CGTKBASELINE_H

/* Plain C GTK doing the same work as the benchmark's Swift scenarios, measured in the
 * same run so the benchmark can print ratios. */

#include <gtk/gtk.h>

/** A window of 400×600 with `count` labels in a vertical box inside a scrolled window,
 *  presented. The caller destroys it. */
GtkWidget *cbaseline_labels_window(int count);

/** Like cbaseline_labels_window, but each of the `count` rows is a horizontal box with a
 *  label and a button, as a declarative VStack of HStacks makes. */
GtkWidget *cbaseline_rows_window(int count);

/** A presented 600×300 window with a GtkDrawingArea that strokes a 2-px pink line with cairo
 *  through every point it is given, scaled to fit. The caller destroys it. */
GtkWidget *cbaseline_chart_window(void);

/** Sets the points the chart window draws (borrowed: the caller keeps them alive while the
 *  window shows them) and queues a redraw. */
void cbaseline_chart_set_points(GtkWidget *window, const double *xs, const double *ys, int count);

/** Queues a redraw of the chart window's drawing area, its points unchanged. */
void cbaseline_chart_redraw(GtkWidget *window);

/** Iterates the default main context until `window` has painted a frame. */
void cbaseline_wait_for_frame(GtkWidget *window);

/** Destroys `window` and iterates until GTK has nothing left to do. */
void cbaseline_destroy_window(GtkWidget *window);

/** CPU time this process has used, in nanoseconds. */
gint64 cbaseline_process_cpu_ns(void);

/** Bytes the C heap has handed out and not freed (malloc arenas and mmapped blocks). */
size_t cbaseline_heap_in_use(void);

/** The label of row `index` of a window made by cbaseline_rows_window. */
GtkWidget *cbaseline_row_label(GtkWidget *window, int index);

/* A presented window with a GtkListView of `count` three-label rows. */
GtkWidget *cbaseline_list_window(int count);
/* Row widgets the C list factory made and has not torn down. */
int cbaseline_list_rows_made(void);
/* Sets a window's scrolled child's vertical position to `fraction` of its range. */
void cbaseline_scroll_to(GtkWidget *window, double fraction);

/* Ends a cold-start run: at the first frame (frame clock "after-paint") in which the first
 * window mapped from now on shows GtkListView rows, prints
 * "first-frame <g_get_monotonic_time()> rows <row widgets on screen> made <row widgets>"
 * on stdout and exits with status 0 at once. Call after GTK is initialised, before the
 * window is shown. */
void cbaseline_exit_at_first_frame(void);

/* Measures a paste of `lines` lines into the first window mapped from now on (the Vitals
 * paste benchmark, the same for the app and its C baseline): clicks the button labelled
 * `page` at its first frame, waits for a list of text fields, focuses it, puts the lines on
 * the clipboard and activates "win.paste"; then prints
 * "paste listed <ms> painted <ms> committed <ms> stall <ms> frame-gap <ms> cpu <ms> main-cpu <ms>
 * rows <on screen> made <row widgets> start <g_get_monotonic_time()>"
 * on stdout and exits with status 0 (1 with a message on stderr when it cannot). Committed
 * is when another connection to `database` sees the rows in the medicalCondition table.
 * Call after GTK is initialised, before the window is shown. */
void cbaseline_measure_paste(const char *page, const char *database, int lines);

#endif
