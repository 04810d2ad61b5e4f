import Foundation

/// What a layer runs when a property changes (inert headless: nothing animates implicitly).
public protocol CAAction {
  /// Runs the action for `event` on `anObject`.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAction {
  /// Does nothing headless.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// `NSNull()` in `layer.actions` turns an implicit animation off, as on Apple's platforms.
extension NSNull: CAAction {}
