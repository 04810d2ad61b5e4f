/// Predicts one coordinate of each finger from its last two values (compression.md bin2:
/// second-order per-finger prediction, the order chosen per chunk and column).
///
/// A finger's first sample is predicted by the last coordinate of any finger; its second by
/// its own last value; later ones by the chunk's mode. Ended and cancelled fingers are dropped.
struct FingerPredictor {
  /// The modes a column may choose: last value, linear extrapolation, half-step extrapolation.
  static let modes: [UInt8] = [0, 1, 2]

  private struct Finger {
    var id: UInt32
    var previous: Int64
    var last: Int64
    var hasTwo: Bool
  }

  /// Fingers tracked at once; the oldest is forgotten past this (ours: bounds damaged input).
  static let maximumFingers = 32

  let mode: UInt8
  private var fingers: [Finger] = []
  private var lastAny: Int64 = 0
  private var slot = -1

  init(mode: UInt8) {
    self.mode = mode
    fingers.reserveCapacity(10)
  }

  /// The prediction for the next value of finger `id`; call ``record(_:isTerminal:)`` next.
  @inline(__always)
  mutating func predict(id: UInt32) -> Int64 {
    slot = -1
    for index in fingers.indices where fingers[index].id == id {
      slot = index
      let finger = fingers[index]
      guard finger.hasTwo else { return finger.last }
      let step = finger.last &- finger.previous
      switch mode {
      case 0: return finger.last
      case 1: return finger.last &+ step
      default: return finger.last &+ (step >> 1)
      }
    }
    if fingers.count == Self.maximumFingers { fingers.removeFirst() }
    fingers.append(Finger(id: id, previous: 0, last: 0, hasTwo: false))
    return lastAny
  }

  /// Records the actual value of the finger last predicted.
  @inline(__always)
  mutating func record(_ value: Int64, isTerminal: Bool) {
    lastAny = value
    if slot < 0 {
      if isTerminal {
        fingers.removeLast()
      } else {
        fingers[fingers.count - 1].last = value
      }
      return
    }
    if isTerminal {
      fingers.remove(at: slot)
      return
    }
    fingers[slot].previous = fingers[slot].last
    fingers[slot].last = value
    fingers[slot].hasTwo = true
  }
}
