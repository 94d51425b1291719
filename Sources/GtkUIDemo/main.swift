import GtkUI
GtkRuntime.initializeOrExit()
