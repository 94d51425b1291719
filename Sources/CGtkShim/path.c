#include "CGtkShim.h"

/* Paths for GtkCharts: strokes and fills of lines and curves. GTK 4.14 draws them as GskPath
 * stroke and fill nodes; older GTK (4.8 on Debian 12) as one cairo node per path.
 *
 * The GTK 4.14 branch has never been compiled against GTK 4.14 here (Debian 12 has 4.8): it
 * follows the declarations on docs.gtk.org, and was type-checked against them by compiling
 * this file with those declarations and GTK_CHECK_VERSION forced true. */

static gsize points_of(guint8 verb) {
    switch (verb) {
    case GTKUI_PATH_MOVE:
    case GTKUI_PATH_LINE:
        return 1;
    case GTKUI_PATH_CURVE:
        return 3;
    default:
        return 0;
    }
}

#if GTK_CHECK_VERSION(4, 14, 0)
static GskPath *build_path(const guint8 *verbs, gsize n_verbs, const double *coords) {
    GskPathBuilder *builder = gsk_path_builder_new();
    const double *p = coords;
    for (gsize i = 0; i < n_verbs; i++) {
        switch (verbs[i]) {
        case GTKUI_PATH_MOVE: gsk_path_builder_move_to(builder, (float)p[0], (float)p[1]); break;
        case GTKUI_PATH_LINE: gsk_path_builder_line_to(builder, (float)p[0], (float)p[1]); break;
        case GTKUI_PATH_CURVE:
            gsk_path_builder_cubic_to(builder, (float)p[0], (float)p[1], (float)p[2], (float)p[3],
                                      (float)p[4], (float)p[5]);
            break;
        case GTKUI_PATH_CLOSE: gsk_path_builder_close(builder); break;
        default: break;
        }
        p += 2 * points_of(verbs[i]);
    }
    return gsk_path_builder_free_to_path(builder);
}
#endif

void gtkui_snapshot_append_path(GtkSnapshot *snapshot, const guint8 *verbs, gsize n_verbs,
                                const double *coords, const GdkRGBA *color, double line_width,
                                const double *dashes, gsize n_dashes,
                                const graphene_rect_t *bounds) {
    g_return_if_fail(snapshot != NULL && color != NULL && bounds != NULL);
    if (n_verbs == 0)
        return;
#if GTK_CHECK_VERSION(4, 14, 0)
    GskPath *path = build_path(verbs, n_verbs, coords);
    gtk_snapshot_push_clip(snapshot, bounds);
    if (line_width > 0) {
        GskStroke *stroke = gsk_stroke_new((float)line_width);
        gsk_stroke_set_line_cap(stroke, GSK_LINE_CAP_ROUND);
        gsk_stroke_set_line_join(stroke, GSK_LINE_JOIN_ROUND);
        if (n_dashes > 0) {
            float *dash = g_new(float, n_dashes);
            for (gsize i = 0; i < n_dashes; i++)
                dash[i] = (float)dashes[i];
            gsk_stroke_set_dash(stroke, dash, n_dashes);
            g_free(dash);
        }
        gtk_snapshot_append_stroke(snapshot, path, stroke, color);
        gsk_stroke_free(stroke);
    } else {
        gtk_snapshot_append_fill(snapshot, path, GSK_FILL_RULE_WINDING, color);
    }
    gtk_snapshot_pop(snapshot);
    gsk_path_unref(path);
#else
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, bounds);
    cairo_rectangle(cr, bounds->origin.x, bounds->origin.y, bounds->size.width,
                    bounds->size.height);
    cairo_clip(cr);
    const double *p = coords;
    for (gsize i = 0; i < n_verbs; i++) {
        switch (verbs[i]) {
        case GTKUI_PATH_MOVE: cairo_move_to(cr, p[0], p[1]); break;
        case GTKUI_PATH_LINE: cairo_line_to(cr, p[0], p[1]); break;
        case GTKUI_PATH_CURVE: cairo_curve_to(cr, p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case GTKUI_PATH_CLOSE: cairo_close_path(cr); break;
        default: break;
        }
        p += 2 * points_of(verbs[i]);
    }
    gdk_cairo_set_source_rgba(cr, color);
    if (line_width > 0) {
        cairo_set_line_width(cr, line_width);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        if (n_dashes > 0)
            cairo_set_dash(cr, dashes, (int)n_dashes, 0);
        cairo_stroke(cr);
    } else {
        cairo_fill(cr);
    }
    cairo_destroy(cr);
#endif
}
