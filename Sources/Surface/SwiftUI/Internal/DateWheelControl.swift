import Foundation
import UIKit

/// A wheel `DatePicker`'s `UIPickerView`: a wheel for each field it shows, as on iOS.
///
/// The date is month, day and year wheels (`January`, `1`…`31`, `1`…`9999`); the time hour,
/// minute and AM/PM wheels (`12`, `1`…`11`; `00`…`59`). Each wheel turns, ticks at each row and
/// sets its field where it comes to rest; a day past the month's end (31 in April) is taken as
/// the month's last, and the day wheel turns back to it, as iOS's does. Fields the picker does
/// not show keep their values. In the Gregorian calendar at UTC, in English (US) (ours, as the
/// compact style's text). Ours: iOS shows date and time as one wheel of days beside the time's;
/// here they are the six wheels of the two.
nonisolated struct DateWheelControl: PickerWheelsRepresentable {
  let selection: Binding<Date>
  let components: DatePickerComponents

  /// One wheel's field.
  enum Wheel: CaseIterable {
    case month, day, year, hour, minute, period

    /// The number of rows.
    var rowCount: Int {
      switch self {
      case .month: 12
      case .day: 31
      case .year: DateWheelControl.lastYear
      case .hour: 12
      case .minute: 60
      case .period: 2
      }
    }

    /// The text of `row`.
    func title(_ row: Int) -> String {
      switch self {
      case .month: DateWheelControl.monthNames[row]
      case .day, .year: "\(row + 1)"
      case .hour: row == 0 ? "12" : "\(row)"
      case .minute: row < 10 ? "0\(row)" : "\(row)"
      case .period: row == 0 ? "AM" : "PM"
      }
    }

    /// The row showing `fields`' value of this wheel.
    func row(for fields: GregorianFields) -> Int {
      switch self {
      case .month: fields.month - 1
      case .day: fields.day - 1
      case .year: min(max(fields.year, 1), DateWheelControl.lastYear) - 1
      case .hour: fields.hour % 12
      case .minute: fields.minute
      case .period: fields.hour < 12 ? 0 : 1
      }
    }
  }

  /// The last year of the year wheel (ours: iOS's wheel ends later; a replay rarely goes there).
  static let lastYear = 9_999
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The wheels shown, left to right.
  var wheels: [Wheel] {
    (components.contains(.date) ? [.month, .day, .year] : [])
      + (components.contains(.hourAndMinute) ? [.hour, .minute, .period] : [])
  }

  final class Coordinator: UIPickerViewDataSource, UIPickerViewDelegate {
    var control: DateWheelControl
    init(control: DateWheelControl) { self.control = control }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { control.wheels.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      control.wheels.indices.contains(component) ? control.wheels[component].rowCount : 0
    }
    func pickerView(
      _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
      guard control.wheels.indices.contains(component),
        (0..<control.wheels[component].rowCount).contains(row)
      else { return nil }
      return control.wheels[component].title(row)
    }
    func pickerView(
      _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
    ) {
      control.wheelsCameToRest(in: pickerView)
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(control: self) }

  func updateUIView(_ picker: UIPickerView, context: Context) {
    picker.isUserInteractionEnabled = context.environment.isEnabled
    let wheelsChanged = context.coordinator.control.wheels != wheels
    context.coordinator.control = self
    if wheelsChanged { picker.reloadAllComponents() }
    show(selection.wrappedValue, on: picker, animated: false)
  }

  /// Turns each wheel to `date`'s field (a date with no fields leaves them).
  private func show(_ date: Date, on picker: UIPickerView, animated: Bool) {
    guard let fields = GregorianFields(date) else { return }
    for (component, wheel) in wheels.enumerated() {
      let row = wheel.row(for: fields)
      if picker.selectedRow(inComponent: component) != row {
        picker.selectRow(row, inComponent: component, animated: animated)
      }
    }
  }

  /// A wheel came to rest: the selection takes every shown wheel's field.
  func wheelsCameToRest(in picker: UIPickerView) {
    guard var fields = GregorianFields(selection.wrappedValue) else { return }
    var hourOnClock = fields.hour % 12
    var afternoon = fields.hour >= 12
    for (component, wheel) in wheels.enumerated() {
      let row = picker.selectedRow(inComponent: component)
      guard row >= 0 else { continue }
      switch wheel {
      case .month: fields.month = row + 1
      case .day: fields.day = row + 1
      case .year: fields.year = row + 1
      case .hour: hourOnClock = row
      case .minute: fields.minute = row
      case .period: afternoon = row == 1
      }
    }
    fields.hour = hourOnClock + (afternoon ? 12 : 0)
    fields.day = min(fields.day, GregorianFields.daysIn(month: fields.month, year: fields.year))
    selection.wrappedValue = fields.date
    // A day past the month's end turns back to its last day.
    show(fields.date, on: picker, animated: true)
  }
}
