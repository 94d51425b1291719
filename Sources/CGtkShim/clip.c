#include "bin_private.h"

/* GtkuiClip: a GtkuiBin that clips what its children draw, for .clipShape, .clipped,
 * .cornerRadius and .mask. Either a Swift callback pushes clips before the children are
 * drawn (a rectangle or a rounded rectangle, from the bin's size) and the bin pops them
 * after; or, in mask mode, its last child (a decoration) is an alpha mask for the others.
 *
 * GTK 4.8 has no mask nodes (4.10's gtk_snapshot_push_mask), so a mask renders the children
 * and the mask to textures with the window's renderer and composites them in a cairo node. */

typedef struct {
    GtkuiBin parent_instance;
    GtkuiClipPushFunc push;
    gpointer user_data;
    GDestroyNotify destroy;
    gboolean mask_mode;
} GtkuiClip;

typedef struct {
    GtkuiBinClass parent_class;
} GtkuiClipClass;

G_DEFINE_TYPE(GtkuiClip, gtkui_clip, gtkui_bin_get_type())

static void gtkui_clip_clear_func(GtkuiClip *self) {
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    self->push = NULL;
    self->user_data = NULL;
    self->destroy = NULL;
    if (destroy)
        destroy(data);
}

/* What `child` draws, in the bin's coordinates, scaled by `scale`. */
static GskRenderNode *record_child(GtkWidget *bin, GtkWidget *child, int scale) {
    GtkSnapshot *recording = gtk_snapshot_new();
    if (scale != 1)
        gtk_snapshot_scale(recording, (float)scale, (float)scale);
    gtk_widget_snapshot_child(bin, child, recording);
    return gtk_snapshot_free_to_node(recording);
}

static cairo_surface_t *render_to_surface(GskRenderer *renderer, GskRenderNode *node, int width, int height) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (node == NULL)
        return surface;
    graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &viewport);
    if (texture != NULL) {
        cairo_surface_flush(surface);
        /* GDK's default download format is cairo's ARGB32: premultiplied, native-endian. */
        gdk_texture_download(texture, cairo_image_surface_get_data(surface),
                             (gsize)cairo_image_surface_get_stride(surface));
        cairo_surface_mark_dirty(surface);
        g_object_unref(texture);
    }
    return surface;
}

static void snapshot_masked(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkWidget *mask = gtk_widget_get_last_child(widget);
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = native ? gtk_native_get_renderer(native) : NULL;
    if (mask == NULL || renderer == NULL || width <= 0 || height <= 0)
        return;
    int scale = gtk_widget_get_scale_factor(widget);
    GtkSnapshot *recording = gtk_snapshot_new();
    if (scale != 1)
        gtk_snapshot_scale(recording, (float)scale, (float)scale);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL && child != mask;
         child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, recording);
    GskRenderNode *content_node = gtk_snapshot_free_to_node(recording);
    if (content_node == NULL)
        return;
    GskRenderNode *mask_node = record_child(widget, mask, scale);
    if (mask_node == NULL) {
        gsk_render_node_unref(content_node);
        return; /* an empty mask shows nothing */
    }
    cairo_surface_t *content = render_to_surface(renderer, content_node, width * scale, height * scale);
    cairo_surface_t *alpha = render_to_surface(renderer, mask_node, width * scale, height * scale);
    gsk_render_node_unref(content_node);
    gsk_render_node_unref(mask_node);

    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &bounds);
    cairo_scale(cr, 1.0 / scale, 1.0 / scale);
    cairo_set_source_surface(cr, content, 0, 0);
    cairo_mask_surface(cr, alpha, 0, 0);
    cairo_destroy(cr);
    cairo_surface_destroy(content);
    cairo_surface_destroy(alpha);
}

static void gtkui_clip_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkuiClip *self = (GtkuiClip *)widget;
    if (self->mask_mode) {
        snapshot_masked(widget, snapshot);
        return;
    }
    int pushes = 0;
    if (self->push)
        pushes = self->push(widget, snapshot, gtk_widget_get_width(widget),
                            gtk_widget_get_height(widget), self->user_data);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
    for (int i = 0; i < pushes; i++)
        gtk_snapshot_pop(snapshot);
}

static void gtkui_clip_dispose(GObject *object) {
    gtkui_clip_clear_func((GtkuiClip *)object);
    G_OBJECT_CLASS(gtkui_clip_parent_class)->dispose(object);
}

static void gtkui_clip_class_init(GtkuiClipClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = gtkui_clip_snapshot;
    G_OBJECT_CLASS(klass)->dispose = gtkui_clip_dispose;
    gtk_widget_class_set_css_name(GTK_WIDGET_CLASS(klass), "gtkui-clip");
}

static void gtkui_clip_init(GtkuiClip *self) { (void)self; }

GtkWidget *gtkui_clip_new(void) { return g_object_new(gtkui_clip_get_type(), NULL); }

void gtkui_clip_set_push_func(GtkWidget *clip, GtkuiClipPushFunc push, gpointer user_data,
                              GDestroyNotify destroy) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(clip, gtkui_clip_get_type()));
    GtkuiClip *self = (GtkuiClip *)clip;
    gtkui_clip_clear_func(self);
    self->push = push;
    self->user_data = user_data;
    self->destroy = destroy;
    gtk_widget_queue_draw(clip);
}

void gtkui_clip_set_mask_mode(GtkWidget *clip, gboolean mask_mode) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(clip, gtkui_clip_get_type()));
    ((GtkuiClip *)clip)->mask_mode = mask_mode;
    gtk_widget_queue_draw(clip);
}

gboolean gtkui_clip_get_mask_mode(GtkWidget *clip) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(clip, gtkui_clip_get_type()), FALSE);
    return ((GtkuiClip *)clip)->mask_mode;
}
