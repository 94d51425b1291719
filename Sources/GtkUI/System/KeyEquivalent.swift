/// A key that, with modifiers, makes a keyboard shortcut, as in SwiftUI:
/// `.keyboardShortcut("n")`, `.keyboardShortcut(.return)`.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character of the key; special keys use SwiftUI's characters for them.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace.
    public static let delete = KeyEquivalent("\u{7F}")
    /// The forward Delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// GDK's name of the key (`n`, `Return`, `question`), or `nil` when it has none.
    var gdkKeyName: String? {
        if let special = Self.specialNames[character] { return special }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
        else { return nil }
        let lowered = Character(String(scalar).lowercased())
        guard let loweredScalar = lowered.unicodeScalars.first else { return nil }
        return GDK.Keyval(unicode: loweredScalar).name
    }

    private static let specialNames: [Character: String] = [
        "\u{F700}": "Up", "\u{F701}": "Down", "\u{F702}": "Left", "\u{F703}": "Right",
        "\u{1B}": "Escape", "\u{7F}": "BackSpace", "\u{F728}": "Delete", "\u{F729}": "Home",
        "\u{F72B}": "End", "\u{F72C}": "Page_Up", "\u{F72D}": "Page_Down", "\u{F739}": "Clear",
        "\t": "Tab", " ": "space", "\r": "Return",
    ]
}

/// Modifier keys held with a key, as in SwiftUI. On Linux ``command`` is the Control key,
/// so `.keyboardShortcut("n")` is Ctrl+N, as GNOME expects.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Alt key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Control on Linux (the key shortcuts use).
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// The modifiers in GTK's accelerator syntax (`<Shift><Control>`).
    var acceleratorPrefix: String {
        var prefix = ""
        if contains(.shift) { prefix += "<Shift>" }
        if contains(.control) || contains(.command) { prefix += "<Control>" }
        if contains(.option) { prefix += "<Alt>" }
        return prefix
    }
}

/// A key with modifiers, as in SwiftUI.
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (Control by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a window or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The shortcut in GTK's accelerator syntax, e.g. `<Shift><Control>z`; `nil` when the
    /// key has no GDK name.
    public var gtkAccelerator: String? {
        key.gdkKeyName.map { modifiers.acceleratorPrefix + $0 }
    }
}
