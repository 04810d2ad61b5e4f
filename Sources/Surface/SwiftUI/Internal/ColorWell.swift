/// A `ColorPicker`'s well: a circle 28 pt across at the row's trailing edge, as iOS draws it.
///
/// Hit in its whole frame, so a tap on it stops there and reaches no view behind; it changes
/// nothing (no colour panel headless).
nonisolated struct ColorWell: View {
  /// The well's side on iOS.
  static let side: CGFloat = 28

  var body: some View {
    Circle().frame(width: Self.side, height: Self.side).contentShape(Rectangle())
  }
}
