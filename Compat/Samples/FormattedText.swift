import SwiftUI

struct ReceiptView: View {
    let total = 1234.5
    let ratio = 0.4567
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total: \(total, specifier: "%.2f")")
            Text(total, format: .currency(code: "EUR"))
            Text(ratio, format: .percent.precision(.fractionLength(1)))
            Text(date, format: .dateTime.day().month().year())
            Text("**Paid** with _card_ — see [details](https://example.com)")
            Text("thank you").textCase(.uppercase)
            Text("Items: ") + Text("3").bold()
        }
        .monospacedDigit()
        .padding()
    }
}

#Preview {
    ReceiptView()
}
