/// SF Symbols names mapped to icons of the freedesktop / Adwaita icon theme, for
/// `Image(systemName:)`.
///
/// Every icon is a `-symbolic` icon of Debian 12's `adwaita-icon-theme` (43), so it is
/// recoloured with the text colour:
///
/// | SF Symbol                  | Icon                                     |
/// |----------------------------|------------------------------------------|
/// | `heart.fill`               | `emblem-favorite-symbolic`               |
/// | `heart`                    | `emote-love-symbolic` (Adwaita has no outline heart) |
/// | `checkmark`                | `object-select-symbolic`                 |
/// | `plus`                     | `list-add-symbolic`                      |
/// | `minus`                    | `list-remove-symbolic`                   |
/// | `trash`                    | `user-trash-symbolic`                    |
/// | `star`                     | `non-starred-symbolic`                   |
/// | `star.fill`                | `starred-symbolic`                       |
/// | `xmark`                    | `window-close-symbolic`                  |
/// | `chevron.right`            | `go-next-symbolic`                       |
/// | `chevron.left`             | `go-previous-symbolic`                   |
/// | `chevron.down`             | `go-down-symbolic`                       |
/// | `chevron.up`               | `go-up-symbolic`                         |
/// | `magnifyingglass`          | `system-search-symbolic`                 |
/// | `gear`                     | `emblem-system-symbolic`                 |
/// | `info.circle`              | `help-about-symbolic`                    |
/// | `exclamationmark.triangle` | `dialog-warning-symbolic`                |
/// | `calendar`                 | `x-office-calendar-symbolic`             |
/// | `clock`                    | `preferences-system-time-symbolic`       |
/// | `square.and.arrow.up`      | `send-to-symbolic`                       |
/// | `square.and.arrow.down`    | `document-save-symbolic`                 |
/// | `pencil`                   | `document-edit-symbolic`                 |
/// | `folder`                   | `folder-symbolic`                        |
/// | `doc`                      | `text-x-generic-symbolic`                |
/// | `person`                   | `avatar-default-symbolic`                |
/// | `bell`                     | `preferences-system-notifications-symbolic` |
/// | `waveform.path.ecg`        | `power-profile-performance-symbolic` (a gauge; Adwaita has no pulse icon) |
/// | `chart.xyaxis.line`        | `x-office-presentation-symbolic` (a chart) |
/// | `list.bullet`              | `view-list-bullet-symbolic`              |
/// | `ellipsis.circle`          | `view-more-symbolic`                     |
/// | `ellipsis`                 | `view-more-symbolic`                     |
/// | `doc.text`                 | `text-x-generic-symbolic`                |
/// | `play.fill`                | `media-playback-start-symbolic`          |
/// | `pause.fill`               | `media-playback-pause-symbolic`          |
/// | `backward.fill`            | `media-skip-backward-symbolic`           |
/// | `forward.fill`             | `media-skip-forward-symbolic`            |
/// | `house`                    | `go-home-symbolic`                       |
/// | `house.fill`               | `go-home-symbolic`                       |
/// | `sun.max.fill`             | `weather-clear-symbolic`                 |
/// | `cloud.fill`               | `weather-overcast-symbolic`              |
/// | `cloud.snow.fill`          | `weather-snow-symbolic`                  |
/// | `photo`                    | `image-x-generic-symbolic`               |
/// | `envelope`                 | `mail-unread-symbolic`                   |
/// | `paperplane`               | `mail-send-symbolic`                     |
/// | `doc.on.doc`               | `edit-copy-symbolic`                     |
/// | `arrow.clockwise`          | `view-refresh-symbolic`                  |
/// | `wifi`                     | `network-wireless-symbolic`              |
/// | `battery.100`              | `battery-full-symbolic`                  |
/// | `camera`                   | `camera-photo-symbolic`                  |
/// | `speaker.wave.3.fill`      | `audio-volume-high-symbolic`             |
/// | `person.2`                 | `system-users-symbolic`                  |
/// | `square.grid.2x2`          | `view-grid-symbolic`                     |
/// | `checkmark.circle`         | `emblem-ok-symbolic`                     |
/// | `xmark.circle`             | `process-stop-symbolic`                  |
/// | `bookmark`                 | `user-bookmarks-symbolic`                |
/// | `books.vertical`           | `emblem-documents-symbolic`              |
///
/// A name the table lacks shows the icon of its longest dotted prefix the table has, as
/// SF Symbols' variants are their base symbol with a shape or fill added
/// (`person.crop.circle` → `person`, `star.circle.fill` → `star`). Any other name shows
/// ``fallback`` (a question mark) and writes one diagnostic line per missing name. `Image(iconName:)` shows any theme icon by its own name.
enum SystemSymbols {
    /// The icon for each supported SF Symbols name.
    static let icons: [String: String] = [
        "heart.fill": "emblem-favorite-symbolic",
        "heart": "emote-love-symbolic",
        "checkmark": "object-select-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "line.3.horizontal": "list-drag-handle-symbolic",
        "trash": "user-trash-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "xmark": "window-close-symbolic",
        "chevron.right": "go-next-symbolic",
        "chevron.left": "go-previous-symbolic",
        "chevron.down": "go-down-symbolic",
        "chevron.up": "go-up-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "info.circle": "help-about-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
        "calendar": "x-office-calendar-symbolic",
        "clock": "preferences-system-time-symbolic",
        "square.and.arrow.up": "send-to-symbolic",
        "square.and.arrow.down": "document-save-symbolic",
        "pencil": "document-edit-symbolic",
        "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic",
        "person": "avatar-default-symbolic",
        "bell": "preferences-system-notifications-symbolic",
        "waveform.path.ecg": "power-profile-performance-symbolic",
        "chart.xyaxis.line": "x-office-presentation-symbolic",
        "list.bullet": "view-list-bullet-symbolic",
        "ellipsis.circle": "view-more-symbolic",
        "ellipsis": "view-more-symbolic",
        "doc.text": "text-x-generic-symbolic",
        "play.fill": "media-playback-start-symbolic",
        "pause.fill": "media-playback-pause-symbolic",
        "backward.fill": "media-skip-backward-symbolic",
        "forward.fill": "media-skip-forward-symbolic",
        "house": "go-home-symbolic",
        "house.fill": "go-home-symbolic",
        "sun.max.fill": "weather-clear-symbolic",
        "cloud.fill": "weather-overcast-symbolic",
        "cloud.snow.fill": "weather-snow-symbolic",
        "photo": "image-x-generic-symbolic",
        "envelope": "mail-unread-symbolic",
        "paperplane": "mail-send-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "arrow.clockwise": "view-refresh-symbolic",
        "wifi": "network-wireless-symbolic",
        "battery.100": "battery-full-symbolic",
        "camera": "camera-photo-symbolic",
        "speaker.wave.3.fill": "audio-volume-high-symbolic",
        "person.2": "system-users-symbolic",
        "square.grid.2x2": "view-grid-symbolic",
        "checkmark.circle": "emblem-ok-symbolic",
        "xmark.circle": "process-stop-symbolic",
        "bookmark": "user-bookmarks-symbolic",
        "books.vertical": "emblem-documents-symbolic",
        "gearshape": "emblem-system-symbolic",
        "square.and.pencil": "document-edit-symbolic",
        "arrow.up.arrow.down": "view-sort-ascending-symbolic",
        "lock": "changes-prevent-symbolic",
        "eye": "view-reveal-symbolic",
        "eye.slash": "view-conceal-symbolic",
        "link": "insert-link-symbolic",
        "globe": "web-browser-symbolic",
        "location": "find-location-symbolic",
        "mappin": "mark-location-symbolic",
        "pin": "view-pin-symbolic",
        "arrow.uturn.backward": "edit-undo-symbolic",
        "arrow.uturn.forward": "edit-redo-symbolic",
        "phone": "call-start-symbolic",
        "folder.badge.plus": "folder-new-symbolic",
        "slider.horizontal.3": "preferences-other-symbolic",
        "moon": "weather-clear-night-symbolic",
        "leaf": "emoji-nature-symbolic",
        "cloud.sun": "weather-few-clouds-symbolic",
        "airplane": "airplane-mode-symbolic",
        "fork.knife": "emoji-food-symbolic",
    ]

    /// The icon shown for a name the table does not have.
    static let fallback = "dialog-question-symbolic"

    /// Names already reported as missing, so each is reported once.
    @MainActor private static var reported: Set<String> = []

    /// The icon for `systemName`, reporting a missing name the first time it is seen.
    @MainActor
    static func iconName(for systemName: String) -> String {
        if let icon = icons[systemName] { return icon }
        var prefix = Substring(systemName)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            if let icon = icons[String(prefix)] { return icon }
        }
        if reported.insert(systemName).inserted {
            Diagnostics.report(
                "GtkUI: Image(systemName: \"\(systemName)\") has no icon in GtkUI's symbol table; showing \(fallback)")
        }
        return fallback
    }
}
