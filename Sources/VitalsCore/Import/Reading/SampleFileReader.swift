/// A reader of one import format: parses its input and hands each reading to a sink.
public protocol SampleFileReader {
    /// Reads the whole input into `sink`; throws ``ImportError`` when the input is broken.
    mutating func read<Sink: SampleSink>(into sink: inout Sink) throws
    /// After ``read(into:)``: what the input held besides heart rate, for the import's
    /// summary (“412 resting heart-rate records, not imported: …”).
    var notes: [String] { get }
}

extension SampleFileReader {
    /// No notes.
    public var notes: [String] { [] }
}
