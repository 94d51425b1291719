#ifndef CGTKSHIM_H
#define CGTKSHIM_H

/* The small C that Swift cannot declare itself: GObject subclasses whose virtual
 * functions call back into Swift, GLib macros as functions, and the bridge that lets
 * libdispatch's main queue (and so Swift's MainActor) run inside GLib's main loop. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- GtkuiCanvas: a widget whose snapshot and measure are Swift functions ---- */

/** Draws the canvas: `width` and `height` are its allocated size in logical pixels. */
typedef void (*GtkuiCanvasSnapshotFunc)(GtkWidget *canvas, GtkSnapshot *snapshot,
                                        int width, int height, gpointer user_data);
/** Measures the canvas along `orientation`; writes the minimum and natural sizes. */
typedef void (*GtkuiCanvasMeasureFunc)(GtkWidget *canvas, GtkOrientation orientation,
                                       int for_size, int *minimum, int *natural,
                                       gpointer user_data);

GType gtkui_canvas_get_type(void);
/** A new, floating GtkuiCanvas that draws nothing and asks for no space. */
GtkWidget *gtkui_canvas_new(void);
/** Installs the callbacks; `destroy` releases `user_data` on dispose or replacement. */
void gtkui_canvas_set_funcs(GtkWidget *canvas, GtkuiCanvasSnapshotFunc snapshot,
                            GtkuiCanvasMeasureFunc measure, gpointer user_data,
                            GDestroyNotify destroy);
gboolean gtkui_is_canvas(gpointer instance);
/** Places the canvas's children for its new size: calls gtkui_canvas_place_child once for
 *  each child (every child must be placed in each allocation). */
typedef void (*GtkuiCanvasAllocateFunc)(GtkWidget *canvas, int width, int height,
                                        gpointer user_data);
/** Installs the allocate callback; `destroy` releases `user_data` on dispose or replacement. */
void gtkui_canvas_set_allocate_func(GtkWidget *canvas, GtkuiCanvasAllocateFunc allocate,
                                    gpointer user_data, GDestroyNotify destroy);
/** Allocates `child` (a child of `canvas`) at (`x`, `y`), `width` × `height`; only from the
 *  allocate callback. */
void gtkui_canvas_place_child(GtkWidget *canvas, GtkWidget *child, double x, double y,
                              int width, int height);

/* ---- Paths: strokes and fills for charts ---- */

/** What each entry of a path's verbs does; MOVE and LINE take one (x, y) point from the
 *  coordinates, CURVE three (two control points and the end), CLOSE none. */
typedef enum {
    GTKUI_PATH_MOVE = 0,
    GTKUI_PATH_LINE = 1,
    GTKUI_PATH_CURVE = 2,
    GTKUI_PATH_CLOSE = 3,
    /* Painted paths only: clip to the path built so far (nonzero winding, or even-odd),
     * then start the drawn path afresh. */
    GTKUI_PATH_CLIP = 4,
    GTKUI_PATH_CLIP_EVEN_ODD = 5,
} GtkuiPathVerb;

/** Strokes the path with round caps and joins when `line_width` > 0 (dashed when
 *  `n_dashes` > 0), fills it otherwise, clipped to `bounds`: GskPath nodes with GTK 4.14 or
 *  newer, one cairo node before. */
void gtkui_snapshot_append_path(GtkSnapshot *snapshot, const guint8 *verbs, gsize n_verbs,
                                const double *coords, const GdkRGBA *color, double line_width,
                                const double *dashes, gsize n_dashes,
                                const graphene_rect_t *bounds);

/* ---- Painted paths: GtkUI's shapes and Canvas ---- */

/** What fills or strokes a painted path. */
typedef enum {
    GTKUI_PAINT_COLOR = 0,
    GTKUI_PAINT_LINEAR = 1, /* (x0, y0) to (x1, y1) */
    GTKUI_PAINT_RADIAL = 2, /* around (x0, y0), from radius r0 to r1 */
    GTKUI_PAINT_CONIC = 3,  /* around (x0, y0), one turn clockwise from angle r0 (radians, 0 = right) */
} GtkuiPaintKind;

typedef struct {
    GtkuiPaintKind kind;
    GdkRGBA color;            /* GTKUI_PAINT_COLOR */
    double x0, y0, x1, y1, r0, r1;
    const double *offsets;    /* gradients: n_stops offsets in 0..1, not decreasing */
    const GdkRGBA *colors;    /* and their colors */
    gsize n_stops;
} GtkuiPaint;

/** How a painted path is stroked: cap and join are cairo's enums (butt/round/square,
 *  miter/round/bevel). */
typedef struct {
    double width;
    int cap;
    int join;
    double miter_limit;
    const double *dashes;
    gsize n_dashes;
    double dash_offset;
} GtkuiStroke;

/** Fills (when `stroke` is NULL; even-odd when `even_odd`) or strokes the path with
 *  `paint`, clipped to `bounds` and to the paths before each GTKUI_PATH_CLIP verb, as one
 *  cairo node (every GTK version). */
void gtkui_snapshot_append_painted_path(GtkSnapshot *snapshot, const guint8 *verbs, gsize n_verbs,
                                        const double *coords, const GtkuiPaint *paint,
                                        const GtkuiStroke *stroke, gboolean even_odd,
                                        const graphene_rect_t *bounds);

/* ---- GtkuiHost: a container for hosted declarative content ---- */

/** Called once, when the host's window is destroyed or, at the latest, first thing in the
 *  host's dispose, so Swift can dismantle its views while their widgets still exist. */
/* GtkuiBin: children stacked in one cell, aligned by halign/valign; presents popovers. */
GType gtkui_bin_get_type(void);
GtkWidget *gtkui_bin_new(void);
/* A bin that assistive technologies read as a group (the role is fixed at construction). */
GtkWidget *gtkui_bin_new_group(void);
/* A GtkWindow read as a dialog, or with `alert` as an alert dialog (roles are fixed at
 * construction). */
GtkWidget *gtkui_window_new_dialog(gboolean alert);
/* A fixed frame: the bin measures as `width` / `height` (-1: as its children), larger only
 * where its children's minimum is. */
void gtkui_bin_set_fixed_size(GtkWidget *bin, int width, int height);
void gtkui_bin_get_fixed_size(GtkWidget *bin, int *width, int *height);
/* SwiftUI's .fixedSize: along each axis set, the bin is at least its content's natural size
 * and does not expand. */
void gtkui_bin_set_ideal_axes(GtkWidget *bin, gboolean width, gboolean height);
/* A decoration child is drawn over the bin's whole area but does not size the bin. */
void gtkui_bin_set_decoration(GtkWidget *child, gboolean decoration);
gboolean gtkui_bin_is_decoration(GtkWidget *child);

/* GtkuiClip: a GtkuiBin that clips its children. The push function pushes clips on the
 * snapshot for the bin's size and returns how many the bin pops after the children; in mask
 * mode the last child is an alpha mask for the others instead. */
typedef int (*GtkuiClipPushFunc)(GtkWidget *clip, GtkSnapshot *snapshot, int width, int height,
                                 gpointer user_data);
GType gtkui_clip_get_type(void);
GtkWidget *gtkui_clip_new(void);
void gtkui_clip_set_push_func(GtkWidget *clip, GtkuiClipPushFunc push, gpointer user_data,
                              GDestroyNotify destroy);
void gtkui_clip_set_mask_mode(GtkWidget *clip, gboolean mask_mode);
gboolean gtkui_clip_get_mask_mode(GtkWidget *clip);

/* GtkuiFits: shows the first child that fits (ViewThatFits), the last when none does. */
typedef enum {
    GTKUI_FITS_HORIZONTAL = 1 << 0,
    GTKUI_FITS_VERTICAL = 1 << 1,
} GtkuiFitsAxes;
GType gtkui_fits_get_type(void);
GtkWidget *gtkui_fits_new(void);
/* The axes along which a child must fit. */
void gtkui_fits_set_axes(GtkWidget *fits, GtkuiFitsAxes axes);
/* Children enter hidden, until an allocation shows them, and leave as they were. */
void gtkui_fits_insert_after(GtkWidget *fits, GtkWidget *child, GtkWidget *previous);
void gtkui_fits_remove(GtkWidget *fits, GtkWidget *child);

typedef void (*GtkuiHostTeardownFunc)(GtkWidget *host, gpointer user_data);

GType gtkui_host_get_type(void);
/** A new, floating GtkuiHost: children are laid out by a vertical GtkBoxLayout. */
GtkWidget *gtkui_host_new(void);
void gtkui_host_set_teardown_func(GtkWidget *host, GtkuiHostTeardownFunc func,
                                 gpointer user_data, GDestroyNotify destroy);
gboolean gtkui_is_host(gpointer instance);
/* Whether a child that is a fixed frame (a width request on it or down its chain of only
 * children) and neither expands nor sets its halign gets its natural width, centered (a
 * hosting widget's content), instead of the full width (a list row's). */
void gtkui_host_set_centers_content(GtkWidget *host, gboolean centers);
/* Whether the host measures as nothing instead of as its content. */
void gtkui_host_set_ignores_content_size(GtkWidget *host, gboolean ignores);
typedef void (*GtkuiHostAllocateFunc)(GtkWidget *host, gpointer user_data);
/** Runs `func` once, first thing in the host's next size allocation (when its parent
 *  gives it room: a list row on screen), so content can be made just before it is laid
 *  out; replaces an earlier one. `destroy` releases `user_data` after the run, on
 *  replacement or on dispose. */
void gtkui_host_set_before_allocate_func(GtkWidget *host, GtkuiHostAllocateFunc func,
                                         gpointer user_data, GDestroyNotify destroy);
/** Whether the host, a list row's content in a list view showing separators, draws its
 *  row's separator now; if so, writes where it starts and ends, in the host's coordinates.
 *  Called from the host's snapshot. */
typedef gboolean (*GtkuiHostSeparatorFunc)(GtkWidget *host, double *start, double *end,
                                           gpointer user_data);
/* Makes the host draw its row's separator where `func` says; `destroy` releases `user_data`
 * on dispose or replacement. */
void gtkui_host_set_separator_func(GtkWidget *host, GtkuiHostSeparatorFunc func,
                                   gpointer user_data, GDestroyNotify destroy);

/* ---- GtkuiRowItem: a list model item holding a row's stable ID ---- */

GType gtkui_row_item_get_type(void);
/* A new item (full reference) holding `size` (at most 16) bytes inline, of the type `tag`. */
gpointer gtkui_row_item_new(gconstpointer tag, const void *bytes, gsize size);
/* A new item holding `data`, of the type `tag`; `destroy` releases it at finalize. */
gpointer gtkui_row_item_new_boxed(gconstpointer tag, gpointer data, GDestroyNotify destroy);
gconstpointer gtkui_row_item_get_tag(gpointer item);
/* The inline bytes. */
gconstpointer gtkui_row_item_get_payload(gpointer item);
/* The boxed data, or NULL for an inline item. */
gpointer gtkui_row_item_get_data(gpointer item);

/* ---- GtkuiRowModel: a GListModel of row items made on demand ---- */

G_DECLARE_FINAL_TYPE(GtkuiRowModel, gtkui_row_model, GTKUI, ROW_MODEL, GObject)

/* Returns a new reference to the item at `position`. */
typedef gpointer (*GtkuiRowModelItemFunc)(guint position, gpointer user_data);

GtkuiRowModel *gtkui_row_model_new(GtkuiRowModelItemFunc item_func, gpointer user_data,
                                   GDestroyNotify destroy);
/* The rows changed: `removed` at `position` replaced by `added`; one items-changed. */
void gtkui_row_model_splice(GtkuiRowModel *self, guint position, guint removed, guint added);
/* Forgets the item function (its data is released); the model is then empty of meaning. */
void gtkui_row_model_detach(GtkuiRowModel *self);

/* ---- Threads and processes ---- */

/* Accessibility: string properties (label, description) without varargs. */
void gtkui_accessible_set_string_property(GtkWidget *widget, GtkAccessibleProperty property,
                                          const char *value);
gboolean gtkui_accessible_string_property_is(GtkWidget *widget, GtkAccessibleProperty property,
                                             const char *value);
/* Accessibility: boolean states (hidden, selected, …); a negative `value` resets the state. */
void gtkui_accessible_set_boolean_state(GtkWidget *widget, GtkAccessibleState state, int value);
gboolean gtkui_accessible_boolean_state_is(GtkWidget *widget, GtkAccessibleState state, gboolean value);

/** Whether the calling thread is the process's main thread (its tid is the pid). */
gboolean gtkui_is_main_thread(void);
/** Writes a whole string to standard error, unbuffered. */
void gtkui_write_stderr(const char *text);

/* ---- GObject macros as functions ---- */

GType gtkui_object_type(gpointer instance);
const char *gtkui_object_type_name(gpointer instance);
gboolean gtkui_object_is_a(gpointer instance, GType type);

// Asks assistive technologies to read `message` (gtk_accessible_announce, GTK >= 4.14;
// priority 0 low, 1 medium, 2 high). Returns FALSE, doing nothing, on an older GTK.
gboolean gtkui_accessible_announce(GtkWidget *widget, const char *message, int priority);

// A toggle button read as a toggle with a checked state: on GTK < 4.10, with the check-box
// role and a checked state that follows `active` (floating, as gtk_toggle_button_new).
GtkWidget *gtkui_checkable_toggle_button_new(void);

// A label read as a heading of `level` (1-6; 0 unspecified), floating as gtk_label_new.
GtkWidget *gtkui_heading_label_new(int level);
guint gtkui_object_ref_count(gpointer instance);

/** A GClosure for GtkUI's handler `box`, marshalled by `marshal`; `finalize` gets `box` once
 *  when the closure is finalized (disconnect or object death). Every such closure carries
 *  one tag as its `data`, so ``gtkui_disconnect_all_handlers`` finds them without a list. */
GClosure *gtkui_closure_new(gpointer box, GClosureMarshal marshal, GClosureNotify finalize);

/** The handler box of a closure made by ``gtkui_closure_new``. */
gpointer gtkui_closure_box(GClosure *closure);

/** Disconnects every handler connected on `instance` with a closure from
 *  ``gtkui_closure_new``; returns how many. */
guint gtkui_disconnect_all_handlers(gpointer instance);

/* ---- libdispatch's main queue inside the GLib main loop ---- */

/** Attaches (once) a GSource to the default main context that drains libdispatch's
 *  main queue whenever work is queued to it. Returns the source id. */
guint gtkui_main_queue_source_attach(void);
/** Drains libdispatch's main queue now, on the main thread. */
void gtkui_main_queue_drain(void);
/** Whether the main thread is inside a main-queue job (a MainActor Task, a
 *  DispatchQueue.main block): a nested main loop there would block every other such job. */
gboolean gtkui_main_queue_is_draining(void);

/** Called once per Swift type found by gtkui_enumerate_conforming_types: `metadata` is the
 * type's metadata, which Swift reads as `Any.Type`. */
typedef void (*GtkuiConformingTypeFunc)(const void *metadata, void *user_data);

/** Calls `func` for every non-generic Swift type, in every loaded image, that declares a
 * conformance to the protocol `protocol` of module `module` (e.g. "GtkUI", "PreviewProvider"). */
void gtkui_enumerate_conforming_types(const char *module, const char *protocol,
                                      GtkuiConformingTypeFunc func, void *user_data);

/** How an animated value moves from where it is to its target. */
typedef enum {
    GTKUI_CURVE_LINEAR,
    GTKUI_CURVE_BEZIER, /* a cubic Bézier timing curve through p1 and p2 (CSS's) */
    GTKUI_CURVE_SPRING, /* a damped spring (response: its undamped period in seconds) */
} GtkuiCurve;

/** An animation's timing: its curve, duration and delay (seconds), and its repeats
 * (repeat_count extra runs; -1: forever; odd runs go back when it autoreverses). */
typedef struct {
    GtkuiCurve curve;
    double duration, delay;
    double p1x, p1y, p2x, p2y;
    double response, damping;
    int repeat_count;
    gboolean autoreverses;
    gboolean waits_for_map; /* an unmapped widget starts when mapped instead of jumping */
} GtkuiTiming;

/** How far along `timing`'s curve it is when `fraction` (0…1) of its duration has passed. */
double gtkui_timing_progress(const GtkuiTiming *timing, double fraction);

/** Shows `values` (count floats, at most 8) on `widget` through `apply`: at once when
 * `timing` is NULL, the widget is not mapped or animations are off; otherwise moving there
 * from what is shown, on the frame clock. `key` names the property (one record each);
 * `shown_now` is what the widget shows before its first animated change. */
typedef void (*GtkuiAnimatedApplyFunc)(GtkWidget *widget, const float *values);
void gtkui_animated_set(GtkWidget *widget, const char *key, const float *shown_now,
                        const float *values, int count, const GtkuiTiming *timing,
                        GtkuiAnimatedApplyFunc apply);
gboolean gtkui_animated_is_running(GtkWidget *widget, const char *key);

/** Calls `done` with `data` once `widget`'s opacity and transform animations have all
 * arrived (at once when none runs), then `destroy`; a widget destroyed before only calls
 * `destroy`. A widget off screen waits until it is drawn again. */
typedef void (*GtkuiAnimationsDoneFunc)(gpointer data);
void gtkui_when_animations_done(GtkWidget *widget, GtkuiAnimationsDoneFunc done, gpointer data,
                                GDestroyNotify destroy);

/** Sets `widget`'s opacity, animated by `timing` (NULL: at once). */
void gtkui_animate_opacity(GtkWidget *widget, double opacity, const GtkuiTiming *timing);

/** GtkuiEffect: children drawn moved, scaled and rotated about an anchor (a unit point of
 * its size), without changing its layout; changes animate by `timing` (NULL: at once). */
GType gtkui_effect_get_type(void);
GtkWidget *gtkui_effect_new(void);
void gtkui_effect_set(GtkWidget *effect, float offset_x, float offset_y, float scale_x,
                      float scale_y, float degrees, float relative_x, float relative_y,
                      float anchor_x, float anchor_y, const GtkuiTiming *timing);
/** The transform drawn now (offset x, y, scale x, y, degrees, offset x, y in fractions of
 * its size), mid-animation too. */
void gtkui_effect_get_shown(GtkWidget *effect, float shown[7]);
/** At its next allocation, the effect draws its children where `frame` (x, y, width, height
 * in the root's coordinates) was — scaled to its size too when `size` — and animates them
 * to their place by `timing` (matchedGeometryEffect). */
void gtkui_effect_match_from(GtkWidget *effect, const float frame[4], gboolean size,
                             const GtkuiTiming *timing);
/** Where `widget` is drawn, in its root's coordinates (its transforms included); FALSE when
 * it is not in a root. */
gboolean gtkui_widget_get_root_frame(GtkWidget *widget, float frame[4]);

/** GtkuiCustomLayout: a container measured and allocated by Swift (the Layout protocol,
 * GeometryReader). The allocate function places children with place_child; children it
 * leaves unplaced get their natural size at the center. */
typedef void (*GtkuiCustomLayoutMeasureFunc)(GtkWidget *layout, GtkOrientation orientation,
                                             int for_size, int *minimum, int *natural,
                                             gpointer user_data);
typedef void (*GtkuiCustomLayoutAllocateFunc)(GtkWidget *layout, int width, int height,
                                              gpointer user_data);
GType gtkui_custom_layout_get_type(void);
GtkWidget *gtkui_custom_layout_new(void);
void gtkui_custom_layout_set_funcs(GtkWidget *layout, GtkuiCustomLayoutMeasureFunc measure,
                                   GtkuiCustomLayoutAllocateFunc allocate, gpointer user_data,
                                   GDestroyNotify destroy);
/* Allocates `child` at (`x`, `y`) in the layout, `width` × `height`; only from the
 * allocate function, once per child (a second place of the same child is ignored). */
void gtkui_custom_layout_place_child(GtkWidget *layout, GtkWidget *child, double x, double y,
                                     int width, int height);
/* Whether the layout measures again (from an idle) when its container — the nearest
 * scrolled window around it, or the window's content — changes size, while mapped. */
void gtkui_custom_layout_set_tracks_container(GtkWidget *layout, gboolean tracks);
/* The size of that container as first read since the layout last measured again (one size
 * for all of a layout cycle); FALSE (and 0 × 0) when the layout has none (not rooted). */
gboolean gtkui_custom_layout_container_size(GtkWidget *layout, int *width, int *height);

/** GtkuiAspect: children kept at a width-to-height `ratio` (0: their natural ratio), fitted
 * inside its size or filling it. */
GType gtkui_aspect_get_type(void);
GtkWidget *gtkui_aspect_new(void);
void gtkui_aspect_set(GtkWidget *aspect, double ratio, gboolean fill);

/** Children laid over one another: the largest minimum and natural sizes. */
void gtkui_children_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural);
/** Whether any child expands along `orientation`. */
gboolean gtkui_children_expand(GtkWidget *widget, GtkOrientation orientation);
/** Unparents every child (for dispose). */
void gtkui_children_unparent(GtkWidget *widget);

/** A sorter for a column whose header sorts (SwiftUI's sortable TableColumn) without
 * sorting anything itself: it only tells ``gtkui_column_view_primary_sort_column``. */
GtkSorter *gtkui_column_probe_sorter_new(GtkColumnViewColumn *column);
/** The column whose header arrow is primary in `view` (each sortable column having a probe
 * sorter), and whether it points down (descending); NULL when no column sorts. */
GtkColumnViewColumn *gtkui_column_view_primary_sort_column(GtkColumnView *view, gboolean *descending);

/** GtkuiShadow: a GtkuiBin that draws a blurred, offset shadow of its children's alpha
 * under them (GSK's shadow node), for SwiftUI's .shadow. `color` NULL or transparent: none. */
GType gtkui_shadow_get_type(void);
GtkWidget *gtkui_shadow_new(void);
void gtkui_shadow_set(GtkWidget *shadow, const GdkRGBA *color, float radius, float dx, float dy);

G_END_DECLS

#endif
