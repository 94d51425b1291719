#pragma once
#include "CGtkShim.h"

/* GtkuiBin's instance and class, for its subclasses in the shim (GtkuiClip). */
typedef struct {
    GtkWidget parent_instance;
    int fixed_width, fixed_height; /* a fixed frame's size, -1 when none */
    gboolean ideal_width, ideal_height; /* .fixedSize: at least the natural size, not expanding */
} GtkuiBin;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiBinClass;
