/// Predicts the coordinates of each finger from their last two values (per-finger
/// second-order prediction, as the bin2/bin4 layouts of docs/tape-compression.md#encodings).
///
/// A finger's first sample has no prediction (it is coded as a touch-down position); its
/// second is predicted by its last value; later ones, per coordinate, by that coordinate's
/// mode: 0 the last value, 1 linear extrapolation, 2 half-step extrapolation, or 3 adaptive —
/// per finger, whichever of the three had the smallest recent error (bin4's backward-adaptive
/// choice). Ended and cancelled fingers are dropped.
///
/// Both coordinates of a sample are coded together, so one predictor tracks both: a finger is
/// found once per sample, not once per coordinate.
struct FingerPredictor {
  /// The modes the writer tries: linear and adaptive win on real strokes, and trying fewer
  /// keeps sealing cheap (ours, measured on the benchmark sessions).
  static let searchedModes: [UInt8] = [1, 3]
  /// Fingers tracked at once, the size of ``fingers``; the oldest is forgotten past this (ours:
  /// bounds damaged input).
  static let maximumFingers = 32  // source: ours (UIKit reports at most 10 fingers)
  /// The decay of the adaptive mode's error sums: each step keeps 3/4 (ours).
  static let errorDecayShift: Int64 = 2  // source: ours, tuned on the benchmark sessions

  /// A coordinate of a sample.
  enum Coordinate {
    case x
    case y
  }

  /// One coordinate of a finger: its last two values, the adaptive mode's error sums, and the
  /// size class of its last coded residual (see ``residualContext(_:)``).
  private struct Track {
    var previous: Int64
    var last: Int64
    var errors: (Int64, Int64, Int64) = (0, 0, 0)
    var residualClass = 0

    init(_ value: Int64) {
      previous = value
      last = value
    }

    /// What modes 0, 1 and 2 predict once the finger has two samples.
    @inline(__always)
    var candidates: (Int64, Int64, Int64) {
      let step = last &- previous
      return (last, last &+ step, last &+ (step >> 1))
    }

    /// Moves to `value`, first scoring the candidates against it when there were two samples.
    @inline(__always)
    mutating func record(_ value: Int64, hasTwo: Bool) {
      if hasTwo {
        let (hold, linear, half) = candidates
        let shift = FingerPredictor.errorDecayShift
        errors.0 =
          errors.0 &- (errors.0 >> shift) &+ Int64(bitPattern: (value &- hold).magnitude)
        errors.1 =
          errors.1 &- (errors.1 >> shift) &+ Int64(bitPattern: (value &- linear).magnitude)
        errors.2 =
          errors.2 &- (errors.2 >> shift) &+ Int64(bitPattern: (value &- half).magnitude)
      }
      previous = last
      last = value
    }
  }

  private struct Finger {
    var id: UInt32
    var hasTwo: Bool
    var x: Track
    var y: Track

    static let none = Finger(id: 0, hasTwo: false, x: Track(0), y: Track(0))

    @inline(__always)
    func track(_ coordinate: Coordinate) -> Track {
      switch coordinate {
      case .x: x
      case .y: y
      }
    }
  }

  let xMode: UInt8
  let yMode: UInt8
  /// The tracked fingers, oldest first, in `fingers[0..<fingerCount]`: a fixed inline buffer,
  /// so finding and updating a finger at every sample checks no array for uniqueness.
  private var fingers = InlineArray<32, Finger>(repeating: .none)
  private var fingerCount = 0
  private var slot = -1
  /// A copy of the finger found last, for the accessors that do not mutate: reading `fingers`
  /// there would copy the whole inline buffer.
  private var found = Finger.none

  init(xMode: UInt8, yMode: UInt8) {
    self.xMode = xMode
    self.yMode = yMode
  }

  /// Finds finger `id` for the calls that follow; `false` for a finger without samples (a
  /// touch-down).
  @inline(__always)
  mutating func find(id: UInt32) -> Bool {
    for index in 0..<fingerCount where fingers[index].id == id {
      slot = index
      found = fingers[index]
      return true
    }
    slot = -1
    return false
  }

  /// Removes the finger in `index`, keeping the others in order.
  private mutating func removeFinger(at index: Int) {
    for next in (index + 1)..<fingerCount { fingers[next - 1] = fingers[next] }
    fingerCount -= 1
  }

  /// The speed context of `coordinate` of the finger found last: 0 still … 4 fast (bin4's
  /// speed buckets).
  @inline(__always)
  func speedContext(_ coordinate: Coordinate) -> Int {
    guard slot >= 0, found.hasTwo else { return 0 }
    let track = found.track(coordinate)
    let step = (track.last &- track.previous).magnitude
    return min(4, 64 - step.leadingZeroBitCount)
  }

  /// The size class, 0…2, of the residual last coded for `coordinate` of the finger found
  /// last: zero, one or two bits, or more (format 1.2's coordinate contexts; ours).
  @inline(__always)
  func residualContext(_ coordinate: Coordinate) -> Int {
    slot >= 0 ? found.track(coordinate).residualClass : 0
  }

  /// Notes the zigzag residual coded for `coordinate` of the finger found last, for
  /// ``residualContext(_:)``.
  @inline(__always)
  mutating func noteResidual(_ zigzag: UInt64, _ coordinate: Coordinate) {
    guard slot >= 0 else { return }
    let residualClass = zigzag == 0 ? 0 : (zigzag < 4 ? 1 : 2)
    switch coordinate {
    case .x:
      found.x.residualClass = residualClass
      fingers[slot].x.residualClass = residualClass
    case .y:
      found.y.residualClass = residualClass
      fingers[slot].y.residualClass = residualClass
    }
  }

  /// The prediction of `coordinate`, by its mode, for the finger found by ``find(id:)``; call
  /// ``record(x:y:id:isTerminal:)`` next.
  @inline(__always)
  func prediction(_ coordinate: Coordinate) -> Int64 {
    let predictions = self.predictions(coordinate)
    switch coordinate == .x ? xMode : yMode {
    case 0: return predictions.hold
    case 1: return predictions.linear
    case 2: return predictions.half
    default: return predictions.adaptive
    }
  }

  /// What every mode (0, 1, 2 and 3) would predict for `coordinate` of the finger found last:
  /// the state a predictor keeps does not depend on its modes, so one predictor can score every
  /// mode in one pass.
  @inline(__always)
  func predictions(_ coordinate: Coordinate)
    -> (hold: Int64, linear: Int64, half: Int64, adaptive: Int64)
  {
    precondition(slot >= 0, "no finger found")
    let track = found.track(coordinate)
    guard found.hasTwo else { return (track.last, track.last, track.last, track.last) }
    let (hold, linear, half) = track.candidates
    let errors = track.errors
    let adaptive =
      errors.1 <= errors.0 && errors.1 <= errors.2 ? linear : (errors.2 <= errors.0 ? half : hold)
    return (hold, linear, half, adaptive)
  }

  /// Records the actual coordinates of the finger found last (or a new finger's first ones);
  /// the next sample finds its finger again.
  @inline(__always)
  mutating func record(x: Int64, y: Int64, id: UInt32, isTerminal: Bool) {
    if slot < 0 {
      guard !isTerminal else { return }
      if fingerCount == Self.maximumFingers { removeFinger(at: 0) }
      fingers[fingerCount] = Finger(id: id, hasTwo: false, x: Track(x), y: Track(y))
      fingerCount += 1
      return
    }
    if isTerminal {
      removeFinger(at: slot)
      return
    }
    // In place, without refreshing `found`: nothing reads it before the next `find`.
    let hasTwo = found.hasTwo
    fingers[slot].x.record(x, hasTwo: hasTwo)
    fingers[slot].y.record(y, hasTwo: hasTwo)
    fingers[slot].hasTwo = true
    slot = -1
  }
}
