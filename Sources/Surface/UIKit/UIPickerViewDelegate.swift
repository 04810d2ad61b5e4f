import Foundation

/// What a ``UIPickerView``'s rows show and what it tells the app.
///
/// Every method is optional, as in UIKit: a row shows the view `viewForRow` returns, else a
/// label of `attributedTitleForRow`'s or `titleForRow`'s text; the defaults return nothing. A
/// width or row height of 0 or less (the default) is the picker's own (``UIPickerView``).
public protocol UIPickerViewDelegate: AnyObject {
  /// The width of `component`.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of every row of `component`.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The text of `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The attributed text of `row` in `component` (shown as its characters).
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view of `row` in `component`; `view` is a row view no longer shown, to reuse.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// The wheel `component` came to rest on `row`, another row than it had selected.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    0
  }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 0 }
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView { PickerRowDefault.view }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

/// The marker the default `viewForRow` returns: no view of the app's, so the row shows its title.
enum PickerRowDefault {
  nonisolated(unsafe) static let view = UIView(frame: .zero)
}
