import HeadlessRuntime

/// Block-based key-value observing, as Foundation offers it on Apple's platforms:
/// `scrollView.observe(\.contentOffset, options: [.new, .old]) { view, change in … }`.
///
/// Headless, views and scroll views report changes of their geometry: `contentOffset` (after
/// `scrollViewDidScroll`, as UIKit's setter returns after the delegate heard of it),
/// `contentSize`, `contentInset`, `frame`, `bounds` and `center`, and any property derived from
/// them. At each such change every observation of the view compares its key path's value with
/// the last one it reported and calls its handler when it differs (when the value is
/// `Equatable`; otherwise at every change). String key paths (`addObserver(_:forKeyPath:…)`,
/// `observeValue(forKeyPath:…)`) need the Objective-C runtime and are absent.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
  /// Observes `keyPath` of this view; the observation runs until the returned object is
  /// invalidated or released.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    var last = self[keyPath: keyPath]
    let observer = UIViewKeyValueObserver { view in
      guard let object = view as? Self else { return }
      let value = object[keyPath: keyPath]
      guard !UIViewKeyValueObserver.isSame(last, value) else { return }
      let old = last
      last = value
      changeHandler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
    keyValueObservers.append(observer)
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
          indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation { [weak self, weak observer] in
      self?.keyValueObservers.removeAll { $0 === observer }
    }
  }
}

extension UIView {
  /// Tells this view's observations that its geometry changed; each calls its handler when its
  /// value differs from the last it reported.
  func notifyKeyValueObservers() {
    guard !keyValueObservers.isEmpty else { return }
    // A handler that changes what it observes comes back here: 16 levels, then reported.
    guard keyValueNotificationDepth < 16 else {
      report(
        "observe(_:options:changeHandler:)",
        "an observation's handler changed the view again more than 16 times deep; a "
          + "handler that sets what it observes must stop when the value is already right")
      return
    }
    keyValueNotificationDepth += 1
    defer { keyValueNotificationDepth -= 1 }
    for observer in keyValueObservers { observer.notify(self) }
  }
}

/// One observation of a view: compares its value at each change of the view.
final class UIViewKeyValueObserver {
  let notify: (UIView) -> Void

  init(notify: @escaping (UIView) -> Void) {
    self.notify = notify
  }

  /// Whether `a` and `b` are equal values of one `Equatable` type (false when they cannot be
  /// compared: such an observation hears of every change).
  static func isSame(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isSameValue(as: b)
  }
}

extension Equatable {
  fileprivate func isSameValue(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
