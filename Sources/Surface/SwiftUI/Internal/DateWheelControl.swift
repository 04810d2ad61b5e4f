import Foundation
import UIKit

/// A wheel `DatePicker`: UIKit's `UIDatePicker` in its wheels style, as SwiftUI's is on iOS.
///
/// The picker shows the date, the time or both as the displayed components say, within the
/// range's ends; where its wheels rest it takes their fields and the selection follows (see
/// `UIDatePicker`: a day past the month's end is the month's last, and the day wheel turns back
/// to it, as iOS's does). Fields the picker does not show keep their values.
nonisolated struct DateWheelControl: UIViewRepresentable {
  let selection: Binding<Date>
  let components: DatePickerComponents
  /// The range's ends: the picker's minimum and maximum dates.
  let bounds: (earliest: Date?, latest: Date?)

  /// The selection the picker's `valueChanged` writes to, the latest update's.
  final class Coordinator {
    var selection: Binding<Date>
    init(selection: Binding<Date>) { self.selection = selection }
  }

  func makeCoordinator() -> Coordinator { Coordinator(selection: selection) }

  func makeUIView(context: Context) -> UIDatePicker {
    let picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = .wheels
    let coordinator = context.coordinator
    picker.addAction(
      UIAction { [unowned picker] _ in coordinator.selection.wrappedValue = picker.date },
      for: .valueChanged)
    return picker
  }

  func updateUIView(_ picker: UIDatePicker, context: Context) {
    context.coordinator.selection = selection
    picker.isEnabled = context.environment.isEnabled
    let mode: UIDatePicker.Mode =
      switch (components.contains(.date), components.contains(.hourAndMinute)) {
      case (true, true): .dateAndTime
      case (false, true): .time
      default: .date
      }
    if picker.datePickerMode != mode { picker.datePickerMode = mode }
    picker.minimumDate = bounds.earliest
    picker.maximumDate = bounds.latest
    if picker.date != selection.wrappedValue { picker.date = selection.wrappedValue }
  }

  /// As wide as proposed (320 pt, UIKit's, with no width proposed), 216 pt tall (UIKit's).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIDatePicker, context: Context)
    -> CGSize?
  {
    proposal.pickerWheelsSize
  }
}
