import HeadlessRuntime

/// String-key-path observing, as Objective-C-era code writes it:
/// `scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)`
/// and an `override func observeValue(forKeyPath:of:change:context:)`.
///
/// Headless it rides on block observing: the key paths are the ones block observations report
/// (`frame`, `bounds`, `center`, `hidden` of views; `contentOffset`, `contentSize`,
/// `contentInset` of scroll views), and the observer is a `UIResponder` (a view or a view
/// controller) or another ``HeadlessKeyValueObserver``, whose `observeValue` the surface calls.
/// Another key path, or an observer that is neither, is reported where it is added.
extension UIView {
  /// Calls `observer`'s `observeValue(forKeyPath:of:change:context:)` at each change of
  /// `keyPath`, with the new and old values as `options` ask.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    guard let responder = observer as? any HeadlessKeyValueObserver else {
      report(
        "addObserver(_:forKeyPath:options:context:)",
        "the observer \(type(of: observer)) declares no observeValue(forKeyPath:of:change:context:) "
          + "the surface can call: observe from a view, a view controller or a "
          + "HeadlessKeyValueObserver, or use observe(\\.\(keyPath)) { … }")
      return
    }
    let forward = { [weak responder] (object: UIView, new: Any?, old: Any?) -> Void in
      responder?.observeValue(
        forKeyPath: keyPath, of: object, change: NSKeyValueChangeKey.setting(new: new, old: old),
        context: context)
    }
    guard let token = observation(of: keyPath, options: options, forward) else {
      report(
        "addObserver(_:forKeyPath:options:context:)",
        "\"\(keyPath)\" is not observed headless; a view reports frame, bounds, center and hidden, "
          + "a scroll view also contentOffset, contentSize and contentInset")
      return
    }
    stringObservations.entries.append(
      StringObservations.Entry(
        observer: ObjectIdentifier(observer), keyPath: keyPath, context: context, token: token))
  }

  /// Stops `observer`'s observations of `keyPath`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    stringObservations.remove(ObjectIdentifier(observer), keyPath, context: nil, anyContext: true)
  }

  /// Stops `observer`'s observation of `keyPath` with `context`.
  public func removeObserver(
    _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    stringObservations.remove(
      ObjectIdentifier(observer), keyPath, context: context, anyContext: false)
  }

  /// A block observation of the property `keyPath` names, or nil for one not observed headless.
  private func observation(
    of keyPath: String, options: NSKeyValueObservingOptions,
    _ forward: @escaping (UIView, Any?, Any?) -> Void
  ) -> NSKeyValueObservation? {
    func view<Value>(_ path: KeyPath<UIView, Value>) -> NSKeyValueObservation {
      keyValueObservations.observe(self, path, options) { forward($0, $1.newValue, $1.oldValue) }
    }
    switch keyPath {
    case "frame": return view(\.frame)
    case "bounds": return view(\.bounds)
    case "center": return view(\.center)
    case "hidden": return view(\.isHidden)
    default: break
    }
    guard let scrollView = self as? UIScrollView else { return nil }
    func scroll<Value>(_ path: KeyPath<UIScrollView, Value>) -> NSKeyValueObservation {
      keyValueObservations.observe(scrollView, path, options) {
        forward($0, $1.newValue, $1.oldValue)
      }
    }
    switch keyPath {
    case "contentOffset": return scroll(\.contentOffset)
    case "contentSize": return scroll(\.contentSize)
    case "contentInset": return scroll(\.contentInset)
    default: return nil
    }
  }

  /// The view's string-key-path observations, kept beside it.
  private var stringObservations: StringObservations {
    if let existing = objc_getAssociatedObject(self, &StringObservations.key) as? StringObservations
    {
      return existing
    }
    let made = StringObservations()
    objc_setAssociatedObject(self, &StringObservations.key, made, .OBJC_ASSOCIATION_RETAIN)
    return made
  }
}

/// One view's string-key-path observations, each with the block observation behind it.
final class StringObservations {
  nonisolated(unsafe) static var key: UInt8 = 0

  struct Entry {
    let observer: ObjectIdentifier
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    let token: NSKeyValueObservation
  }

  var entries: [Entry] = []

  /// Removes the observer's observations of `keyPath` (with `context`, unless any will do).
  func remove(
    _ observer: ObjectIdentifier, _ keyPath: String, context: UnsafeMutableRawPointer?,
    anyContext: Bool
  ) {
    entries.removeAll { entry in
      guard entry.observer == observer, entry.keyPath == keyPath,
        anyContext || entry.context == context
      else { return false }
      entry.token.invalidate()
      return true
    }
  }
}
