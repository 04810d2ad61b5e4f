import HeadlessRuntime
import QuartzCore

extension UIControl {
  /// Calls `action` on `target` for `controlEvents`.
  ///
  /// The control is the sender (with a touch event, when the method takes two arguments). The
  /// target is held weakly; a nil target sends the action up the responder chain to the first
  /// responder whose type has the method, as UIKit does.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let entry = target.map { TargetAction(target: $0, action: action) }
    let identifier = Self.identifier(entry?.targetID, action)
    addAction(
      UIAction(identifier: identifier) { [weak self] _ in
        guard let self else { return }
        // A target that went away is skipped, as UIKit does with its weak targets.
        if let entry {
          if let target = entry.target { sendAction(action, to: target, for: nil) }
        } else {
          sendAction(action, to: nil, for: nil)
        }
      }, for: controlEvents)
  }

  /// Stops calling `action` on `target` for `controlEvents`; a nil target means every target, a
  /// nil action every action of the target.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let targetPart = target.map { Self.identifierPart(ObjectIdentifier($0 as AnyObject)) }
    for (registered, _) in actions {
      let raw = registered.identifier.rawValue
      guard raw.hasPrefix(Self.targetPrefix) else { continue }
      if let targetPart, !raw.hasPrefix(Self.targetPrefix + targetPart + ".") { continue }
      if let action, !raw.hasSuffix("." + action.name) { continue }
      removeAction(identifiedBy: registered.identifier, for: controlEvents)
    }
  }

  /// The names of the selectors registered for `target` (nil: the responder chain's) and
  /// `controlEvent`; nil when there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let prefix =
      Self.targetPrefix + Self.identifierPart(target.map { ObjectIdentifier($0 as AnyObject) })
      + "."
    let names = actions.compactMap { registered, events -> String? in
      let raw = registered.identifier.rawValue
      guard events.contains(controlEvent), raw.hasPrefix(prefix) else { return nil }
      return String(raw.dropFirst(prefix.count))
    }
    return names.isEmpty ? nil : names
  }

  static let targetPrefix = "headless.target."

  private static func identifierPart(_ id: ObjectIdentifier?) -> String {
    id.map { String(UInt(bitPattern: $0.hashValue), radix: 16) } ?? "responder-chain"
  }

  /// One identifier per target and selector, so adding the pair again replaces it (as UIKit
  /// keeps each pair once) and removal can find it.
  private static func identifier(_ id: ObjectIdentifier?, _ action: Selector) -> UIAction.Identifier
  {
    UIAction.Identifier(targetPrefix + identifierPart(id) + "." + action.name)
  }
}
