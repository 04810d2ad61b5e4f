/// The data source and delegate of a ``UIDatePicker``'s wheels: they answer from its wheels.
final class DatePickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
  weak var picker: UIDatePicker?

  func numberOfComponents(in pickerView: UIPickerView) -> Int { picker?.wheels.count ?? 0 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    guard let wheels = picker?.wheels, wheels.indices.contains(component) else { return 0 }
    return wheels[component].rowCount
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    guard let wheels = picker?.wheels, wheels.indices.contains(component),
      (0..<wheels[component].rowCount).contains(row)
    else { return nil }
    return wheels[component].title(row)
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picker?.wheelsCameToRest()
  }
}
