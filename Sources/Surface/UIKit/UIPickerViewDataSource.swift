/// How many wheels a ``UIPickerView`` has and how many rows each holds.
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of wheels (components).
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
