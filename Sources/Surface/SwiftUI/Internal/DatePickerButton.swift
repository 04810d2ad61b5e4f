/// One of a compact ``DatePicker``'s buttons: its text on one line with 11 pt at the sides and
/// 7 pt above and below (`CompactDatePickerMetrics`, as UIKit's compact picker), taking the
/// touches that land on it; a tap opens nothing (no picker headless).
nonisolated struct DatePickerButton: View {
  let text: String

  var body: some View {
    // At its own size, as a control's intrinsic size: a long label wraps, the date does not.
    Text(verbatim: text)
      .fixedSize()
      .padding(
        EdgeInsets(
          top: CompactDatePickerMetrics.verticalPadding,
          leading: CompactDatePickerMetrics.horizontalPadding,
          bottom: CompactDatePickerMetrics.verticalPadding,
          trailing: CompactDatePickerMetrics.horizontalPadding)
      )
      .contentShape(Rectangle())
  }
}
