/// How a scroll transition moves between its phases as its view scrolls through the visible
/// region: not at all, interactively with the scroll, or at once past a threshold.
public struct ScrollTransitionConfiguration: Sendable {
  enum Mode: Sendable {
    case identity
    case interactive
    case animated
  }

  let mode: Mode
  let thresholdValue: Threshold
  /// The animation of an animated transition (kept, inert: the phase changes at once).
  let animationValue: Animation?
  /// The curve an interactive transition is paced by; nil for the default, ease-in-out.
  var timingCurve: UnitCurve? = nil

  /// Never leaves the identity phase.
  public static let identity = ScrollTransitionConfiguration(
    mode: .identity, thresholdValue: .visible, animationValue: nil)

  /// Interpolates the effects with the scroll, from the edge phase when the view is just hidden
  /// to identity when it reaches the threshold, paced by an ease-in-out curve (Apple's default
  /// timing curve for `interactive`).
  public static let interactive = ScrollTransitionConfiguration(
    mode: .interactive, thresholdValue: .visible, animationValue: nil)

  /// Interpolates the effects with the scroll, as `interactive` does, paced by `timingCurve`
  /// (from the view just hidden, 0, to the threshold, 1).
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    // The default curve keeps the default's own evaluation (the same numbers as `interactive`).
    ScrollTransitionConfiguration(
      mode: .interactive, thresholdValue: .visible, animationValue: nil,
      timingCurve: timingCurve == .easeInOut ? nil : timingCurve)
  }

  /// Changes phase when the view crosses the threshold, animated with `.default` (the animation
  /// is inert: the phase changes at once).
  public static let animated = ScrollTransitionConfiguration.animated(.default)

  /// Changes phase when the view crosses the threshold, animated with `animation` (inert: the
  /// phase changes at once).
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(
      mode: .animated, thresholdValue: .visible, animationValue: animation)
  }

  /// This configuration with the view at identity once it passes `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(
      mode: mode, thresholdValue: threshold, animationValue: animationValue,
      timingCurve: timingCurve)
  }

  /// This configuration animated with `animation` (inert: the phase changes at once).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(
      mode: mode, thresholdValue: thresholdValue, animationValue: animation,
      timingCurve: timingCurve)
  }
}

extension ScrollTransitionConfiguration {
  /// A point on a view's way from hidden (wholly outside the visible region) to the centre.
  ///
  /// Measured as the distance between the view's centre and the visible region's centre along
  /// the scrolling axis: the view is at identity while the distance is at most the threshold's.
  public struct Threshold: Sendable {
    indirect enum Storage: Sendable {
      case centered
      case visible(Double)
      case inset(Storage, by: Double)
      case mix(Storage, Storage, amount: Double)
    }

    let storage: Storage

    /// The view wholly in the visible region.
    public static let visible = Threshold(storage: .visible(1))
    /// The view just wholly outside the visible region.
    public static let hidden = Threshold(storage: .visible(0))
    /// The view's centre on the visible region's centre.
    public static var centered: Threshold { Threshold(storage: .centered) }

    /// The view visible by `amount` of its length: 0 hidden, 1 wholly visible (clamped to that
    /// range, as Apple documents).
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(storage: .visible(amount))
    }

    /// A threshold `amount` of the way from this one to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(storage: .mix(storage, other.storage, amount: amount))
    }

    /// The threshold met `distance` points closer to the centre (negative: farther).
    public func inset(by distance: Double) -> Threshold {
      Threshold(storage: .inset(storage, by: distance))
    }

    /// The distance between the centres at which the threshold is met, for a visible region of
    /// length `container` and a view of length `length`; never negative (ours: a view longer
    /// than the region is at identity only when centred).
    func distance(container: Double, length: Double) -> Double {
      let value = Self.distance(storage, container: container, length: length)
      return value.isFinite ? max(value, 0) : 0
    }

    private static func distance(_ storage: Storage, container: Double, length: Double)
      -> Double
    {
      switch storage {
      case .centered:
        return 0
      case .visible(let amount):
        // `amount` of the view inside: its centre (C + L) / 2 − amount × L from the region's.
        let clamped = amount.isFinite ? min(max(amount, 0), 1) : 1
        return (container + length) / 2 - clamped * length
      case .inset(let inner, let by):
        return distance(inner, container: container, length: length) - by
      case .mix(let from, let to, let amount):
        let start = distance(from, container: container, length: length)
        let end = distance(to, container: container, length: length)
        return start + (end - start) * amount
      }
    }
  }
}
