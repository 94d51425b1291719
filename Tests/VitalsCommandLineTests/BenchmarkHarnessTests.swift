import Testing

/// The benchmarks' harnesses, one at a time: each runs the app, which registers its
/// application ID on the session bus, where a second instance would hand over to the first.
@Suite(.serialized) struct BenchmarkHarnessTests {}
