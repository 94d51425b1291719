import CGtk
import GtkUI

// The C interface of the hosted view (declared for C in ../heart-rate-view.h). Each
// function is called by C on GTK's thread, so it enters the main actor with
// `MainThread.assumeIsolated`, which stops with a message when that is not so.

/// What a view's widget keeps of the Swift side, in its object data, until it is finalized.
@MainActor
private final class HostedHeartRate {
    let heartRate: HeartRate
    init(heartRate: HeartRate) { self.heartRate = heartRate }
}

private let dataKey = "gtkui-example-heart-rate"

/// `GtkWidget *heart_rate_view_new (int beats_per_minute)`: a floating reference, as GTK's
/// constructors return.
@_cdecl("heart_rate_view_new")
public func heartRateViewNew(_ beatsPerMinute: Int32) -> UnsafeMutableRawPointer {
    let address = MainThread.assumeIsolated { () -> UInt in
        let heartRate = HeartRate(beatsPerMinute: Int(beatsPerMinute))
        // Builds the views now; they stay with the widget and are dismantled when it is
        // disposed, so the `HostingWidget` object itself need not outlive this function.
        let hosting = HostingWidget(rootView: HeartRateCard(heartRate: heartRate))
        let object = hosting.widget.objectPointer
        g_object_set_data_full(
            object, dataKey, Unmanaged.passRetained(HostedHeartRate(heartRate: heartRate)).toOpaque(),
            { data in
                guard let data else { return }
                MainThread.assumeIsolated { Unmanaged<HostedHeartRate>.fromOpaque(data).release() }
            })
        // The handle's own reference goes with `hosting`; the caller gets a floating one.
        g_object_ref(object)
        g_object_force_floating(object)
        return UInt(bitPattern: object)
    }
    guard let pointer = UnsafeMutableRawPointer(bitPattern: address) else {
        preconditionFailure("heart_rate_view_new: no widget")
    }
    return pointer
}

/// `int heart_rate_view_get_bpm (GtkWidget *view)`.
@_cdecl("heart_rate_view_get_bpm")
public func heartRateViewGetBPM(_ view: UnsafeMutableRawPointer) -> Int32 {
    let address = UInt(bitPattern: view)
    return MainThread.assumeIsolated { Int32(hosted(address).heartRate.beatsPerMinute) }
}

/// `void heart_rate_view_set_bpm (GtkWidget *view, int beats_per_minute)`: the view shows
/// the new value in the next frame.
@_cdecl("heart_rate_view_set_bpm")
public func heartRateViewSetBPM(_ view: UnsafeMutableRawPointer, _ beatsPerMinute: Int32) {
    let address = UInt(bitPattern: view)
    MainThread.assumeIsolated { hosted(address).heartRate.set(Int(beatsPerMinute)) }
}

/// `void heart_rate_view_set_changed_func (GtkWidget *view, HeartRateViewChanged func,
/// gpointer user_data)`: `func` is called after each change, from the slider or from C.
@_cdecl("heart_rate_view_set_changed_func")
public func heartRateViewSetChangedFunc(
    _ view: UnsafeMutableRawPointer,
    _ function: (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void)?,
    _ userData: UnsafeMutableRawPointer?
) {
    let viewAddress = UInt(bitPattern: view)
    let dataAddress = userData.map { UInt(bitPattern: $0) }
    MainThread.assumeIsolated {
        hosted(viewAddress).heartRate.changed = function.map { function in
            { beatsPerMinute in
                function(
                    UnsafeMutableRawPointer(bitPattern: viewAddress), Int32(beatsPerMinute),
                    dataAddress.flatMap { UnsafeMutableRawPointer(bitPattern: $0) })
            }
        }
    }
}

/// The Swift side of the view at `address` (a pointer, passed as a number so that it may
/// enter the main actor), which must come from `heart_rate_view_new`.
@MainActor
private func hosted(_ address: UInt) -> HostedHeartRate {
    guard let view = UnsafeMutablePointer<GObject>(bitPattern: address),
          let data = g_object_get_data(view, dataKey) else {
        preconditionFailure("not a widget made by heart_rate_view_new")
    }
    return Unmanaged<HostedHeartRate>.fromOpaque(data).takeUnretainedValue()
}
