/// Predicts one coordinate of each finger from its last two values (compression.md bin2/bin4:
/// per-finger second-order prediction).
///
/// A finger's first sample has no prediction (it is coded as a touch-down position); its
/// second is predicted by its last value; later ones by the column's mode: 0 the last value,
/// 1 linear extrapolation, 2 half-step extrapolation, or 3 adaptive — per finger, whichever of
/// the three had the smallest recent error (bin4's backward-adaptive choice). Ended and
/// cancelled fingers are dropped.
struct FingerPredictor {
  /// The modes a reader accepts.
  static let modes: [UInt8] = [0, 1, 2, 3]
  /// The modes the writer tries: linear and adaptive win on real strokes, and trying fewer
  /// keeps sealing cheap (ours, measured on the benchmark sessions).
  static let searchedModes: [UInt8] = [1, 3]
  /// Fingers tracked at once, the size of ``fingers``; the oldest is forgotten past this (ours:
  /// bounds damaged input).
  static let maximumFingers = 32  // source: ours (UIKit reports at most 10 fingers)
  /// The decay of the adaptive mode's error sums: each step keeps 3/4 (ours).
  static let errorDecayShift: Int64 = 2  // source: ours, tuned on the benchmark sessions

  private struct Finger {
    var id: UInt32
    var previous: Int64
    var last: Int64
    var hasTwo: Bool
    var errors: (Int64, Int64, Int64) = (0, 0, 0)
    /// The size class of this finger's last coded residual (see ``residualContext``).
    var residualClass = 0

    static let none = Finger(id: 0, previous: 0, last: 0, hasTwo: false)
  }

  let mode: UInt8
  /// The tracked fingers, oldest first, in `fingers[0..<fingerCount]`: a fixed inline buffer,
  /// so finding and updating a finger at every sample checks no array for uniqueness.
  private var fingers = InlineArray<32, Finger>(repeating: .none)
  private var fingerCount = 0
  private var slot = -1
  /// A copy of the finger found last, for the accessors that do not mutate: reading `fingers`
  /// there would copy the whole inline buffer.
  private var found = Finger.none

  init(mode: UInt8) {
    self.mode = mode
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

  /// The speed context of the finger found last: 0 still … 4 fast (bin4's speed buckets).
  @inline(__always)
  var speedContext: Int {
    guard slot >= 0, found.hasTwo else { return 0 }
    let step = (found.last &- found.previous).magnitude
    return min(4, 64 - step.leadingZeroBitCount)
  }

  /// The size class, 0…2, of the residual last coded for the finger found last: zero, one or
  /// two bits, or more (format 1.2's coordinate contexts; ours).
  @inline(__always)
  var residualContext: Int {
    slot >= 0 ? found.residualClass : 0
  }

  /// Notes the zigzag residual coded for the finger found last, for ``residualContext``.
  @inline(__always)
  mutating func noteResidual(_ zigzag: UInt64) {
    guard slot >= 0 else { return }
    found.residualClass = zigzag == 0 ? 0 : (zigzag < 4 ? 1 : 2)
    fingers[slot].residualClass = found.residualClass
  }

  @inline(__always)
  private static func candidates(_ finger: Finger) -> (Int64, Int64, Int64) {
    let step = finger.last &- finger.previous
    return (finger.last, finger.last &+ step, finger.last &+ (step >> 1))
  }

  /// The prediction for the finger found by ``find(id:)``; call ``record(_:id:isTerminal:)`` next.
  @inline(__always)
  func prediction() -> Int64 {
    prediction(mode: mode)
  }

  /// What mode `mode` would predict for the finger found last: the state a predictor keeps does
  /// not depend on its mode, so one predictor can score every mode in one pass.
  @inline(__always)
  func prediction(mode: UInt8) -> Int64 {
    let predictions = self.predictions()
    switch mode {
    case 0: return predictions.hold
    case 1: return predictions.linear
    case 2: return predictions.half
    default: return predictions.adaptive
    }
  }

  /// What every mode (0, 1, 2 and 3) would predict for the finger found last.
  @inline(__always)
  func predictions() -> (hold: Int64, linear: Int64, half: Int64, adaptive: Int64) {
    precondition(slot >= 0, "no finger found")
    let finger = found
    guard finger.hasTwo else { return (finger.last, finger.last, finger.last, finger.last) }
    let (hold, linear, half) = Self.candidates(finger)
    let errors = finger.errors
    let adaptive =
      errors.1 <= errors.0 && errors.1 <= errors.2 ? linear : (errors.2 <= errors.0 ? half : hold)
    return (hold, linear, half, adaptive)
  }

  /// Records the actual value of the finger found last (or a new finger's first value).
  @inline(__always)
  mutating func record(_ value: Int64, id: UInt32, isTerminal: Bool) {
    if slot < 0 {
      guard !isTerminal else { return }
      if fingerCount == Self.maximumFingers { removeFinger(at: 0) }
      fingers[fingerCount] = Finger(id: id, previous: value, last: value, hasTwo: false)
      fingerCount += 1
      return
    }
    if isTerminal {
      removeFinger(at: slot)
      return
    }
    var finger = found
    if finger.hasTwo {
      let (hold, linear, half) = Self.candidates(finger)
      let shift = Self.errorDecayShift
      finger.errors.0 =
        finger.errors.0 &- (finger.errors.0 >> shift)
        &+ Int64(bitPattern: (value &- hold).magnitude)
      finger.errors.1 =
        finger.errors.1 &- (finger.errors.1 >> shift)
        &+ Int64(bitPattern: (value &- linear).magnitude)
      finger.errors.2 =
        finger.errors.2 &- (finger.errors.2 >> shift)
        &+ Int64(bitPattern: (value &- half).magnitude)
    }
    finger.previous = finger.last
    finger.last = value
    finger.hasTwo = true
    fingers[slot] = finger
    found = finger
  }
}
