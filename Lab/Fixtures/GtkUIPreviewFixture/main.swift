// A program whose previews the preview tests render: started with GTKUI_PREVIEW_OUTPUT, it
// renders them and exits before this line; started without, it says so.
print("GtkUIPreviewFixture: main ran")
