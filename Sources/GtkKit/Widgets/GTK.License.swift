import CGtk

extension GTK {
    /// `GtkLicense`: a well-known license an About dialog names and links to.
    public enum License: Sendable, CaseIterable {
        /// No license given (`GTK_LICENSE_UNKNOWN`).
        case unknown
        /// The GNU General Public License, version 2.0 or later.
        case gpl2
        /// The GNU General Public License, version 3.0 or later.
        case gpl3
        /// The GNU Lesser General Public License, version 2.1 or later.
        case lgpl2_1
        /// The GNU Lesser General Public License, version 3.0 or later.
        case lgpl3
        /// The BSD standard license.
        case bsd
        /// The MIT/X11 license (SPDX `MIT`).
        case mitX11
        /// The Artistic License, version 2.0.
        case artistic
        /// The GNU General Public License, version 2.0 only.
        case gpl2Only
        /// The GNU General Public License, version 3.0 only.
        case gpl3Only
        /// The GNU Lesser General Public License, version 2.1 only.
        case lgpl2_1Only
        /// The GNU Lesser General Public License, version 3.0 only.
        case lgpl3Only
        /// The GNU Affero General Public License, version 3.0 or later.
        case agpl3
        /// The GNU Affero General Public License, version 3.0 only.
        case agpl3Only
        /// The 3-clause BSD license.
        case bsd3
        /// The Apache License, version 2.0.
        case apache2
        /// The Mozilla Public License, version 2.0.
        case mpl2

        package var gtk: GtkLicense {
            switch self {
            case .unknown: return GTK_LICENSE_UNKNOWN
            case .gpl2: return GTK_LICENSE_GPL_2_0
            case .gpl3: return GTK_LICENSE_GPL_3_0
            case .lgpl2_1: return GTK_LICENSE_LGPL_2_1
            case .lgpl3: return GTK_LICENSE_LGPL_3_0
            case .bsd: return GTK_LICENSE_BSD
            case .mitX11: return GTK_LICENSE_MIT_X11
            case .artistic: return GTK_LICENSE_ARTISTIC
            case .gpl2Only: return GTK_LICENSE_GPL_2_0_ONLY
            case .gpl3Only: return GTK_LICENSE_GPL_3_0_ONLY
            case .lgpl2_1Only: return GTK_LICENSE_LGPL_2_1_ONLY
            case .lgpl3Only: return GTK_LICENSE_LGPL_3_0_ONLY
            case .agpl3: return GTK_LICENSE_AGPL_3_0
            case .agpl3Only: return GTK_LICENSE_AGPL_3_0_ONLY
            case .bsd3: return GTK_LICENSE_BSD_3
            case .apache2: return GTK_LICENSE_APACHE_2_0
            case .mpl2: return GTK_LICENSE_MPL_2_0
            }
        }

        /// The license GTK names `value`; `nil` for a custom license text (`GTK_LICENSE_CUSTOM`).
        package init?(gtk value: GtkLicense) {
            guard let license = Self.allCases.first(where: { $0.gtk == value }) else { return nil }
            self = license
        }
    }
}
