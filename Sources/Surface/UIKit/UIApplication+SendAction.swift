extension UIApplication {
  /// Sends `action` to `target`, or, with no target, to the first responder.
  ///
  /// With a target, its method runs now with `sender` and this returns true. With none, nothing
  /// is first responder headless (no text is edited), so nothing runs and this returns false, as
  /// iOS does when no responder takes the action: the common
  /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` to
  /// hide the keyboard does nothing, there being no keyboard.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  {
    guard let target = target as? NSObject else { return false }
    target.perform(action, with: sender)
    return true
  }
}
