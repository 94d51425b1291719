#include "CGtkShim.h"
#include <math.h>

/* Animated values on GTK's frame clock: a widget property made of a few floats (an opacity,
 * a GtkuiEffect's transform) moves from what it shows now to a target over a timing curve,
 * one step per frame, through a tick callback. One record per widget and property, kept as
 * object data; a new target while one animates starts from the value on screen, so
 * interrupted animations do not jump. A widget that is not mapped, or a display with
 * animations turned off (gtk-enable-animations, GNOME's "reduce motion"), gets the target
 * at once. */

#define GTKUI_ANIMATED_MAX 8

typedef struct {
    GtkWidget *widget; /* not a reference: the record is the widget's data */
    GtkuiAnimatedApplyFunc apply;
    int count;
    float from[GTKUI_ANIMATED_MAX], to[GTKUI_ANIMATED_MAX], shown[GTKUI_ANIMATED_MAX];
    GtkuiTiming timing;
    gint64 start; /* frame time of the first frame, 0 until it comes */
    guint tick;
    gboolean starts_on_map; /* an animation waits for the widget to be mapped */
    gulong map_handler;
} GtkuiAnimated;

/* The x of a cubic Bézier from (0,0) to (1,1) with control points p1 and p2, at s. */
static double bezier(double s, double p1, double p2) {
    double r = 1 - s;
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s;
}

static double bezier_slope(double s, double p1, double p2) {
    double r = 1 - s;
    return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2);
}

/* The curve's y where its x is `t`: Newton steps, bisection when they stall. */
static double bezier_progress(double t, const GtkuiTiming *timing) {
    double s = t;
    for (int i = 0; i < 8; i++) {
        double error = bezier(s, timing->p1x, timing->p2x) - t;
        double slope = bezier_slope(s, timing->p1x, timing->p2x);
        if (fabs(error) < 1e-6)
            return bezier(s, timing->p1y, timing->p2y);
        if (fabs(slope) < 1e-6)
            break;
        s -= error / slope;
    }
    double low = 0, high = 1;
    s = t;
    for (int i = 0; i < 32; i++) {
        double x = bezier(s, timing->p1x, timing->p2x);
        if (fabs(x - t) < 1e-6)
            break;
        if (x < t)
            low = s;
        else
            high = s;
        s = (low + high) / 2;
    }
    return bezier(s, timing->p1y, timing->p2y);
}

/* A damped spring released from 0 towards 1 (its response is the undamped period). */
static double spring_progress(double seconds, const GtkuiTiming *timing) {
    double omega = 2 * G_PI / MAX(timing->response, 0.01);
    double zeta = timing->damping;
    if (zeta >= 1)
        return 1 - (1 + omega * seconds) * exp(-omega * seconds);
    double damped = omega * sqrt(1 - zeta * zeta);
    return 1 - exp(-zeta * omega * seconds) *
                   (cos(damped * seconds) + zeta * omega / damped * sin(damped * seconds));
}

double gtkui_timing_progress(const GtkuiTiming *timing, double fraction) {
    fraction = CLAMP(fraction, 0, 1);
    switch (timing->curve) {
    case GTKUI_CURVE_BEZIER:
        return bezier_progress(fraction, timing);
    case GTKUI_CURVE_SPRING:
        return fraction >= 1 ? 1 : spring_progress(fraction * timing->duration, timing);
    case GTKUI_CURVE_LINEAR:
    default:
        return fraction;
    }
}

/* Where one run of the animation is at `elapsed` seconds after its delay: the fraction of
 * the curve, going back on odd runs that autoreverse; `done` once every run has ended. */
static double run_fraction(const GtkuiTiming *timing, double elapsed, gboolean *done) {
    double duration = MAX(timing->duration, 0.001);
    double runs = elapsed / duration;
    *done = timing->repeat_count >= 0 && runs >= timing->repeat_count + 1;
    if (*done) {
        /* An autoreversing animation with an even number of runs ends where it started,
         * but SwiftUI shows the target after the last run, as here. */
        return 1;
    }
    double run = floor(runs);
    double fraction = runs - run;
    if (timing->autoreverses && fmod(run, 2) == 1)
        fraction = 1 - fraction;
    return fraction;
}

static void show(GtkuiAnimated *self, const float *values) {
    memcpy(self->shown, values, sizeof(float) * (size_t)self->count);
    self->apply(self->widget, self->shown);
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    GtkuiAnimated *self = data;
    (void)widget;
    gint64 now = gdk_frame_clock_get_frame_time(clock);
    if (self->start == 0)
        self->start = now;
    double elapsed = (double)(now - self->start) / G_USEC_PER_SEC - self->timing.delay;
    if (elapsed < 0)
        return G_SOURCE_CONTINUE;
    gboolean done = FALSE;
    double fraction = run_fraction(&self->timing, elapsed, &done);
    if (done) {
        self->tick = 0;
        show(self, self->to);
        return G_SOURCE_REMOVE;
    }
    double progress = gtkui_timing_progress(&self->timing, fraction);
    float values[GTKUI_ANIMATED_MAX];
    for (int i = 0; i < self->count; i++)
        values[i] = self->from[i] + (float)progress * (self->to[i] - self->from[i]);
    show(self, values);
    return G_SOURCE_CONTINUE;
}

static void stop(GtkuiAnimated *self) {
    if (self->tick != 0) {
        gtk_widget_remove_tick_callback(self->widget, self->tick);
        self->tick = 0;
    }
}

static void start(GtkuiAnimated *self) {
    self->start = 0;
    if (self->tick == 0)
        self->tick = gtk_widget_add_tick_callback(self->widget, tick, self, NULL);
}

static void mapped(GtkWidget *widget, gpointer data) {
    GtkuiAnimated *self = data;
    (void)widget;
    if (self->starts_on_map) {
        self->starts_on_map = FALSE;
        start(self);
    }
}

static void animated_free(gpointer data) {
    GtkuiAnimated *self = data;
    /* Object data is cleared after dispose removed the tick callbacks: only forget it. */
    g_free(self);
}

static gboolean animations_enabled(GtkWidget *widget) {
    gboolean enabled = TRUE;
    g_object_get(gtk_widget_get_settings(widget), "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

void gtkui_animated_set(GtkWidget *widget, const char *key, const float *shown_now,
                        const float *values, int count, const GtkuiTiming *timing,
                        GtkuiAnimatedApplyFunc apply) {
    g_return_if_fail(count > 0 && count <= GTKUI_ANIMATED_MAX);
    GtkuiAnimated *self = g_object_get_data(G_OBJECT(widget), key);
    if (self == NULL) {
        if (timing == NULL) {
            /* Never animated: no record, nothing kept. */
            apply(widget, values);
            return;
        }
        self = g_new0(GtkuiAnimated, 1);
        self->widget = widget;
        self->count = count;
        memcpy(self->shown, shown_now, sizeof(float) * (size_t)count);
        g_object_set_data_full(G_OBJECT(widget), key, self, animated_free);
    }
    g_return_if_fail(count == self->count);
    self->apply = apply;
    self->starts_on_map = FALSE;
    memcpy(self->to, values, sizeof(float) * (size_t)count);
    gboolean mapped_now = gtk_widget_get_mapped(widget);
    gboolean waits = timing != NULL && timing->waits_for_map && !mapped_now;
    if (timing == NULL || (!mapped_now && !waits) || !animations_enabled(widget) ||
        timing->duration <= 0) {
        stop(self);
        show(self, values);
        return;
    }
    if (self->tick == 0 && memcmp(self->shown, values, sizeof(float) * (size_t)count) == 0)
        return;
    memcpy(self->from, self->shown, sizeof(float) * (size_t)count);
    self->timing = *timing;
    if (waits) {
        /* A view coming in: it moves in once it is on screen. */
        stop(self);
        self->starts_on_map = TRUE;
        if (self->map_handler == 0)
            self->map_handler = g_signal_connect(widget, "map", G_CALLBACK(mapped), self);
        return;
    }
    start(self);
}

gboolean gtkui_animated_is_running(GtkWidget *widget, const char *key) {
    GtkuiAnimated *self = g_object_get_data(G_OBJECT(widget), key);
    return self != NULL && self->tick != 0;
}

static void apply_opacity(GtkWidget *widget, const float *values) {
    gtk_widget_set_opacity(widget, values[0]);
}

void gtkui_animate_opacity(GtkWidget *widget, double opacity, const GtkuiTiming *timing) {
    float now = (float)gtk_widget_get_opacity(widget), value = (float)opacity;
    gtkui_animated_set(widget, "gtkui-animated-opacity", &now, &value, 1, timing, apply_opacity);
}

/* Calling back once a widget's animated values have arrived: a tick callback that looks,
 * each frame, whether the opacity and transform records still run. */
typedef struct {
    GtkuiAnimationsDoneFunc done;
    gpointer data;
    GDestroyNotify destroy;
} GtkuiAnimationsWaiter;

static gboolean animations_running(GtkWidget *widget) {
    return gtkui_animated_is_running(widget, "gtkui-animated-opacity") ||
           gtkui_animated_is_running(widget, "gtkui-animated-transform");
}

static gboolean waiter_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    GtkuiAnimationsWaiter *self = data;
    (void)clock;
    if (animations_running(widget))
        return G_SOURCE_CONTINUE;
    self->done(self->data);
    return G_SOURCE_REMOVE;
}

static void waiter_free(gpointer data) {
    GtkuiAnimationsWaiter *self = data;
    if (self->destroy != NULL)
        self->destroy(self->data);
    g_free(self);
}

void gtkui_when_animations_done(GtkWidget *widget, GtkuiAnimationsDoneFunc done, gpointer data,
                                GDestroyNotify destroy) {
    if (!animations_running(widget)) {
        done(data);
        if (destroy != NULL)
            destroy(data);
        return;
    }
    GtkuiAnimationsWaiter *self = g_new0(GtkuiAnimationsWaiter, 1);
    self->done = done;
    self->data = data;
    self->destroy = destroy;
    gtk_widget_add_tick_callback(widget, waiter_tick, self, waiter_free);
}
