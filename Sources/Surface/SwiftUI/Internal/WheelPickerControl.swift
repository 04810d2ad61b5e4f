import UIKit

/// A wheel `Picker`'s `UIPickerView`, one wheel with a row for each option, as on iOS.
///
/// Each row shows its option's text; the wheel comes to rest on the selected option, and
/// resting on another chooses it (its rows tick as they pass, as the picker's own wheel does).
/// As wide as proposed, 216 pt tall (UIKit's height); 320 pt wide with no width proposed.
nonisolated struct WheelPickerControl: PickerWheelsRepresentable {
  let titles: [String?]
  let selected: Int?
  let choose: (Int) -> Void

  final class Coordinator: UIPickerViewDataSource, UIPickerViewDelegate {
    var control: WheelPickerControl
    init(control: WheelPickerControl) { self.control = control }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      control.titles.count
    }
    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
      control.titles.indices.contains(row) ? control.titles[row] : nil
    }
    func pickerView(
      _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
    ) {
      control.choose(row)
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(control: self) }

  func updateUIView(_ picker: UIPickerView, context: Context) {
    picker.isUserInteractionEnabled = context.environment.isEnabled
    let titlesChanged = context.coordinator.control.titles != titles
    context.coordinator.control = self
    if titlesChanged { picker.reloadAllComponents() }
    // The app's selection shown; a selection no option has leaves the wheel where it is.
    if let selected, selected != picker.selectedRow(inComponent: 0) {
      picker.selectRow(selected, inComponent: 0, animated: false)
    }
  }
}
