import Foundation

/// Inline Markdown in a ``Text``'s string literal, as SwiftUI reads it: `**bold**` and
/// `__bold__`, `*italic*` and `_italic_`, `~~strikethrough~~`, `` `code` ``,
/// `[links](https://…)` and backslash escapes. Block syntax (headings, lists) is shown as
/// written, as in SwiftUI. Interpolated values are never read as Markdown, but take the
/// style around them (`**\(name)**` is bold). A delimiter without its partner is shown as
/// written; `_` inside a word (`snake_case`) is a character, as CommonMark has it.
enum InlineMarkdown {
    /// Whether `literal` has a character that Markdown could format.
    static func mayFormat(_ literal: String) -> Bool {
        literal.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~")
            || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }
    }

    private enum Emphasis: Equatable { case bold, italic, strikethrough }

    private enum Token {
        case text(String, code: Bool)
        case value([TextRun])
        /// `*`, `**`, `_`, `__`, `~~`: paired later; shown as `raw` when unpaired.
        case delimiter(Emphasis, raw: String, canOpen: Bool, canClose: Bool)
        case linkStart(URL)
        case linkEnd
        /// A delimiter that found its partner (`open`) or did not (`nil`: shown as text).
        case paired(Emphasis, open: Bool)
    }

    /// The runs of `segments`: literals read as Markdown, values as they are.
    static func runs(_ segments: [LocalizedStringKey.Segment]) -> [TextRun] {
        var tokens: [Token] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .plainValue(let argument):
                tokens.append(.value([TextRun(.string(argument.text))]))
            case .value(let runs, _):
                tokens.append(.value(runs))
            case .literal(let literal):
                // A value next to the literal counts as a word character for flanking.
                let before: Character? = index > 0 ? "a" : nil
                let after: Character? = index + 1 < segments.count ? "a" : nil
                tokenize(Array(literal), before: before, after: after, into: &tokens)
            }
        }
        pair(&tokens)
        return render(tokens)
    }

    // MARK: Reading

    private static func tokenize(_ characters: [Character], before: Character?, after: Character?, into tokens: inout [Token]) {
        var text = ""
        func flush() {
            if !text.isEmpty { tokens.append(.text(text, code: false)) }
            text = ""
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isASCII && characters[index + 1].isPunctuation
                || index + 1 < characters.count && "*_~`[]()\\".contains(characters[index + 1]):
                text.append(characters[index + 1])
                index += 2
            case "`":
                if let end = characters[(index + 1)...].firstIndex(of: "`") {
                    flush()
                    tokens.append(.text(String(characters[(index + 1)..<end]), code: true))
                    index = end + 1
                } else {
                    text.append(character)
                    index += 1
                }
            case "[":
                if let (label, url, end) = link(in: characters, at: index) {
                    flush()
                    tokens.append(.linkStart(url))
                    tokenize(label, before: nil, after: nil, into: &tokens)
                    tokens.append(.linkEnd)
                    index = end
                } else {
                    text.append(character)
                    index += 1
                }
            case "*", "_", "~":
                var length = 1
                while index + length < characters.count, characters[index + length] == character { length += 1 }
                let previous = index > 0 ? characters[index - 1] : before
                let next = index + length < characters.count ? characters[index + length] : after
                let canOpen = next.map { !$0.isWhitespace } ?? false
                let canClose = previous.map { !$0.isWhitespace } ?? false
                let intraword = (previous.map { $0.isLetter || $0.isNumber } ?? false) && (next.map { $0.isLetter || $0.isNumber } ?? false)
                if character == "~" && length != 2 || character == "_" && intraword || !canOpen && !canClose {
                    text += String(repeating: character, count: length)
                    index += length
                    break
                }
                flush()
                if character == "~" {
                    tokens.append(.delimiter(.strikethrough, raw: "~~", canOpen: canOpen, canClose: canClose))
                } else {
                    // `***` opens (or closes) both: bold outside, italic inside.
                    var remaining = length
                    while remaining > 0 {
                        let take = remaining >= 2 ? 2 : 1
                        tokens.append(.delimiter(take == 2 ? .bold : .italic, raw: String(repeating: character, count: take), canOpen: canOpen, canClose: canClose))
                        remaining -= take
                    }
                }
                index += length
            default:
                text.append(character)
                index += 1
            }
        }
        flush()
    }

    /// `[label](url)` starting at `start`: its label, its URL and the index after it.
    private static func link(in characters: [Character], at start: Int) -> ([Character], URL, Int)? {
        guard let close = characters[(start + 1)...].firstIndex(of: "]"),
              !characters[(start + 1)..<close].contains("["),
              close + 1 < characters.count, characters[close + 1] == "(",
              let end = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        let address = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        guard !address.isEmpty, !address.contains(" "), let url = URL(string: address) else { return nil }
        return (Array(characters[(start + 1)..<close]), url, end + 1)
    }

    // MARK: Pairing

    /// Pairs each closing delimiter with the nearest open one of its kind; the rest are text.
    private static func pair(_ tokens: inout [Token]) {
        var open: [(index: Int, emphasis: Emphasis)] = []
        for index in tokens.indices {
            guard case .delimiter(let emphasis, _, let canOpen, let canClose) = tokens[index] else { continue }
            if canClose, let match = open.lastIndex(where: { $0.emphasis == emphasis }) {
                tokens[open[match].index] = .paired(emphasis, open: true)
                tokens[index] = .paired(emphasis, open: false)
                open.removeSubrange(match...)
            } else if canOpen {
                open.append((index, emphasis))
            }
        }
        for index in tokens.indices {
            if case .delimiter(_, let raw, _, _) = tokens[index] { tokens[index] = .text(raw, code: false) }
        }
    }

    // MARK: Runs

    private static func render(_ tokens: [Token]) -> [TextRun] {
        var runs: [TextRun] = []
        var bold = 0, italic = 0, struck = 0
        var links: [URL] = []
        func style(code: Bool) -> TextRunStyle {
            var style = TextRunStyle()
            if bold > 0 { style.weight = .bold }
            style.isItalic = italic > 0
            style.isStrikethrough = struck > 0
            style.isMonospaced = code
            style.link = links.last
            return style
        }
        func append(_ run: TextRun) {
            if let last = runs.last, last.style == run.style,
               case .string(let previous) = last.content, case .string(let next) = run.content {
                runs[runs.count - 1].content = .string(previous + next)
            } else {
                runs.append(run)
            }
        }
        for token in tokens {
            switch token {
            case .text(let text, let code):
                append(TextRun(.string(text), style: style(code: code)))
            case .value(let valueRuns):
                let around = style(code: false)
                for var run in valueRuns {
                    if run.style.weight == nil { run.style.weight = around.weight }
                    run.style.isItalic = run.style.isItalic || around.isItalic
                    run.style.isStrikethrough = run.style.isStrikethrough || around.isStrikethrough
                    if run.style.link == nil { run.style.link = around.link }
                    append(run)
                }
            case .paired(let emphasis, let isOpen):
                let change = isOpen ? 1 : -1
                switch emphasis {
                case .bold: bold += change
                case .italic: italic += change
                case .strikethrough: struck += change
                }
            case .linkStart(let url):
                links.append(url)
            case .linkEnd:
                links.removeLast()
            case .delimiter:
                break
            }
        }
        return runs
    }
}
