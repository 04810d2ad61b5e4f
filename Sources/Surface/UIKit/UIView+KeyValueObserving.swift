import HeadlessRuntime

/// Block-based key-value observing, as Foundation offers it on Apple's platforms:
/// `scrollView.observe(\.contentOffset, options: [.new, .old]) { view, change in … }`.
///
/// Headless, views and scroll views report changes of their geometry: `contentOffset` (after
/// `scrollViewDidScroll`, as UIKit's setter returns after the delegate heard of it),
/// `contentSize`, `contentInset`, `frame`, `bounds` and `center`, and any property derived from
/// them, and of `isHidden`; view controllers report changes of `parent`. At each such change
/// every observation of the object compares its key path's value with the last one it reported
/// and calls its handler when it differs (when the value is `Equatable`; otherwise at every
/// change). String key paths (`addObserver(_:forKeyPath:…)`, `observeValue(forKeyPath:…)`) ride
/// on these observations (`UIView+StringKeyValueObserving.swift`).
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
  /// Observes `keyPath` of this view; the observation runs until the returned object is
  /// invalidated or released.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    keyValueObservations.observe(self, keyPath, options, changeHandler)
  }
}

extension UIViewController: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIViewController {
  /// Observes `keyPath` of this controller (its `parent` changes are reported); the observation
  /// runs until the returned object is invalidated or released.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    keyValueObservations.observe(self, keyPath, options, changeHandler)
  }
}

extension UIView {
  /// Tells this view's observations that its geometry changed; each calls its handler when its
  /// value differs from the last it reported.
  func notifyKeyValueObservers() {
    keyValueObservations.notify(self, reporting: self)
  }
}

/// The block observations of one object (a view or a view controller), told at each change of
/// what they may observe.
final class KeyValueObservations {
  // `@exclusivity(unchecked)`: every geometry setter of every view asks whether there are
  // observers; the run-time check cost more than the read (handlers run on a copy of the list).
  @exclusivity(unchecked) private var observers: [KeyValueObserver] = []
  /// How deep handlers that change what they observe have come back here.
  @exclusivity(unchecked) private var depth = 0

  /// Adds an observation of `object`'s `keyPath`, reporting its changes to `changeHandler`.
  func observe<Object: AnyObject, Value>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>, _ options: NSKeyValueObservingOptions,
    _ changeHandler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    var last = object[keyPath: keyPath]
    let observer = KeyValueObserver { changed in
      guard let object = changed as? Object else { return }
      let value = object[keyPath: keyPath]
      guard !KeyValueObserver.isSame(last, value) else { return }
      let old = last
      last = value
      changeHandler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
    observers.append(observer)
    if options.contains(.initial) {
      changeHandler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
          indexes: nil, isPrior: false))
    }
    return NSKeyValueObservation { [weak self, weak observer] in
      self?.observers.removeAll { $0 === observer }
    }
  }

  /// Tells every observation that `object` changed.
  func notify(_ object: AnyObject, reporting reporter: some HeadlessProblemReporting) {
    guard !observers.isEmpty else { return }
    // A handler that changes what it observes comes back here: 16 levels, then reported.
    guard depth < 16 else {
      reporter.report(
        "observe(_:options:changeHandler:)",
        "an observation's handler changed what it observes again more than 16 times deep; a "
          + "handler that sets what it observes must stop when the value is already right")
      return
    }
    depth += 1
    defer { depth -= 1 }
    for observer in observers { observer.notify(object) }
  }
}

/// One observation: compares its value at each change of the object it observes.
final class KeyValueObserver {
  let notify: (AnyObject) -> Void

  init(notify: @escaping (AnyObject) -> Void) {
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
