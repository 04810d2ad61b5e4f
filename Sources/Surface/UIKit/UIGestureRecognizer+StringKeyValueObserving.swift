import HeadlessRuntime

/// String-key-path observing of a recognizer's `state`, as Objective-C-era code writes it:
/// `pan.addObserver(self, forKeyPath: "state", options: [.new], context: nil)`. The observer is a
/// view or a view controller, whose `observeValue(forKeyPath:of:change:context:)` hears each
/// change with the states' raw values.
extension UIGestureRecognizer {
  /// Calls `observer`'s `observeValue(forKeyPath:of:change:context:)` at each change of
  /// `keyPath` (`"state"`), with the new and old raw values as `options` ask.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    guard keyPath == "state", let responder = observer as? any HeadlessKeyValueObserver else {
      report(
        "addObserver(_:forKeyPath:options:context:)",
        "a recognizer reports \"state\" to views, view controllers and other "
          + "HeadlessKeyValueObservers only; \"\(keyPath)\" from "
          + "\(type(of: observer)) is not observed headless")
      return
    }
    stateObservations.entries.append(
      StateObservation(responder: responder, context: context, options: options))
  }

  /// Stops `observer`'s observations of `keyPath`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    stateObservations.entries.removeAll { $0.responder === observer || $0.responder == nil }
  }

  /// Stops `observer`'s observation of `keyPath` with `context`.
  public func removeObserver(
    _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    stateObservations.entries.removeAll {
      ($0.responder === observer && $0.context == context) || $0.responder == nil
    }
  }

  /// Tells the state's observers of a change from `old`.
  func notifyStateObservers(old: State) {
    guard
      let observations = objc_getAssociatedObject(self, &StateObservations.key)
        as? StateObservations
    else { return }
    for entry in observations.entries {
      let change = NSKeyValueChangeKey.setting(
        new: entry.options.contains(.new) ? state.rawValue : nil,
        old: entry.options.contains(.old) ? old.rawValue : nil)
      entry.responder?.observeValue(
        forKeyPath: "state", of: self, change: change, context: entry.context)
    }
  }

  private var stateObservations: StateObservations {
    if let existing = objc_getAssociatedObject(self, &StateObservations.key) as? StateObservations {
      return existing
    }
    let made = StateObservations()
    objc_setAssociatedObject(self, &StateObservations.key, made, .OBJC_ASSOCIATION_RETAIN)
    return made
  }
}

/// One observation of a recognizer's state.
struct StateObservation {
  weak var responder: (any HeadlessKeyValueObserver)?
  let context: UnsafeMutableRawPointer?
  let options: NSKeyValueObservingOptions
}

/// A recognizer's state observations, kept beside it.
final class StateObservations {
  nonisolated(unsafe) static var key: UInt8 = 0
  var entries: [StateObservation] = []
}
