import Charts
import SwiftUI

struct Sale: Identifiable {
    let id = UUID()
    let month: String
    let product: String
    let amount: Double
}

let sales: [Sale] = [
    Sale(month: "Jan", product: "Tea", amount: 120), Sale(month: "Jan", product: "Coffee", amount: 180),
    Sale(month: "Feb", product: "Tea", amount: 140), Sale(month: "Feb", product: "Coffee", amount: 160),
    Sale(month: "Mar", product: "Tea", amount: 110), Sale(month: "Mar", product: "Coffee", amount: 210),
]

struct SalesChart: View {
    var body: some View {
        Chart(sales) { sale in
            BarMark(
                x: .value("Month", sale.month),
                y: .value("Amount", sale.amount)
            )
            .foregroundStyle(by: .value("Product", sale.product))
        }
        .chartLegend(position: .bottom)
        .chartYAxis {
            AxisMarks(position: .leading)
        }
        .frame(height: 240)
        .padding()
    }
}

#Preview {
    SalesChart()
}
