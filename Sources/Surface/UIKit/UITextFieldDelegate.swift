/// What a text field asks and tells about editing.
///
/// Every method is optional (a default in a protocol extension, as Objective-C's optional
/// methods read in Swift). Headless a field never begins editing, so the system calls none
/// (inert).
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; true by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end; true by default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason`; calls ``textFieldDidEndEditing(_:)`` by default.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`; true by default.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text; true by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled; true by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) { textFieldDidEndEditing(textField) }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
