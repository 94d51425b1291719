import CGtk
import XCTest
@testable import GtkUI

/// The primary menu's last section in GNOME's order (Keyboard Shortcuts, Help, About), Help
/// from ``AboutInformation/helpURL`` with F1, and the About dialog's license.
final class AppInfoMenuTests: GtkTestCase {
    private static let documented = AboutInformation(
        name: "Help Tests", version: "2.0", copyright: "© 2026 The Testers", developers: ["A Tester"],
        license: .mitX11, helpURL: "https://example.org/help")

    func testHelpSitsBetweenKeyboardShortcutsAndAboutInOneSectionWithF1() throws {
        try gtk {
            let app = TestApp(about: Self.documented) {
                WindowGroup("Main") { Text("Main") }
            }
            let root = app.runtime.menu.root
            XCTAssertEqual(
                menuLabels(root),
                ["New Window", "Undo", "Redo", "Cut", "Copy", "Paste", "Keyboard Shortcuts", "Help", "About Help Tests"])
            let last = try XCTUnwrap(root.link(at: root.itemCount - 1), "the last section")
            XCTAssertEqual((0..<last.itemCount).map { last.label(at: $0) }, ["Keyboard Shortcuts", "Help", "About Help Tests"])
            XCTAssertEqual((0..<last.itemCount).map { last.action(at: $0) }, ["app.shortcuts", "app.help", "app.about"])

            let application = app.runtime.application
            XCTAssertEqual(application.actions(forAccelerator: "F1"), ["app.help"])
            let help = try XCTUnwrap(app.runtime.commands.listings.first { $0.title == "Help" })
            XCTAssertEqual(help.accelerator, "F1", "the shortcuts window lists F1")
            let titles = app.runtime.commands.listings.map(\.title)
            XCTAssertEqual(titles.firstIndex(of: "Help"), titles.firstIndex(of: "Keyboard Shortcuts").map { $0 + 1 })
            app.quit()
        }
    }

    func testWithoutAHelpURLThereIsNoHelpItemOrAction() {
        gtk {
            let app = TestApp {
                WindowGroup("Main") { Text("Main") }
            }
            XCTAssertFalse(menuLabels(app.runtime.menu.root).contains("Help"))
            XCTAssertFalse(app.runtime.application.hasAction(named: "help"))
            XCTAssertTrue(app.runtime.application.actions(forAccelerator: "F1").isEmpty)
            app.quit()
        }
    }

    func testReplacingHelpOrAppInfoKeepsTheOtherItems() {
        gtk {
            let app = TestApp(about: Self.documented) {
                WindowGroup("Main") { Text("Main") }
                    .commands {
                        CommandGroup(replacing: .help) {
                            Button("Manual") {}
                        }
                        CommandGroup(before: .appInfo) {
                            Button("Donate") {}
                        }
                    }
            }
            let labels = menuLabels(app.runtime.menu.root)
            XCTAssertEqual(Array(labels.suffix(3)), ["Manual", "Donate", "About Help Tests"])
            XCTAssertFalse(labels.contains("Help"))
            app.quit()
        }
    }

    func testTheAboutDialogShowsTheLicenseCopyrightAndDevelopers() throws {
        try gtk {
            let app = TestApp(about: Self.documented) {
                WindowGroup("Main") { Text("Main") }
            }
            XCTAssertTrue(app.runtime.application.activateAction(named: "about"))
            let window = try XCTUnwrap(app.runtime.openAuxiliaryWindows.first)
            let about = GTK.AboutDialog(retaining: UnsafeMutableRawPointer(window.objectPointer))
            XCTAssertEqual(about.licenseType, .mitX11)
            XCTAssertEqual(gtk_about_dialog_get_license_type(OpaquePointer(window.objectPointer)), GTK_LICENSE_MIT_X11)
            XCTAssertEqual(about.copyright, "© 2026 The Testers")
            XCTAssertEqual(about.authors, ["A Tester"])
            XCTAssertEqual(about.version, "2.0")
            window.close()
            XCTAssertTrue(MainLoop.run(until: { app.runtime.openAuxiliaryWindows.isEmpty }))
            app.quit()
        }
    }

    func testEveryLicenseReadsBackAsItself() {
        gtk {
            let dialog = GTK.AboutDialog()
            for license in GTK.License.allCases {
                dialog.licenseType = license
                XCTAssertEqual(dialog.licenseType, license)
            }
            dialog.licenseType = nil
            XCTAssertEqual(dialog.licenseType, .unknown)
            dialog.destroy()
        }
    }
}
