import Haptics
import Scenes
import TouchCore
import TouchModel

/// What one session did under one grid point's configuration.
public struct SweepMeasures: Hashable, Sendable, Codable {
  /// Whether the outcome's scene event happened.
  public var reached = false
  /// Seconds from the touch that led to the outcome (the last to begin before it) to the
  /// outcome's event; `nil` when it was not reached.
  public var timeToOutcome: Double?
  /// Transient haptic events played.
  public var transients = 0
  /// Continuous haptic events played.
  public var continuous = 0
  /// System feedback (selection, impact, notification) played.
  public var feedback = 0
  /// Parameter curves, dynamic parameters and audio events played.
  public var otherHaptics = 0
  /// The highest intensity of a continuous event, 0…1 (0 with none).
  public var peakIntensity = 0.0
  /// Continuous intensity averaged over the events' durations, 0…1 (0 with none).
  public var meanIntensity = 0.0
  /// Σ intensity × duration over continuous events, in intensity-seconds.
  public var energy = 0.0
  /// Why the session could not be replayed, or `nil`.
  public var failure: String?

  /// All haptic events played.
  public var hapticEvents: Int { transients + continuous + feedback + otherHaptics }

  /// No measures yet.
  public init() {}

  /// The measures of a replay that failed with `error`: its message says why.
  init(failure error: any Error) {
    failure = (error as? SceneError)?.message ?? "\(error)"
  }

  /// The measures of a replay's output.
  ///
  /// - Parameters:
  ///   - output: What the scene emitted.
  ///   - event: The outcome's scene event.
  ///   - inputs: The session's inputs, to find the touch that led to the outcome.
  init(output: SceneOutput, event: String, inputs: [SceneInput]) {
    var tally = Tally()
    tally.add(output, event: event, inputs: inputs)
    self = tally.measures
  }

  /// Measures taken output by output: a lead-in's once, then each session's rest from a copy.
  struct Tally {
    private var counted = SweepMeasures()
    /// Σ intensity × duration and Σ duration over the continuous events so far.
    private var weighted = 0.0
    private var duration = 0.0

    /// Counts the entries of `output`, emitted after those counted so far.
    mutating func add(_ output: SceneOutput, event: String, inputs: [SceneInput]) {
      for entry in output.entries {
        counted.add(entry, event: event, inputs: inputs, &weighted, &duration)
      }
    }

    /// The measures of everything counted.
    var measures: SweepMeasures {
      var measures = counted
      measures.energy = weighted
      measures.meanIntensity = duration > 0 ? weighted / duration : 0
      return measures
    }
  }

  /// Counts `entry`; `weighted` and `duration` sum the continuous events' intensity-seconds and
  /// seconds.
  private mutating func add(
    _ entry: SceneOutput.Entry, event: String, inputs: [SceneInput], _ weighted: inout Double,
    _ duration: inout Double
  ) {
    switch entry {
    case .scene(let scene) where !reached && scene.name == event:
      reached = true
      timeToOutcome = Self.seconds(to: scene.timestamp, inputs: inputs)
    case .haptic(let haptic):
      switch haptic {
      case .transient: transients += 1
      case .continuous(let event):
        continuous += 1
        peakIntensity = max(peakIntensity, event.intensity)
        weighted += event.intensity * event.duration
        duration += event.duration
      case .feedback: feedback += 1
      case .parameterCurve, .dynamicParameter, .audio: otherHaptics += 1
      }
    default: return
    }
  }

  private static func seconds(to time: Timestamp, inputs: [SceneInput]) -> Double {
    var start = Timestamp.zero
    for input in inputs {
      guard input.timestamp <= time else { break }
      if case .touch(let sample) = input, sample.phase == .began { start = sample.timestamp }
    }
    return time.seconds - start.seconds
  }
}
