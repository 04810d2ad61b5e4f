import QuartzCore

/// An object that can be told when traits change (iOS 17): views and view controllers.
///
/// A registration is told after the object's `traitCollectionDidChange(_:)`, with the
/// collection from before, when one of its traits has a new value (headless, the size classes
/// on a rotation, ``UIWindow``'s rotation says when).
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and the previous traits when one of `traits` changes.
  ///
  /// Generic, as UIKit's is, so a handler may name the object's type as `Self` inside a
  /// class (`{ (self: Self, previous) in … }`).
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { [weak self] previous in
      if let object = self as? Environment { handler(object, previous) }
    }
    responder?.traitChangeRegistrations.append(registration)
    return registration
  }

  /// Calls `action` on `target` (held weakly) when one of `traits` changes; the object is the
  /// sender.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
    -> any UITraitChangeRegistration
  {
    let entry = TargetAction(target: target, action: action)
    let registration = TraitChangeRegistration(traits: traits) { [weak self] _ in
      guard let self, let target = entry.target else { return }
      _ = entry.action.perform(on: target, sender: self)
    }
    responder?.traitChangeRegistrations.append(registration)
    return registration
  }

  /// Calls `action` on the object itself when one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: Selector)
    -> any UITraitChangeRegistration
  {
    registerForTraitChanges(traits, target: self, action: action)
  }

  /// Stops `registration`'s calls.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    responder?.traitChangeRegistrations.removeAll { $0 === registration }
  }

  /// The object as the responder that keeps its registrations.
  private var responder: UIResponder? { self as? UIResponder }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
