/// The base of views and view controllers: the responder chain and the touch callbacks an app's
/// view may override.
///
/// Touches reach a view's overrides when no gesture recognizer or scroll view takes them, as in
/// UIKit.
open class UIResponder: NSObject {
  /// The next responder: a view's view controller or superview, a controller's view's superview.
  open var next: UIResponder? { nil }

  /// Creates a responder.
  public override init() { super.init() }

  /// The object's `registerForTraitChanges(_:…)` registrations.
  var traitChangeRegistrations: [TraitChangeRegistration] = []

  /// Tells the object's trait registrations that the traits changed from `previous`.
  func notifyTraitRegistrations(from previous: UITraitCollection, to current: UITraitCollection) {
    for registration in traitChangeRegistrations {
      registration.notify(from: previous, to: current)
    }
  }

  /// Hears a change of a key path this responder observes with
  /// `addObserver(_:forKeyPath:options:context:)`; an observer overrides it.
  ///
  /// Not overriding it is reported, as iOS raises when an observation reaches `NSObject`'s.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    // The observation reaches NSObject's, as on iOS when the responder does not override this.
    observeValueInNSObject(forKeyPath: keyPath, of: object, change: change, context: context)
  }

  /// Called after an object is loaded from a nib or storyboard.
  ///
  /// Inert: nothing is loaded from an archive headless, so it is never called; declared so a cell's or controller's
  /// `override func awakeFromNib()` compiles (build such views in code and call their set-up
  /// from `init(frame:)`).
  open func awakeFromNib() {}

  /// Fingers touched down in this responder.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Fingers moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Fingers lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  /// The system cancelled the touches (a gesture recognizer or scroll view took them).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether the responder can become first responder (inert: there is no keyboard).
  open var canBecomeFirstResponder: Bool { false }
  /// VoiceOver's escape gesture (a two-finger Z): whether the responder handled it (inert: no
  /// VoiceOver headless; false by default, as UIKit's).
  open func accessibilityPerformEscape() -> Bool { false }
  /// Asks to become first responder (inert; returns `canBecomeFirstResponder`).
  @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
  /// Resigns first responder (inert).
  @discardableResult open func resignFirstResponder() -> Bool { true }

  /// The key commands the responder handles (inert: there is no hardware keyboard headless).
  open var keyCommands: [UIKeyCommand]? { nil }
}
