import TouchCore

/// How fast a recognizer's value changes: from its last value at the previous sample time to
/// its latest value, per second (ours: UIKit does not publish how it smooths a pinch's or a
/// rotation's velocity).
///
/// Two fingers' samples arrive one at a time with the same timestamp; measuring from the
/// previous instant's last value counts both fingers' movement.
struct GestureRate {
  private var previous: (value: CGFloat, time: Timestamp)?
  private var latest: (value: CGFloat, time: Timestamp)?
  /// The value's rate of change in units per second; 0 until samples at two times.
  private(set) var velocity: CGFloat = 0

  /// Adds a sample at `time`.
  mutating func add(_ value: CGFloat, at time: Timestamp) {
    if let latest, time > latest.time { previous = latest }
    latest = (value, time)
    guard let previous, time > previous.time else { return }
    let rate = (value - previous.value) / CGFloat((time - previous.time).seconds)
    velocity = rate.isFinite ? rate : 0
  }

  /// Forgets the samples (the app set the value, or a new gesture began).
  mutating func reset() { self = GestureRate() }
}
