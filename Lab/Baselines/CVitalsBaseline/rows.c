#include "rows.h"

#include <math.h>

typedef struct {
    DayStore *store;
    LiveValue *live;
} ListData;

/* What a row shows, kept with its widgets for the sparkline's draw function. */
typedef struct {
    GtkWidget *note, *time, *bpm, *chart, *check;
    double times[DAY_MAX_HOURS + 30], values[DAY_MAX_HOURS + 30];
    int count;
    gboolean described;     /* the chart's description is of these values */
    GdkFrameClock *clock;   /* with the handler that describes them after this frame */
    gulong after_paint;
} Cell;

static void describe_sparkline(Cell *cell);

/* Describes the sparkline after the frame that painted it (once). */
static void describe_after_paint(GdkFrameClock *clock, gpointer data) {
    Cell *cell = data;
    g_signal_handler_disconnect(clock, cell->after_paint);
    cell->after_paint = 0;
    describe_sparkline(cell);
}

static void free_cell(gpointer data) {
    Cell *cell = data;
    if (cell->after_paint != 0)
        g_signal_handler_disconnect(cell->clock, cell->after_paint);
    g_free(cell);
}

/* The sparkline: a 2-px pink line through the points and a circle at each, no axes. */
static void draw_sparkline(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    Cell *cell = data;
    /* As GtkCharts does: the description of the values a chart shows is written after it
     * is painted, not for the charts of rows off screen. */
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(area));
    if (!cell->described && cell->after_paint == 0 && clock != NULL) {
        cell->clock = clock;
        cell->after_paint = g_signal_connect(clock, "after-paint", G_CALLBACK(describe_after_paint), cell);
    }
    if (cell->count == 0)
        return;
    double x_min = cell->times[0], x_max = cell->times[cell->count - 1];
    double y_min = cell->values[0], y_max = cell->values[0];
    for (int i = 1; i < cell->count; i++) {
        y_min = MIN(y_min, cell->values[i]);
        y_max = MAX(y_max, cell->values[i]);
    }
    const double inset = 3;
    double x_scale = (width - 2 * inset) / (x_max > x_min ? x_max - x_min : 1);
    double y_scale = (height - 2 * inset) / (y_max > y_min ? y_max - y_min : 1);
    double x_offset = x_max > x_min ? inset : width / 2.0;
    double y_offset = y_max > y_min ? inset : height / 2.0 - inset;
    cairo_set_source_rgb(cr, 1, 0.176, 0.333);
    cairo_set_line_width(cr, 2);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < cell->count; i++) {
        double x = x_offset + (cell->times[i] - x_min) * x_scale;
        double y = height - y_offset - (cell->values[i] - y_min) * y_scale;
        cairo_line_to(cr, x, y);
    }
    cairo_stroke(cr);
    for (int i = 0; i < cell->count; i++) {
        double x = x_offset + (cell->times[i] - x_min) * x_scale;
        double y = height - y_offset - (cell->values[i] - y_min) * y_scale;
        cairo_new_sub_path(cr);
        cairo_arc(cr, x, y, 2, 0, 2 * G_PI);
    }
    cairo_fill(cr);
}

static GtkWidget *label_with_class(const char *text, const char *css_class) {
    GtkWidget *label = gtk_label_new(text);
    if (css_class != NULL)
        gtk_widget_add_css_class(label, css_class);
    return label;
}

static void show_selection(GtkListItem *item, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    gtk_widget_set_visible(((Cell *)data)->check, gtk_list_item_get_selected(item));
}

/*  [heart] Heart Rate  note ........ time   [✓]
 *  90 BPM .................. ~~sparkline~~          */
static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    Cell *cell = g_new0(Cell, 1);

    GtkWidget *title = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    GtkWidget *heart = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_add_css_class(heart, "heart");
    gtk_box_append(GTK_BOX(heart), gtk_image_new_from_icon_name("emblem-favorite-symbolic"));
    gtk_box_append(GTK_BOX(heart), gtk_label_new("Heart Rate"));
    gtk_box_append(GTK_BOX(title), heart);
    cell->note = label_with_class(NULL, "secondary");
    gtk_widget_set_hexpand(cell->note, TRUE);
    gtk_widget_set_halign(cell->note, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(title), cell->note);
    cell->time = label_with_class(NULL, "secondary");
    gtk_box_append(GTK_BOX(title), cell->time);

    GtkWidget *value = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *bpm = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4);
    gtk_widget_set_hexpand(bpm, TRUE);
    cell->bpm = label_with_class(NULL, "bpm");
    gtk_widget_set_valign(cell->bpm, GTK_ALIGN_BASELINE);
    gtk_box_append(GTK_BOX(bpm), cell->bpm);
    GtkWidget *unit = label_with_class("BPM", "unit");
    gtk_widget_add_css_class(unit, "secondary");
    gtk_widget_set_valign(unit, GTK_ALIGN_BASELINE);
    gtk_box_append(GTK_BOX(bpm), unit);
    gtk_box_append(GTK_BOX(value), bpm);
    cell->chart = gtk_drawing_area_new();
    gtk_drawing_area_set_content_width(GTK_DRAWING_AREA(cell->chart), 140);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(cell->chart), 44);
    gtk_widget_set_valign(cell->chart, GTK_ALIGN_CENTER);
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(cell->chart), draw_sparkline, cell, NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(cell->chart), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   "Line chart of BPM by Time", -1);
    gtk_box_append(GTK_BOX(value), cell->chart);

    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_hexpand(column, TRUE);
    gtk_box_append(GTK_BOX(column), title);
    gtk_box_append(GTK_BOX(column), value);

    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_margin_top(row, 12);
    gtk_widget_set_margin_bottom(row, 12);
    gtk_widget_set_margin_start(row, 12);
    gtk_widget_set_margin_end(row, 12);
    gtk_box_append(GTK_BOX(row), column);
    cell->check = gtk_image_new_from_icon_name("object-select-symbolic");
    gtk_widget_add_css_class(cell->check, "check");
    gtk_widget_set_visible(cell->check, FALSE);
    gtk_box_append(GTK_BOX(row), cell->check);

    g_object_set_data_full(G_OBJECT(row), "cell", cell, free_cell);
    g_signal_connect(item, "notify::selected", G_CALLBACK(show_selection), cell);
    gtk_list_item_set_child(item, row);
}

static void set_time(GtkWidget *label, gint64 seconds) {
    if (seconds == 0) {
        gtk_label_set_text(GTK_LABEL(label), "");
        return;
    }
    GDateTime *time = g_date_time_new_from_unix_local(seconds);
    char *text = g_date_time_format(time, "%l:%M %p");
    gtk_label_set_text(GTK_LABEL(label), g_strstrip(text));
    g_free(text);
    g_date_time_unref(time);
}

/* The sparkline for screen readers, as GtkCharts describes a chart: the samples' span,
 * minimum, maximum and average. */
static void describe_sparkline(Cell *cell) {
    if (cell->described)
        return;
    cell->described = TRUE;
    if (cell->count == 0) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(cell->chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "No data.", -1);
        return;
    }
    double lowest = cell->values[0], highest = cell->values[0], sum = 0;
    for (int i = 0; i < cell->count; i++) {
        lowest = MIN(lowest, cell->values[i]);
        highest = MAX(highest, cell->values[i]);
        sum += cell->values[i];
    }
    char *times[2];
    for (int i = 0; i < 2; i++) {
        GDateTime *time = g_date_time_new_from_unix_local((gint64)cell->times[i == 0 ? 0 : cell->count - 1]);
        times[i] = g_date_time_format(time, "%-d %b %Y at %-l:%M %p");
        g_date_time_unref(time);
    }
    char *description = g_strdup_printf("%d samples from %s to %s. BPM: minimum %.2f, maximum %.2f, average %.2f.",
                                        cell->count, times[0], times[1], lowest, highest, sum / cell->count);
    gtk_accessible_update_property(GTK_ACCESSIBLE(cell->chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    g_free(description);
    g_free(times[0]);
    g_free(times[1]);
}

/* Shows the cell's values in its sparkline, to be described after it is painted; off
 * screen, with no description until then. */
static void show_sparkline(Cell *cell) {
    cell->described = FALSE;
    if (!gtk_widget_get_mapped(cell->chart))
        gtk_accessible_reset_property(GTK_ACCESSIBLE(cell->chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    gtk_widget_queue_draw(cell->chart);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    ListData *list = data;
    Cell *cell = g_object_get_data(G_OBJECT(gtk_list_item_get_child(item)), "cell");
    guint position = gtk_list_item_get_position(item);
    char text[64];
    if (position == 0) {
        const LiveValue *live = list->live;
        gtk_label_set_text(GTK_LABEL(cell->note), "Live · Simulated");
        set_time(cell->time, live->time);
        if (live->time != 0)
            g_snprintf(text, sizeof text, "%d", live->bpm);
        gtk_label_set_text(GTK_LABEL(cell->bpm), live->time != 0 ? text : "–");
        cell->count = live->count;
        memcpy(cell->times, live->times, sizeof live->times);
        memcpy(cell->values, live->values, sizeof live->values);
    } else if (position <= (guint)list->store->n_days) {
        const DaySummary *day = &list->store->days[position - 1];
        GDateTime *noon = g_date_time_new_from_unix_utc(day_store_noon(list->store, day->day));
        GDateTime *local = g_date_time_to_timezone(noon, list->store->zone);
        char *note = g_date_time_format(local, "%a %-d %b %Y");
        gtk_label_set_text(GTK_LABEL(cell->note), note);
        g_free(note);
        g_date_time_unref(local);
        g_date_time_unref(noon);
        set_time(cell->time, day->latest_time / 1000);
        g_snprintf(text, sizeof text, "%d", (int)lround(day->latest_bpm));
        gtk_label_set_text(GTK_LABEL(cell->bpm), text);
        cell->count = day_store_hourly_means(list->store, day->day, cell->times, cell->values);
    }
    gtk_widget_set_visible(cell->check, gtk_list_item_get_selected(item));
    show_sparkline(cell);
}

GtkWidget *heart_rate_list_new(DayStore *store, LiveValue *live) {
    GtkStringList *rows = gtk_string_list_new(NULL);
    gtk_string_list_append(rows, "live");
    char key[16];
    for (int i = 0; i < store->n_days; i++) {
        g_snprintf(key, sizeof key, "%d", store->days[i].day);
        gtk_string_list_append(rows, key);
    }
    static ListData data; /* one list per program */
    data = (ListData){store, live};
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), &data);
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(rows));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    gtk_single_selection_set_selected(selection, GTK_INVALID_LIST_POSITION); /* none at first */
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    gtk_list_view_set_show_separators(GTK_LIST_VIEW(list), TRUE);

    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(scrolled, TRUE);
    gtk_widget_set_hexpand(scrolled, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    return scrolled;
}
