/// Text settings that change how text is drawn, not the space it takes here: kept and inert
/// (text is measured by its characters, whatever their case, scale or digits).
nonisolated extension View {
  /// Shows the text inside in `textCase` (inert).
  public func textCase(_ textCase: Text.Case?) -> some View { self }
  /// The least the text inside may shrink to fit (inert: text wraps instead).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  /// Where text inside that does not fit is cut (inert).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  /// Lets the text inside tighten its letters to fit (inert).
  public func allowsTightening(_ flag: Bool) -> some View { self }
  /// Draws the digits of the text inside all as wide (inert: every character is as wide here).
  public func monospacedDigit() -> some View { self }
}
