import GtkUI

/// The seed's model: a heart rate that UIKit-style code changes and declarative views
/// follow, without any manual refresh.
final class HeartData: ObservableObject {
    @Published var beatsPerMinute: Int

    init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
    }
}
