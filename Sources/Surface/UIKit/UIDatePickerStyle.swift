/// How a ``UIDatePicker`` shows its date, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
  /// The system's choice: compact for a date or a time, wheels for a countdown.
  case automatic
  /// Wheels of the fields, turned by a finger.
  case wheels
  /// The date and the time as text in buttons (inert: nothing opens).
  case compact
  /// A calendar (inert headless: shown as compact, ours).
  case inline
}
