import HapticTape

/// How one tape fared in `replay`, for the text, JSON and JUnit outputs.
struct ReplayOutcome: Codable {
  /// The verdict.
  enum Verdict: String, Codable {
    /// `crashed`: the screen's own code trapped during the replay (a worker process reported it).
    case match, differ, recorded, unreadable, crashed
  }

  /// Counts of one output stream.
  struct StreamCounts: Codable {
    var stream: String
    var expected: Int
    var actual: Int
    var divergences: Int
  }

  /// The first divergence as fields.
  struct FirstDivergence: Codable {
    /// Seconds since the session began.
    var time: Double
    /// The display frame, when the frame rate is known.
    var frame: Int64?
    /// `haptic/haptics`.
    var stream: String
    /// 1-based position within the stream.
    var event: Int
    /// What differs, in words.
    var reason: String
    /// The recorded event as a report line, or `nil` when the replay produced an extra one.
    var expected: String?
    /// The replayed event as a report line, or `nil` when the replay stopped short.
    var actual: String?
    /// When the replayed event happened.
    var actualTime: Double?
    /// The input that led to it.
    var after: String?
  }

  var path: String
  var scene: String?
  var verdict: Verdict
  /// The tape's length on the virtual clock, in seconds.
  var duration: Double?
  var frames: Int?
  var expectedOutputs: Int?
  var actualOutputs: Int?
  var divergences: Int?
  var streams: [StreamCounts]?
  var firstDivergence: FirstDivergence?
  /// The full replay report, as the text output prints it.
  var report: String?
  /// Why the tape could not be replayed, or what was recorded.
  var message: String?
  /// Where and how the screen's code trapped, for a crashed replay.
  var crash: CrashReport?

  init(path: String, verdict: Verdict) {
    self.path = path
    self.verdict = verdict
  }

  /// The outcome of comparing `tape` with its replay.
  init(path: String, tape: RecordedTape, verdict replay: Session.Verdict) {
    self.init(path: path, verdict: replay.report == nil ? .match : .differ)
    scene = tape.header.sceneID
    duration = replay.duration.seconds
    frames = replay.frameCount
    expectedOutputs = replay.expectedCount
    actualOutputs = replay.actualCount
    guard let report = replay.report else {
      divergences = 0
      return
    }
    divergences = report.divergenceCount
    streams = report.streams.map {
      StreamCounts(
        stream: $0.stream.description, expected: $0.expectedCount, actual: $0.actualCount,
        divergences: $0.divergences)
    }
    let first = report.first
    firstDivergence = FirstDivergence(
      time: first.time.seconds,
      frame: report.firstFrame,
      stream: first.stream.description, event: first.index + 1, reason: first.reason,
      expected: first.expected.map(RecordFormatter.line),
      actual: first.actual.map(RecordFormatter.line),
      actualTime: first.actual?.timestamp.seconds, after: first.trigger?.description)
    self.report = report.description
  }

  /// `first at t=10.392 s: haptic/haptics event 6: intensity differs by 0.011 (tolerance 0.010)`.
  var firstDivergenceSummary: String? {
    firstDivergence.map {
      "first at t=\(RecordFormatter.number($0.time)) s: \($0.stream) event \($0.event): \($0.reason)"
    }
  }
}
