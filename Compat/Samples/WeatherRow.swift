import SwiftUI

struct Forecast {
    var city: String
    var temperature: Double
    var symbol: String
}

struct WeatherRow: View {
    var forecast: Forecast
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Image(systemName: forecast.symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title)
            VStack(alignment: .leading) {
                Text(forecast.city).font(.headline)
                Text(colorScheme == .dark ? "Tonight" : "Today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(Int(forecast.temperature))°C")
                .font(.title2)
        }
        .padding()
    }
}

struct WeatherRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WeatherRow(forecast: Forecast(city: "Hanoi", temperature: 29, symbol: "sun.max.fill"))
            WeatherRow(forecast: Forecast(city: "Seoul", temperature: 4, symbol: "cloud.snow.fill"))
                .preferredColorScheme(.dark)
        }
        .previewLayout(.sizeThatFits)
    }
}
