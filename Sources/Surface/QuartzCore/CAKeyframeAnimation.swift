import Foundation

/// An animation of one property through a sequence of values.
///
/// Each value is held at its key time (evenly spaced when ``keyTimes`` is nil), and the
/// presentation moves between neighbours linearly, paced by the segment's timing function
/// (``calculationMode`` `.discrete` jumps instead). ``path`` and ``rotationMode`` are kept and
/// inert (nothing is drawn headless).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, in order.
  open var values: [Any]?
  /// When each value is reached, as fractions of the duration (0…1, ascending); evenly spaced
  /// when nil or of another count.
  open var keyTimes: [NSNumber]?
  /// The pacing of each segment between two values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between key times are found: `.linear` (and `.paced`, `.cubic`,
  /// `.cubicPaced`, as linear) or `.discrete`.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// A path for a point property to follow (inert).
  open var path: CGPath?
  /// Whether a layer turns along ``path`` (inert).
  open var rotationMode: CAAnimationRotationMode?

  /// The neighbouring values and the fraction between them at `fraction` of the animation;
  /// nil without values.
  func segment(at fraction: Double) -> (from: Any, to: Any, progress: Double)? {
    guard let values, let first = values.first else { return nil }
    guard values.count > 1 else { return (first, first, 0) }
    let times = keyTimes(count: values.count)
    let clamped = min(max(fraction.isFinite ? fraction : 0, 0), 1)
    var index = 0
    while index < values.count - 2, clamped >= times[index + 1] { index += 1 }
    if calculationMode == .discrete {
      let held = clamped >= times[index + 1] ? index + 1 : index
      return (values[held], values[held], 0)
    }
    let span = times[index + 1] - times[index]
    var local = span > 0 ? (clamped - times[index]) / span : 1
    local = min(max(local, 0), 1)
    if let functions = timingFunctions, index < functions.count {
      local = functions[index].value(atFraction: local)
    }
    return (values[index], values[index + 1], local)
  }

  /// The key times for `count` values: the app's when they fit (count of them, ascending, in
  /// 0…1), evenly spaced otherwise.
  private func keyTimes(count: Int) -> [Double] {
    if let keyTimes, keyTimes.count == count {
      let times = keyTimes.map(\.doubleValue)
      if zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }),
        times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 })
      {
        return times
      }
    }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}

/// How a keyframe animation finds values between key times.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight lines between values.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held until the next key time.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// An even pace (as linear headless).
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the values (as linear headless).
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at an even pace (as linear headless).
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer turns to follow a keyframe path (inert).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Turn along the path.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turn along the path, backwards.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
