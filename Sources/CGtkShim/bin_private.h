#pragma once
#include "CGtkShim.h"

/* GtkuiBin's instance and class, for its subclasses in the shim (GtkuiClip). */
typedef struct {
    GtkWidget parent_instance;
} GtkuiBin;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiBinClass;
