import Foundation

/// Values that several threads fill in at once, each slot by one thread, and read once they
/// are done.
///
/// A slot is nil until it is set: no placeholder value can be mistaken for a result.
final class LockedSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]
  private var claimed = 0

  /// `count` empty slots.
  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// The next slot no thread has claimed yet, or `nil` when every slot is claimed: threads that
  /// take slots one at a time finish together however long each slot takes.
  func claim() -> Int? {
    lock.withLock {
      guard claimed < slots.count else { return nil }
      claimed += 1
      return claimed - 1
    }
  }

  /// Sets slot `index` to `value`.
  func set(_ value: Value, at index: Int) {
    lock.withLock { slots[index] = value }
  }

  /// Every slot, in order: nil where none was set.
  var values: [Value?] { lock.withLock { slots } }
}
