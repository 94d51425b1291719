/// The About dialog: a `GtkAboutDialog` filled from ``AboutInformation``.
@MainActor
enum AboutDialog {
    static func make(_ about: AboutInformation, applicationID: String) -> GTK.Window {
        let dialog = GTK.AboutDialog()
        dialog.programName = about.name
        dialog.logoIconName = about.iconName ?? applicationID
        if let version = about.version { dialog.version = version }
        if let comments = about.comments { dialog.comments = comments }
        if let website = about.website { dialog.website = website }
        if let copyright = about.copyright { dialog.copyright = copyright }
        if !about.developers.isEmpty { dialog.authors = about.developers }
        if let license = about.license { dialog.licenseType = license }
        return dialog
    }
}
