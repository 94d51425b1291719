import Foundation
import Localization

/// Reads heart rate from a FIT file (Garmin, Wahoo, Coros, Suunto, Polar …), decoded from the
/// public FIT protocol: file headers (chained files one after another), definition and data
/// messages in either byte order, compressed-timestamp headers, developer fields (skipped by
/// their sizes, so a developer field named "Heart Rate" never replaces the standard one), and
/// the header and file CRCs.
///
/// Readings come from `record` messages (global 20: field 3 heart_rate at field 253
/// timestamp) and `monitoring` messages (global 55: field 27 heart_rate at field 253
/// timestamp, or at field 26 timestamp_16 counted from the last full timestamp). `hr`
/// messages (global 132) are not read. Values marked invalid by their base type are skipped.
///
/// The source is the recording device from `file_id` (manufacturer, product, serial number),
/// or from the creator's `device_info` when `file_id` names none, else "FIT file".
///
/// **Relative times.** FIT times below 0x10000000 count seconds since the device was switched
/// on. Such readings are anchored on a `timestamp_correlation` message (global 162: its UTC
/// timestamp against its system_timestamp), or, when the file has none, on the `activity`
/// message (global 34) whose timestamp is relative and whose local_timestamp is absolute: that
/// gives the device's local time, which is taken as UTC since the file says nothing more.
/// Readings before the anchor wait for it (at most ``FITClock/pendingLimit``); a FIT file
/// without any anchor is refused with ``ImportError/invalid(file:place:reason:)``.
///
/// Memory is constant: the input is streamed through a 256 KiB buffer.
public struct FITReader: SampleFileReader {
    private let input: FITInput
    private let file: URL

    /// A reader of the FIT file at `file`; throws ``ImportError/unreadable(file:reason:)``
    /// when it cannot be opened.
    public init(file: URL) throws {
        self.init(bytes: try FileBytes(file: file), file: file)
    }

    /// A reader of the FIT bytes `bytes`, reporting errors as about `file`.
    public init(bytes: some ByteSource, file: URL) {
        input = FITInput(bytes)
        self.file = file
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        guard try !input.isAtEnd(sink: &sink) else {
            throw ImportError.invalid(file: file, place: FilePlace(.byte(0)), reason: String(localized: """
                the file is empty
                """))
        }
        repeat {
            var decoder = FITFileDecoder(input: input, file: file)
            try decoder.read(into: &sink)
        } while try !input.isAtEnd(sink: &sink)
    }
}
