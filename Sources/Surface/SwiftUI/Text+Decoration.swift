/// Text decorations and scales: drawn on iOS, kept and inert here (text is measured by its
/// characters in its font, whatever lines, offsets or widths it is drawn with).
extension Text {
  /// How a line under or through text is drawn (inert).
  public struct LineStyle: Hashable, Sendable {
    /// The dash pattern of a line (inert).
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// A solid line (inert).
      public static let solid = Pattern(name: "solid")
      /// A dotted line (inert).
      public static let dot = Pattern(name: "dot")
      /// A dashed line (inert).
      public static let dash = Pattern(name: "dash")
      /// Dashes and dots (inert).
      public static let dashDot = Pattern(name: "dashDot")
      /// Dashes and two dots (inert).
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
    let pattern: Pattern
    let color: Color?
    /// A line of `pattern` in `color`, the text's colour when nil (inert).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    /// A solid line in the text's colour (inert).
    public static let single = LineStyle()
  }

  /// The size text is shown at against the font's, `textScale(_:isEnabled:)` (iOS 17).
  public struct Scale: Hashable, Sendable {
    let isSecondary: Bool
    /// The font's own size (inert).
    public static let `default` = Scale(isSecondary: false)
    /// A smaller size for secondary text (inert: measured at the font's size; iOS states no
    /// factor).
    public static let secondary = Scale(isSecondary: true)
  }

  /// Draws a line under the text while `isActive` (inert).
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text { self }
  /// Draws a line through the text while `isActive` (inert).
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text { self }
  /// Moves the text up by `baselineOffset` points from its baseline (inert: the text's frame
  /// does not move).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  /// Shows the text in a font of `width` (inert: every character is 0.5 em wide here).
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// Shows the text at `scale` while `isEnabled` (inert: measured at the font's size).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
  /// Draws a line under the text inside while `isActive` (iOS 16; inert).
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { self }
  /// Draws a line through the text inside while `isActive` (iOS 16; inert).
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { self }
  /// Moves the text inside up by `baselineOffset` points (iOS 16; inert).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
  /// Shows the text inside in a font of `width` (iOS 16; inert).
  public func fontWidth(_ width: Font.Width?) -> some View { self }
  /// Shows the text inside at `scale` while `isEnabled` (iOS 17; inert).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
  /// The space between the lines of the text inside (inert: lines are 1.2 em apart).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// The range of lines the text inside takes (iOS 16; inert: text takes the lines its width
  /// needs).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
  /// At least `limit`'s lower bound of lines for the text inside (iOS 16; inert).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
  /// At most `limit`'s upper bound of lines for the text inside (iOS 16; inert).
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }
  /// At most `limit` lines for the text inside, the space of all of them kept when
  /// `reservesSpace` (iOS 16; inert).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
  /// Whether the user may select the text inside (inert: nothing is selected headless).
  public func textSelection(_ selectability: TextSelectability) -> some View { self }
}
