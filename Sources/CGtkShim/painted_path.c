#include "CGtkShim.h"
#include <math.h>

/* Paths filled or stroked with a color or a gradient, for GtkUI's shapes and Canvas. GTK 4.8
 * has no path nodes, so every GTK version draws them as one cairo node: linear and radial
 * gradients are cairo patterns, conic ones a mesh of thin sectors (as GSK's own cairo
 * fallback draws conic gradient nodes). */

static gsize painted_points_of(guint8 verb) {
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

static void add_stops(cairo_pattern_t *pattern, const GtkuiPaint *paint) {
    for (gsize i = 0; i < paint->n_stops; i++) {
        const GdkRGBA *c = &paint->colors[i];
        cairo_pattern_add_color_stop_rgba(pattern, paint->offsets[i], c->red, c->green, c->blue,
                                          c->alpha);
    }
}

static void mix(const GdkRGBA *a, const GdkRGBA *b, double t, GdkRGBA *out) {
    out->red = (float)(a->red + (b->red - a->red) * t);
    out->green = (float)(a->green + (b->green - a->green) * t);
    out->blue = (float)(a->blue + (b->blue - a->blue) * t);
    out->alpha = (float)(a->alpha + (b->alpha - a->alpha) * t);
}

static void add_sector(cairo_pattern_t *pattern, double radius, double start, const GdkRGBA *from,
                       double end, const GdkRGBA *to) {
    cairo_mesh_pattern_begin_patch(pattern);
    cairo_mesh_pattern_move_to(pattern, 0, 0);
    cairo_mesh_pattern_line_to(pattern, radius * cos(start), radius * sin(start));
    cairo_mesh_pattern_line_to(pattern, radius * cos(end), radius * sin(end));
    cairo_mesh_pattern_line_to(pattern, 0, 0);
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 0, from->red, from->green, from->blue, from->alpha);
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 1, from->red, from->green, from->blue, from->alpha);
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 2, to->red, to->green, to->blue, to->alpha);
    cairo_mesh_pattern_set_corner_color_rgba(pattern, 3, to->red, to->green, to->blue, to->alpha);
    cairo_mesh_pattern_end_patch(pattern);
}

/* A conic gradient covering a circle of `radius` around the origin, in sectors of at most
 * 1/64 turn so the straight edges do not show. */
static cairo_pattern_t *conic_pattern(const GtkuiPaint *paint, double radius) {
    cairo_pattern_t *pattern = cairo_pattern_create_mesh();
    const double turn = 2 * G_PI;
    const double step = turn / 64;
    const GdkRGBA *first = &paint->colors[0];
    const GdkRGBA *last = &paint->colors[paint->n_stops - 1];
    /* Before the first stop and after the last, their colors. */
    double previous_offset = 0;
    const GdkRGBA *previous_color = first;
    for (gsize i = 0; i <= paint->n_stops; i++) {
        double offset = i < paint->n_stops ? paint->offsets[i] : 1;
        const GdkRGBA *color = i < paint->n_stops ? &paint->colors[i] : last;
        double span = offset - previous_offset;
        if (span > 0) {
            int pieces = (int)ceil(span * turn / step);
            for (int k = 0; k < pieces; k++) {
                double t0 = (double)k / pieces, t1 = (double)(k + 1) / pieces;
                GdkRGBA c0, c1;
                mix(previous_color, color, t0, &c0);
                mix(previous_color, color, t1, &c1);
                add_sector(pattern, radius, paint->r0 + (previous_offset + span * t0) * turn, &c0,
                           paint->r0 + (previous_offset + span * t1) * turn, &c1);
            }
        }
        previous_offset = offset;
        previous_color = color;
    }
    return pattern;
}

static void set_source(cairo_t *cr, const GtkuiPaint *paint, const graphene_rect_t *bounds) {
    cairo_pattern_t *pattern = NULL;
    switch (paint->kind) {
    case GTKUI_PAINT_LINEAR:
        pattern = cairo_pattern_create_linear(paint->x0, paint->y0, paint->x1, paint->y1);
        break;
    case GTKUI_PAINT_RADIAL:
        pattern = cairo_pattern_create_radial(paint->x0, paint->y0, paint->r0, paint->x0, paint->y0,
                                              paint->r1);
        break;
    case GTKUI_PAINT_CONIC: {
        /* Far enough to cover every corner of the bounds. */
        double radius = 1;
        double xs[2] = {bounds->origin.x, bounds->origin.x + bounds->size.width};
        double ys[2] = {bounds->origin.y, bounds->origin.y + bounds->size.height};
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                radius = MAX(radius, hypot(xs[i] - paint->x0, ys[j] - paint->y0) + 2);
        pattern = conic_pattern(paint, radius);
        cairo_matrix_t matrix;
        cairo_matrix_init_translate(&matrix, -paint->x0, -paint->y0);
        cairo_pattern_set_matrix(pattern, &matrix);
        break;
    }
    case GTKUI_PAINT_COLOR:
    default:
        gdk_cairo_set_source_rgba(cr, &paint->color);
        return;
    }
    if (paint->kind != GTKUI_PAINT_CONIC) {
        add_stops(pattern, paint);
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    }
    cairo_set_source(cr, pattern);
    cairo_pattern_destroy(pattern);
}

void gtkui_snapshot_append_painted_path(GtkSnapshot *snapshot, const guint8 *verbs, gsize n_verbs,
                                        const double *coords, const GtkuiPaint *paint,
                                        const GtkuiStroke *stroke, gboolean even_odd,
                                        const graphene_rect_t *bounds) {
    g_return_if_fail(snapshot != NULL && paint != NULL && bounds != NULL);
    if (n_verbs == 0 || bounds->size.width <= 0 || bounds->size.height <= 0)
        return;
    if (paint->kind != GTKUI_PAINT_COLOR && paint->n_stops < 1)
        return;
    if (stroke != NULL && stroke->width <= 0)
        return;
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, bounds);
    cairo_rectangle(cr, bounds->origin.x, bounds->origin.y, bounds->size.width, bounds->size.height);
    cairo_clip(cr);
    const double *p = coords;
    for (gsize i = 0; i < n_verbs; i++) {
        switch (verbs[i]) {
        case GTKUI_PATH_MOVE: cairo_move_to(cr, p[0], p[1]); break;
        case GTKUI_PATH_LINE: cairo_line_to(cr, p[0], p[1]); break;
        case GTKUI_PATH_CURVE: cairo_curve_to(cr, p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case GTKUI_PATH_CLOSE: cairo_close_path(cr); break;
        case GTKUI_PATH_CLIP:
        case GTKUI_PATH_CLIP_EVEN_ODD:
            cairo_set_fill_rule(cr, verbs[i] == GTKUI_PATH_CLIP_EVEN_ODD ? CAIRO_FILL_RULE_EVEN_ODD
                                                                         : CAIRO_FILL_RULE_WINDING);
            cairo_clip(cr);
            break;
        default: break;
        }
        p += 2 * painted_points_of(verbs[i]);
    }
    set_source(cr, paint, bounds);
    if (stroke != NULL) {
        cairo_set_line_width(cr, stroke->width);
        cairo_set_line_cap(cr, (cairo_line_cap_t)stroke->cap);
        cairo_set_line_join(cr, (cairo_line_join_t)stroke->join);
        cairo_set_miter_limit(cr, stroke->miter_limit);
        if (stroke->n_dashes > 0)
            cairo_set_dash(cr, stroke->dashes, (int)stroke->n_dashes, stroke->dash_offset);
        cairo_stroke(cr);
    } else {
        cairo_set_fill_rule(cr, even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
}
