import Foundation

/// Values that several threads fill in at once, each slot by one thread, and read once they
/// are done.
final class LockedSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value]

  /// `count` slots, each holding `initial` until it is set.
  init(repeating initial: Value, count: Int) {
    slots = Array(repeating: initial, count: count)
  }

  /// Sets slot `index` to `value`.
  func set(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  /// Every slot, in order.
  var values: [Value] { lock.withLock { slots } }
}
