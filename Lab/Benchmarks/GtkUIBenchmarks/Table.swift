/// Prints results as a table: the Swift figure, the C figure and their ratio.
enum Table {
    static func print(_ results: [Result], repetitions: Int) {
        Swift.print("GtkUI benchmark — medians of \(repetitions) repetitions; ratio = Swift / C")
        let header = ["scenario", "measure", "Swift", "C", "ratio"]
        var rows: [[String]] = []
        for result in results {
            rows.append([result.name, "wall ms", format(result.swift.wall), format(result.c.wall),
                         format(result.swift.wall / result.c.wall) + "×"])
            rows.append(["", "CPU ms", format(result.swift.cpu), format(result.c.cpu),
                         format(result.swift.cpu / result.c.cpu) + "×"])
            if result.c.heap > 0 {
                rows.append(["", "heap KiB kept", format(result.swift.heap), format(result.c.heap),
                             format(result.swift.heap / result.c.heap) + "×"])
            }
            if result.c.rss > 0 {
                rows.append(["", "RSS KiB grown", format(result.swift.rss), format(result.c.rss),
                             format(result.swift.rss / result.c.rss) + "×"])
            }
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
        Swift.print(line(header))
        Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        rows.forEach { Swift.print(line($0)) }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
