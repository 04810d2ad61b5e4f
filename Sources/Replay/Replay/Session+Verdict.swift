import Tape
import TouchCore

extension Session {
  /// The result of replaying a tape.
  ///
  /// The traces are made when read: a replay that matches its tape exactly (the common case in
  /// CI) then copies none of the tape's records. Each read of ``expected`` or ``actual`` makes
  /// the trace again; keep it in a variable to read it more than once.
  public struct Verdict: Sendable {
    /// The differences, or `nil` when the replay matches the recording.
    public var report: TraceDiff.Report?
    /// How many frames were stepped.
    public var frameCount: Int
    /// The session's length on the virtual clock.
    public var duration: TimeAmount
    /// Whether the replayed outputs were the recorded ones exactly, record for record (so a
    /// tape recorded from this replay would hold the same bytes); a match within the tolerance
    /// alone is not exact.
    public var isExact = false

    /// The tape's events, whose records are the expected trace unless one was set.
    private var recorded: [TapeEvent]
    private var storedExpected: Trace?
    /// `nil` while the replayed outputs are the expected ones.
    private var storedActual: Trace?

    /// Creates a verdict.
    /// - Parameters:
    ///   - recorded: The tape's events; their records are the expected trace.
    ///   - actual: The replayed outputs, or `nil` when they are exactly the recorded ones.
    init(
      report: TraceDiff.Report?, recorded: [TapeEvent], actual: Trace?, frameCount: Int,
      duration: TimeAmount
    ) {
      self.report = report
      self.recorded = recorded
      self.storedActual = actual
      self.frameCount = frameCount
      self.duration = duration
      self.isExact = actual == nil
    }

    /// The recorded outputs.
    public var expected: Trace {
      get { storedExpected ?? Trace(events: recorded) }
      set { storedExpected = newValue }
    }

    /// The replayed outputs.
    public var actual: Trace {
      get { storedActual ?? Trace(events: recorded) }
      set { storedActual = newValue }
    }

    /// How many outputs the tape holds (``expected``'s records, counted without making them).
    public var expectedCount: Int {
      storedExpected?.records.count ?? recordedCount
    }

    private var recordedCount: Int {
      recorded.count { if case .record = $0 { true } else { false } }
    }

    /// How many outputs the replay made (``actual``'s records, counted without making them).
    public var actualCount: Int {
      storedActual?.records.count ?? recordedCount
    }
  }
}
