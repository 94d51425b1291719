#include "CGtkBaseline.h"

#include <limits.h>
#include <math.h>

/* The chart baseline: a GtkDrawingArea whose draw function strokes a 2-px pink line with
 * cairo through points sorted by x, scaled to fit (inset by 5 px). Like GtkCharts, it keeps
 * at most four points per device-pixel column (the first, lowest, highest and last): cairo
 * stroking every one of a million points takes tens of seconds a frame. */

typedef struct {
    const double *xs;
    const double *ys;
    int count;
} ChartPoints;

static void draw_chart(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    (void)area;
    const ChartPoints *points = data;
    if (points->count < 2)
        return;
    double x_min = points->xs[0], x_max = points->xs[0];
    double y_min = points->ys[0], y_max = points->ys[0];
    for (int i = 1; i < points->count; i++) {
        x_min = MIN(x_min, points->xs[i]);
        x_max = MAX(x_max, points->xs[i]);
        y_min = MIN(y_min, points->ys[i]);
        y_max = MAX(y_max, points->ys[i]);
    }
    const double inset = 5;
    double x_scale = (width - 2 * inset) / (x_max > x_min ? x_max - x_min : 1);
    double y_scale = (height - 2 * inset) / (y_max > y_min ? y_max - y_min : 1);
    int scale = gtk_widget_get_scale_factor(GTK_WIDGET(area));
    gboolean started = FALSE;
    long column = LONG_MIN;
    int kept[4], n_kept = 0; /* first, lowest, highest, last of the current column */
    for (int i = 0; i <= points->count; i++) {
        double px = 0;
        long here = LONG_MAX;
        if (i < points->count) {
            px = inset + (points->xs[i] - x_min) * x_scale;
            here = (long)floor(px * scale);
        }
        if (here != column && n_kept > 0) {
            /* Emit the column's points in data order, each once. */
            int order[4], n = 0;
            for (int k = 0; k < n_kept; k++) {
                gboolean seen = FALSE;
                for (int m = 0; m < n; m++)
                    seen = seen || order[m] == kept[k];
                if (!seen)
                    order[n++] = kept[k];
            }
            for (int a = 1; a < n; a++)
                for (int b = a; b > 0 && order[b - 1] > order[b]; b--) {
                    int t = order[b];
                    order[b] = order[b - 1];
                    order[b - 1] = t;
                }
            for (int k = 0; k < n; k++) {
                double x = inset + (points->xs[order[k]] - x_min) * x_scale;
                double y = height - inset - (points->ys[order[k]] - y_min) * y_scale;
                if (started)
                    cairo_line_to(cr, x, y);
                else
                    cairo_move_to(cr, x, y);
                started = TRUE;
            }
            n_kept = 0;
        }
        if (i == points->count)
            break;
        column = here;
        if (n_kept == 0) {
            kept[0] = kept[1] = kept[2] = kept[3] = i;
            n_kept = 4;
        } else {
            if (points->ys[i] < points->ys[kept[1]])
                kept[1] = i;
            if (points->ys[i] > points->ys[kept[2]])
                kept[2] = i;
            kept[3] = i;
        }
    }
    cairo_set_source_rgb(cr, 1, 0.176, 0.333);
    cairo_set_line_width(cr, 2);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(cr);
}

static GtkWidget *chart_area(GtkWidget *window) {
    return gtk_window_get_child(GTK_WINDOW(window));
}

GtkWidget *cbaseline_chart_window(void) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Chart");
    gtk_window_set_default_size(GTK_WINDOW(window), 600, 300);
    GtkWidget *area = gtk_drawing_area_new();
    ChartPoints *points = g_new0(ChartPoints, 1);
    g_object_set_data_full(G_OBJECT(area), "cbaseline-points", points, g_free);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw_chart, points, NULL);
    gtk_window_set_child(GTK_WINDOW(window), area);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

void cbaseline_chart_set_points(GtkWidget *window, const double *xs, const double *ys, int count) {
    GtkWidget *area = chart_area(window);
    ChartPoints *points = g_object_get_data(G_OBJECT(area), "cbaseline-points");
    points->xs = xs;
    points->ys = ys;
    points->count = count;
    gtk_widget_queue_draw(area);
}

void cbaseline_chart_redraw(GtkWidget *window) {
    gtk_widget_queue_draw(chart_area(window));
}
