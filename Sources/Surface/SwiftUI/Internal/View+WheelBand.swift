extension View {
  /// The view as a spinning wheel shows its selection.
  ///
  /// Centred, as wide as offered and 216 pt tall, `UIPickerView`'s height (inert: the wheel does
  /// not turn); shared by the wheel styles of `Picker` and `DatePicker`.
  nonisolated func wheelBand() -> some View {
    frame(maxWidth: .infinity).frame(height: 216)
  }
}
