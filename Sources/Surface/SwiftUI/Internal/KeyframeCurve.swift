import ScrollPhysics

/// A track's keyframes resolved into pieces over time, in the animated value's numbers: where
/// each piece starts and ends and how fast it moves there, so the track can be read at any time.
///
/// Each keyframe starts where the one before it ended, at the speed it ended with (its own
/// start velocity when it gives one), so motion stays smooth across keyframes as Apple
/// documents for cubic and spring keyframes.
struct KeyframeCurve<Data: VectorArithmetic> {
  /// One keyframe's piece of the curve.
  struct Piece {
    enum Shape {
      case linear(UnitCurve)
      case spring(SpringDescription)
      case cubic
      case move
    }

    let shape: Shape
    /// When it starts, in seconds from the track's start.
    let start: Double
    /// How long it lasts, in seconds.
    let duration: Double
    let from: Data
    /// Its keyframe's value.
    let to: Data
    /// Its speed at the start, per second.
    let startVelocity: Data
    /// A cubic's speed at the end, per second (the other shapes' follows from their motion).
    let endVelocity: Data
  }

  /// A keyframe as numbers, its duration made safe.
  private struct Keyframe {
    let shape: Piece.Shape
    let to: Data
    let duration: Double
    let startVelocity: Data?
    let endVelocity: Data?
  }

  /// The value before the first keyframe.
  let initial: Data
  let pieces: [Piece]
  /// The track's length in seconds: its keyframes' durations added up.
  let duration: Double

  /// The curve of `segments` from `initial`, starting at `velocity` (what an interrupted
  /// animation was moving at; at rest when nil).
  init<Value: Animatable>(
    initial: Data, segments: [KeyframeSegment<Value>], velocity carried: Data?
  ) where Value.AnimatableData == Data {
    let keyframes = segments.map { Self.keyframe($0) }
    var pieces: [Piece] = []
    pieces.reserveCapacity(keyframes.count)
    var time = 0.0
    var position = initial
    var velocity = carried ?? .zero
    for (index, keyframe) in keyframes.enumerated() {
      let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
      let startVelocity = keyframe.startVelocity ?? velocity
      let endVelocity: Data
      switch keyframe.shape {
      case .cubic:
        endVelocity =
          keyframe.endVelocity
          ?? Self.automaticEndVelocity(of: keyframe, from: position, before: next)
      case .linear, .spring, .move:
        endVelocity = .zero
      }
      let piece = Piece(
        shape: keyframe.shape, start: time, duration: keyframe.duration, from: position,
        to: keyframe.to, startVelocity: startVelocity, endVelocity: endVelocity)
      pieces.append(piece)
      time += piece.duration
      position = piece.end
      velocity = piece.velocity(at: piece.duration)
    }
    self.initial = initial
    self.pieces = pieces
    duration = time
  }

  /// The value at `time` seconds from the track's start (its start before it; its end after).
  func value(at time: Double) -> Data {
    let time = KeyframeSeconds.time(time)
    guard let piece = piece(at: time) else { return initial }
    if time >= piece.start + piece.duration { return piece.end }
    return piece.value(at: time - piece.start)
  }

  /// The speed at `time`, per second: at rest before the track starts and once it has ended.
  func velocity(at time: Double) -> Data {
    let time = KeyframeSeconds.time(time)
    guard time < duration, let piece = piece(at: time) else { return .zero }
    return piece.velocity(at: time - piece.start)
  }

  /// The piece that holds `time`: the last one that starts at or before it (at a keyframe's time
  /// the next keyframe's piece, so a move takes effect at its time).
  private func piece(at time: Double) -> Piece? {
    var low = 0
    var high = pieces.count
    while low < high {
      let middle = (low + high) / 2
      if pieces[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? pieces[low - 1] : nil
  }

  /// `segment` as numbers; a spring without a duration lasts its settling duration (Apple,
  /// SpringKeyframe.init(_:duration:spring:startVelocity:): "nil to use the settling duration
  /// of the spring").
  private static func keyframe<Value: Animatable>(_ segment: KeyframeSegment<Value>) -> Keyframe
  where Value.AnimatableData == Data {
    switch segment {
    case .linear(let to, let duration, let curve):
      Keyframe(
        shape: .linear(curve), to: to.animatableData,
        duration: KeyframeSeconds.duration(duration), startVelocity: nil, endVelocity: nil)
    case .spring(let to, let duration, let spring, let startVelocity):
      Keyframe(
        shape: .spring(spring.description), to: to.animatableData,
        duration: KeyframeSeconds.duration(duration ?? spring.settlingDuration),
        startVelocity: startVelocity?.animatableData, endVelocity: nil)
    case .cubic(let to, let duration, let startVelocity, let endVelocity):
      Keyframe(
        shape: .cubic, to: to.animatableData, duration: KeyframeSeconds.duration(duration),
        startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)
    case .move(let to):
      Keyframe(
        shape: .move, to: to.animatableData, duration: 0, startVelocity: nil, endVelocity: nil)
    }
  }

  /// A cubic keyframe's end speed when it gives none.
  ///
  /// Before another cubic keyframe, the Catmull-Rom tangent: the slope from this piece's start
  /// to the next keyframe's value over their two durations (Apple, CubicKeyframe: "Adjacent cubic
  /// keyframes result in a Catmull-Rom spline"; the finite-difference form for keyframes unevenly
  /// spaced in time). Before another kind, that keyframe's start speed (Apple, CubicKeyframe: "the
  /// initial velocity of the next segment is used as the end velocity"). At the end of the track,
  /// or before a move or a spring that takes its speed from this one, at rest (ours).
  private static func automaticEndVelocity(
    of keyframe: Keyframe, from start: Data, before next: Keyframe?
  ) -> Data {
    guard let next else { return .zero }
    switch next.shape {
    case .cubic:
      if let given = next.startVelocity { return given }
      let span = keyframe.duration + next.duration
      return span > 0 ? (next.to - start).scaled(by: 1 / span) : .zero
    case .linear(let curve):
      guard next.duration > 0 else { return .zero }
      return (next.to - keyframe.to).scaled(by: curve.velocity(at: 0) / next.duration)
    case .spring:
      return next.startVelocity ?? .zero
    case .move:
      return .zero
    }
  }
}

extension KeyframeCurve.Piece {
  /// Where it ends: its keyframe's value, or, for a spring cut short of rest, where the spring
  /// is then (ours: the next keyframe carries on from there rather than jumping).
  var end: Data {
    switch shape {
    case .spring: value(at: duration)
    case .linear, .cubic, .move: to
    }
  }

  /// The value `local` seconds after it starts: exactly its start and end values at its ends
  /// (values too large to subtract read as themselves there, not as NaN).
  func value(at local: Double) -> Data {
    let local = min(max(local, 0), duration)
    switch shape {
    case .move:
      return to
    case .linear(let curve):
      // Apple, LinearKeyframe: "simple linear interpolation", paced by its unit curve.
      guard duration > 0, local < duration else { return to }
      guard local > 0 else { return from }
      return from + (to - from).scaled(by: curve.value(at: local / duration))
    case .spring(let spring):
      // The spring's motion is linear in its start offset and speed: the unit responses scale.
      let (offset, impulse) = Self.unitResponses(of: spring)
      return to + (from - to).scaled(by: offset.position(at: local))
        + startVelocity.scaled(by: impulse.position(at: local))
    case .cubic:
      // Cubic Hermite: h₀₀ p₀ + h₁₀ Δ m₀ + h₀₁ p₁ + h₁₁ Δ m₁, with s the fraction of Δ.
      guard duration > 0, local < duration else { return to }
      guard local > 0 else { return from }
      let s = local / duration
      let (s2, s3) = (s * s, s * s * s)
      return from.scaled(by: 2 * s3 - 3 * s2 + 1)
        + startVelocity.scaled(by: (s3 - 2 * s2 + s) * duration)
        + to.scaled(by: -2 * s3 + 3 * s2) + endVelocity.scaled(by: (s3 - s2) * duration)
    }
  }

  /// The speed `local` seconds after it starts, per second.
  func velocity(at local: Double) -> Data {
    let local = min(max(local, 0), duration)
    switch shape {
    case .move:
      return .zero
    case .linear(let curve):
      guard duration > 0 else { return .zero }
      return (to - from).scaled(by: curve.velocity(at: local / duration) / duration)
    case .spring(let spring):
      let (offset, impulse) = Self.unitResponses(of: spring)
      return (from - to).scaled(by: offset.velocity(at: local))
        + startVelocity.scaled(by: impulse.velocity(at: local))
    case .cubic:
      // The Hermite basis differentiated, over Δ for seconds.
      guard duration > 0 else { return endVelocity }
      let s = local / duration
      let s2 = s * s
      return (to - from).scaled(by: (6 * s - 6 * s2) / duration)
        + startVelocity.scaled(by: 3 * s2 - 4 * s + 1) + endVelocity.scaled(by: 3 * s2 - 2 * s)
    }
  }

  /// The spring's motion from 1 at rest, and from 0 at a speed of 1, towards 0: ScrollPhysics'
  /// spring, the one every SwiftUI animation here uses.
  private static func unitResponses(of spring: SpringDescription) -> (
    offset: SpringSimulation, impulse: SpringSimulation
  ) {
    (
      SpringSimulation(spring: spring, start: 1, end: 0, velocity: 0),
      SpringSimulation(spring: spring, start: 0, end: 0, velocity: 1)
    )
  }
}
