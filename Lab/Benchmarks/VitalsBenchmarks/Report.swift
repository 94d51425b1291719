/// The benchmark's table: each row a figure for Vitals and for its baseline, and the ratio.
struct Report {
    private var rows: [[String]] = []

    /// Adds a row; `baseline` nil when there is none to compare with.
    mutating func add(_ scenario: String, _ measure: String, vitals: Double, baseline: Double?, decimals: Int = 1) {
        rows.append([
            scenario, measure, format(vitals, decimals), baseline.map { format($0, decimals) } ?? "—",
            baseline.map { format(vitals / $0, vitals / $0 < 0.01 ? 5 : 2) + "×" } ?? "—",
        ])
    }

    /// Adds a row that has only a ratio: one computed from the runs themselves rather than
    /// from the two columns' figures (such as the median of paired runs' ratios).
    mutating func add(_ scenario: String, _ measure: String, ratio: Double) {
        rows.append([scenario, measure, "—", "—", format(ratio, 2) + "×"])
    }

    func print(title: String) {
        let header = ["scenario", "measure", "Vitals", "baseline", "ratio"]
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        Swift.print(title)
        for (index, cells) in all.enumerated() {
            Swift.print(cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + pad : pad + cell
            }.joined(separator: "  "))
            if index == 0 {
                Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
    }

    private func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "—" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        guard decimals > 0 else { return String(scaled) }
        let whole = String(scaled / Int(scale))
        let fraction = String(scaled % Int(scale))
        return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
