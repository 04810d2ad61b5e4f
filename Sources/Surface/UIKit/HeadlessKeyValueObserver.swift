import HeadlessRuntime

/// What hears string-key-path observations (`addObserver(_:forKeyPath:options:context:)`):
/// every `UIResponder`, and a class that subclasses `NSObject` directly and declares
/// `observeValue(forKeyPath:of:change:context:)`, which the HapticTapePort build plugin makes
/// conform (Swift's `NSObject` on Linux has no such method to override).
///
/// ```swift
/// final class HeaderTracker: NSObject, HeadlessKeyValueObserver {
///   private(set) var offsets: [CGFloat] = []
///
///   func observeValue(
///     forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
///     context: UnsafeMutableRawPointer?
///   ) {
///     if let offset = change?[.newKey] as? CGPoint { offsets.append(offset.y) }
///   }
/// }
/// ```
public protocol HeadlessKeyValueObserver: AnyObject {
  /// Hears a change of a key path this object observes.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension HeadlessKeyValueObserver {
  /// `NSObject`'s own `observeValue`, which `super.observeValue(…)` reaches in a class that
  /// subclasses `NSObject` directly: an observation nobody handled, reported (iOS raises).
  public func observeValueInNSObject(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    HeadlessRuntime.current?.report(
      HeadlessProblem(
        type: String(describing: type(of: self)),
        call: "observeValue(forKeyPath:of:change:context:)",
        message:
          "\(type(of: self)) passed an observation of \"\(keyPath ?? "")\" to NSObject's "
          + "observeValue(forKeyPath:of:change:context:), which iOS raises on"))
  }
}

extension UIResponder: HeadlessKeyValueObserver {}
