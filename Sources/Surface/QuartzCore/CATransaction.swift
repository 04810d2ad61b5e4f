import Foundation

/// Core Animation's transactions, inert: layer changes here apply at once (nothing is drawn or
/// implicitly animated), so a transaction only keeps its settings for the app to read back and
/// runs its completion block when it commits (ours: on a device the block runs once the
/// transaction's animations finish; with no layer animations modelled, that is at commit).
///
/// Transactions nest; ``commit()`` ends the innermost. One stack is shared by all threads (a
/// replay runs on one thread at a time).
open class CATransaction: @unchecked Sendable {
  private struct Settings {
    var disableActions = false
    var animationDuration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
  }

  private final class Stack: @unchecked Sendable {
    let lock = NSLock()
    var frames: [Settings] = []
  }

  private static let stack = Stack()

  /// Creates a transaction object (all the API is on the type, as in Core Animation).
  public init() {}

  /// Begins a transaction.
  open class func begin() {
    stack.lock.lock()
    defer { stack.lock.unlock() }
    // A bounded stack: an app that never commits stops nesting after 10,000 levels.
    guard stack.frames.count < 10_000 else { return }
    stack.frames.append(Settings())
  }

  /// Commits the innermost transaction and runs its completion block; with no transaction
  /// begun, does nothing.
  open class func commit() {
    stack.lock.lock()
    let frame = stack.frames.popLast()
    stack.lock.unlock()
    frame?.completion?()
  }

  /// Commits pending changes (inert: they are applied at once).
  open class func flush() {}

  /// Locks the transaction machinery (inert).
  open class func lock() {}

  /// Unlocks it (inert).
  open class func unlock() {}

  /// Whether implicit actions are disabled in the current transaction.
  open class func disableActions() -> Bool { read(\.disableActions) ?? false }

  /// Disables or enables implicit actions for the current transaction.
  open class func setDisableActions(_ flag: Bool) { write { $0.disableActions = flag } }

  /// The current transaction's animation duration, 0.25 s by default.
  open class func animationDuration() -> CFTimeInterval { read(\.animationDuration) ?? 0.25 }

  /// Sets the current transaction's animation duration.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {
    write { $0.animationDuration = dur }
  }

  /// The current transaction's timing function, if set.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    read(\.timingFunction) ?? nil
  }

  /// Sets the current transaction's timing function.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    write { $0.timingFunction = function }
  }

  /// The current transaction's completion block, if set.
  open class func completionBlock() -> (() -> Void)? { read(\.completion) ?? nil }

  /// Sets the block run when the current transaction commits; with no transaction begun, the
  /// block runs at once (ours: Core Animation's implicit transaction commits at the end of the
  /// run-loop turn).
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    stack.lock.lock()
    if stack.frames.isEmpty {
      stack.lock.unlock()
      block?()
      return
    }
    stack.frames[stack.frames.count - 1].completion = block
    stack.lock.unlock()
  }

  private class func read<Value>(_ key: KeyPath<Settings, Value>) -> Value? {
    stack.lock.lock()
    defer { stack.lock.unlock() }
    return stack.frames.last?[keyPath: key]
  }

  private class func write(_ change: (inout Settings) -> Void) {
    stack.lock.lock()
    defer { stack.lock.unlock() }
    guard !stack.frames.isEmpty else { return }
    change(&stack.frames[stack.frames.count - 1])
  }
}
