import Scenes
import ScrollEngine
import TouchCore

/// The teaser that shows a bit of the hidden secret card (seed 001
/// `SecretOfferShowPartAnimationState`): an animated scroll towards the card, a 1 → 1.03 → 1
/// pulse of the card, then an animated scroll back.
///
/// The scene drives the scroll view; the teaser keeps the phase, the offset to return to and
/// the pulse. Unlike the seed, which resets its state when the return scroll *starts*, the
/// teaser stays active until the return scroll ends (ours), so the return's `didScroll`s do not
/// count as a pull.
///
/// ```swift
/// var teaser = SecretOfferTeaser()
/// teaser.start(returningTo: Point2D(x: 714, y: 0))
/// teaser.revealEnded(at: .milliseconds(330))
/// teaser.scale(at: .milliseconds(480))  // 1.03
/// ```
public struct SecretOfferTeaser: Hashable, Sendable {
  /// Where the teaser is.
  public enum Phase: Hashable, Sendable {
    /// No teaser runs.
    case idle
    /// Scrolling towards the secret card; `returnOffset` is where it came from.
    case revealing(returnOffset: Point2D)
    /// The card pulses, starting at `start`.
    case pulsing(returnOffset: Point2D, start: Timestamp)
    /// Scrolling back.
    case returning
  }

  /// The pulse's peak scale.
  public static let peakScale = 1.03  // source: seed 001 (scaleForShowingPart)
  /// Each half of the pulse.
  // source: seed 001 (scaleAnimationDuration 0.15)
  public static let pulseHalfDuration = TimeAmount.milliseconds(150)
  /// The pulse's timing curve.
  // source: seed 001 (scaleCurve .easeInOut)
  public static let pulseCurve = AnimationCurve.easeInOut
  /// The extra distance past the counterfoil, in points.
  public static let extraOffset = 20.0  // source: seed 001 (offset = 20, "found empirically")

  /// The current phase.
  public private(set) var phase = Phase.idle

  /// Creates an idle teaser.
  public init() {}

  /// Whether a teaser runs.
  public var isActive: Bool { phase != .idle }

  /// Starts revealing; the scene scrolls towards the card.
  public mutating func start(returningTo offset: Point2D) {
    phase = .revealing(returnOffset: offset)
  }

  /// The reveal scroll ended at `time`: the pulse starts.
  public mutating func revealEnded(at time: Timestamp) {
    guard case .revealing(let offset) = phase else { return }
    phase = .pulsing(returnOffset: offset, start: time)
  }

  /// If the pulse has ended by `time`, switches to returning.
  /// - Returns: The offset to scroll back to and when the pulse ended, or `nil`.
  public mutating func finishPulse(by time: Timestamp) -> (offset: Point2D, time: Timestamp)? {
    guard case .pulsing(let offset, let start) = phase else { return nil }
    let end = start + Self.pulseHalfDuration + Self.pulseHalfDuration
    guard end <= time else { return nil }
    phase = .returning
    return (offset, end)
  }

  /// The return scroll ended.
  ///
  /// - Returns: Whether the teaser was returning (it is now idle).
  public mutating func returnEnded() -> Bool {
    guard phase == .returning else { return false }
    phase = .idle
    return true
  }

  /// A drag began (`willBeginDragging` resets the teaser).
  ///
  /// - Returns: Whether a teaser ran.
  public mutating func cancel() -> Bool {
    guard isActive else { return false }
    phase = .idle
    return true
  }

  /// The secret card's scale at `time`.
  public func scale(at time: Timestamp) -> Double {
    guard case .pulsing(_, let start) = phase else { return 1 }
    let up = TimedAnimation(
      from: 1, to: Self.peakScale, start: start, duration: Self.pulseHalfDuration,
      curve: Self.pulseCurve)
    guard up.isFinished(at: time) else { return up.value(at: time) }
    let down = TimedAnimation(
      from: Self.peakScale, to: 1, start: up.end, duration: Self.pulseHalfDuration,
      curve: Self.pulseCurve)
    return down.value(at: time)
  }
}
