import Scenes
import TouchCore

/// The secret card's shake loop (seed 001 `AnimationState`, `startShakingAnimation`,
/// `makeScalingTranform`), stepped by explicit time.
///
/// The loop runs four 0.05 s linear phases — rotate by +angle, back to identity, rotate by
/// −angle, back to identity — and repeats. After a successful pull it keeps going while every
/// phase scales the card by 0.02 up to 1.12 (`shakingAndIncreasing`), then back down to 1
/// (`decreasing`, no rotation), and stops at the next phase boundary once `ended`. Each phase
/// that starts a half-cycle (+angle or −angle) while merely shaking is a *beat*: the scene plays
/// one continuous haptic per beat.
///
/// ```swift
/// var shake = SecretOfferShake()
/// _ = shake.start(at: .zero)
/// var beats: [Timestamp] = []
/// shake.advance(to: .milliseconds(120), angle: 0.026, beats: &beats)  // [0, 100 ms]
/// ```
///
/// > Note: the seed counts the scale in floating point and compares it with `== 1`; steps are
/// > counted as integers here, so the loop always ends.
public struct SecretOfferShake: Hashable, Sendable {
  /// The seed's animation state.
  public enum Mode: Hashable, Sendable {
    /// No shake.
    case notStarted
    /// Rotating back and forth while the user pulls.
    case shaking
    /// The offer opened: rotating and growing by one step per phase.
    case shakingAndIncreasing
    /// Shrinking back to the original size without rotation.
    case decreasing
    /// Back at the original size; the loop stops at the next boundary.
    case ended
  }

  /// The length of one phase.
  // source: seed 001 (makePropertyAnimator 0.05)
  public static let phaseDuration = TimeAmount.milliseconds(50)
  /// The scale change per phase after success.
  public static let scaleStep = 0.02  // source: seed 001 (makeScalingTranform scaleStep)
  /// Steps up from 1 before shrinking: 1 + 6 · 0.02 = 1.12.
  public static let maximumScaleSteps = 6  // source: seed 001 (currentScale < 1.12)

  /// The card's rotation (radians) and scale at a phase boundary.
  struct Pose: Hashable, Sendable {
    var rotation: Double
    var scale: Double
    static let identity = Pose(rotation: 0, scale: 1)
  }

  /// The state of the animation.
  public private(set) var mode = Mode.notStarted
  /// When phase 0 of the running loop began; `nil` when no loop runs.
  private var loopStart: Timestamp?
  /// The index of the next phase to start.
  private var nextPhase = 0
  /// Scale steps above 1.
  private var scaleSteps = 0
  /// The running phase: its start and the poses it animates between.
  private var phaseStart = Timestamp.zero
  private var from = Pose.identity
  private var to = Pose.identity

  /// Creates a shake that has not started.
  public init() {}

  /// Whether the loop is running (phases are still due).
  public var isRunning: Bool { loopStart != nil }

  /// Starts shaking at `time` unless a shake already runs (`startShakingAnimation`'s guard).
  /// - Returns: Whether the shake started; call ``advance(to:angle:beats:)`` next to run phase 0.
  public mutating func start(at time: Timestamp) -> Bool {
    guard mode == .notStarted else { return false }
    mode = .shaking
    scaleSteps = 0
    begin(at: time)
    return true
  }

  /// Stops shaking (`stopShakingAnimation`): after success the loop grows and shrinks the card
  /// before ending; otherwise the card returns to identity and a later pull may start again.
  public mutating func stop(success: Bool, at time: Timestamp) {
    guard success else {
      mode = .notStarted
      loopStart = nil
      from = .identity
      to = .identity
      return
    }
    mode = .shakingAndIncreasing
    if loopStart == nil { begin(at: time) }
  }

  /// Runs every phase that starts at or before `time`.
  /// - Parameters:
  ///   - time: The time to advance to.
  ///   - angle: The current shake angle in radians, signed for the layout direction.
  ///   - beats: Receives the start time of each half-cycle that begins while shaking.
  public mutating func advance(to time: Timestamp, angle: Double, beats: inout [Timestamp]) {
    while let start = loopStart {
      let phaseTime = start + Self.phaseDuration * Int64(nextPhase)
      guard phaseTime <= time else { return }
      let kind = nextPhase % 4
      // The seed's chain stops after animator2 once ended, and animate() restarts only while
      // an animation is in progress.
      if kind % 2 == 0 && nextPhase > 0 && mode == .ended {
        loopStart = nil
        from = to
        return
      }
      from = to
      if kind % 2 == 0 {
        let signed = kind == 0 ? angle : -angle
        switch mode {
        case .shaking:
          to = Pose(rotation: signed, scale: 1)
          beats.append(phaseTime)
        case .shakingAndIncreasing:
          stepScale()
          to = Pose(rotation: signed, scale: scale)
        case .decreasing:
          stepScale()
          to = Pose(rotation: 0, scale: scale)
        case .notStarted, .ended:
          break
        }
      } else {
        stepScale()
        to = Pose(rotation: 0, scale: scale)
      }
      phaseStart = phaseTime
      nextPhase += 1
    }
  }

  /// The card's scale after the steps taken so far.
  public var scale: Double { 1 + Self.scaleStep * Double(scaleSteps) }

  /// The card's transform at `time`, linearly between the running phase's poses (rotation, then
  /// scale, as the seed concatenates them).
  public func transform(at time: Timestamp) -> Transform2D {
    let fraction = min(max((time - phaseStart).seconds / Self.phaseDuration.seconds, 0), 1)
    let rotation = from.rotation + (to.rotation - from.rotation) * fraction
    let scale = from.scale + (to.scale - from.scale) * fraction
    return Transform2D(rotationAngle: rotation).concatenating(Transform2D(scaleX: scale, y: scale))
  }

  private mutating func begin(at time: Timestamp) {
    loopStart = time
    nextPhase = 0
    phaseStart = time
  }

  /// `makeScalingTranform`: one step up while increasing below the maximum, otherwise one step
  /// down, switching to `decreasing` and to `ended` at 1.
  private mutating func stepScale() {
    if mode == .shakingAndIncreasing && scaleSteps < Self.maximumScaleSteps {
      scaleSteps += 1
    } else if scaleSteps > 0 {
      scaleSteps -= 1
      mode = scaleSteps == 0 ? .ended : .decreasing
    }
  }
}
