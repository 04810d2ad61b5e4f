import Dispatch
import Foundation
import HeadlessRuntime
import QuartzCore

// The `NSObject` methods that take a selector, on the replay's virtual clock. Swift on Linux has
// no Objective-C runtime: a ``Selector`` made from a method (ported code's `#selector`) carries
// the method, so these call it directly.

extension NSObject {
  /// Whether this object's type has the method `selector` was made from (false for a selector
  /// made from a name alone, which carries no method).
  public func responds(to selector: Selector) -> Bool { selector.isCallable(on: self) }

  /// Calls `selector`'s method on this object now.
  ///
  /// The result is not returned (nil), as the unmanaged object iOS returns rarely is read.
  @discardableResult
  public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
    perform(selector, with: nil)
  }

  /// Calls `selector`'s method on this object now with `object` as its argument.
  @discardableResult
  public func perform(_ selector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    if let problem = selector.perform(on: self, sender: object).problem(selector, target: self) {
      HeadlessRuntime.current?.report(
        HeadlessProblem(type: "\(type(of: self))", call: "perform(_:with:)", message: problem))
    }
    return nil
  }

  /// Calls `selector`'s method on this object with `object` after `delay` seconds: on the
  /// virtual clock inside a replay (the object and the argument are kept until then, as iOS
  /// keeps them), on the main queue outside one.
  public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
    guard let runtime = HeadlessRuntime.current else {
      DispatchQueue.main.virtualAsyncAfter(deadline: .now() + max(delay, 0)) {
        self.perform(selector, with: object)
      }
      return
    }
    let requests = runtime.state(DelayedPerformRequests.self) { DelayedPerformRequests() }
    let key = DelayedPerformRequests.Key(target: ObjectIdentifier(self), selector: selector)
    var id: ScheduledWorkID?
    id = runtime.schedule(after: .appRequested(seconds: delay)) { [weak requests] in
      if let id { requests?.remove(id) }
      self.perform(selector, with: object)
    }
    if let id { requests.add(id, key: key, argument: object) }
  }

  /// Cancels every delayed `perform(_:with:afterDelay:)` of `target`.
  public class func cancelPreviousPerformRequests(withTarget target: Any) {
    guard let runtime = HeadlessRuntime.current else { return }
    let requests = runtime.state(DelayedPerformRequests.self) { DelayedPerformRequests() }
    for id in requests.take(
      target: ObjectIdentifier(target as AnyObject), selector: nil, argument: nil)
    {
      runtime.cancel(id)
    }
  }

  /// Cancels the delayed `perform(_:with:afterDelay:)` of `target` with `selector` and an
  /// argument equal to `argument` (compared with `isEqual`, as iOS does).
  public class func cancelPreviousPerformRequests(
    withTarget target: Any, selector: Selector, object argument: Any?
  ) {
    guard let runtime = HeadlessRuntime.current else { return }
    let requests = runtime.state(DelayedPerformRequests.self) { DelayedPerformRequests() }
    let found = requests.take(
      target: ObjectIdentifier(target as AnyObject), selector: selector, argument: .some(argument))
    for id in found { runtime.cancel(id) }
  }
}

extension NotificationCenter {
  /// Calls `selector` on `observer` (held weakly) for each notification named `name` (any, when
  /// nil) from `object` (any, when nil), with the notification as the argument when the method
  /// takes one.
  ///
  /// `removeObserver(_:)` cannot remove such an observation (Foundation's method on Linux does
  /// not know it); it ends when the observer is deallocated, as observations have on iOS 9 and
  /// later.
  public func addObserver(
    _ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?
  ) {
    let target = WeakObserver(observer as AnyObject)
    _ = addObserver(forName: name, object: object, queue: nil) { notification in
      guard let observer = target.object else { return }
      _ = selector.perform(on: observer, sender: notification)
    }
  }
}

/// A weakly held observer, handed to Foundation's `@Sendable` block.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
