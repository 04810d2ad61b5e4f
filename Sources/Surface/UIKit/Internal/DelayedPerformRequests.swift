import Foundation
import HeadlessRuntime
import QuartzCore

/// The `perform(_:with:afterDelay:)` calls waiting on a replay's clock, so that
/// `cancelPreviousPerformRequests` can find them.
final class DelayedPerformRequests {
  struct Key: Hashable {
    let target: ObjectIdentifier
    let selector: Selector
  }

  private var pending: [(id: ScheduledWorkID, key: Key, argument: Any?)] = []

  func add(_ id: ScheduledWorkID, key: Key, argument: Any?) {
    pending.append((id, key, argument))
  }

  func remove(_ id: ScheduledWorkID) {
    pending.removeAll { $0.id == id }
  }

  /// Removes and returns the requests of `target`, with `selector` when given, and with an
  /// argument equal to `argument` when given (`.some(nil)` matches only a nil argument).
  func take(target: ObjectIdentifier, selector: Selector?, argument: Any??) -> [ScheduledWorkID] {
    var taken: [ScheduledWorkID] = []
    pending.removeAll { request in
      guard request.key.target == target else { return false }
      if let selector, request.key.selector != selector { return false }
      if let argument, !Self.equal(request.argument, argument) { return false }
      taken.append(request.id)
      return true
    }
    return taken
  }

  private static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs as NSObject, let rhs as NSObject): return lhs.isEqual(rhs)
    case (let lhs as AnyHashable, let rhs as AnyHashable): return lhs == rhs
    default: return false
    }
  }
}
