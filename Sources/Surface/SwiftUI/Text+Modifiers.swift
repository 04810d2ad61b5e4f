/// Text modifiers that return text, so styled runs can be joined with `+`.
extension Text {
  /// `lhs` followed by `rhs`, measured as one run of their characters: in their font when both
  /// runs have the same one, else in the environment's (ours: a run's own size is not kept).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.content + rhs.content)
    joined.images = lhs.images + rhs.images
    joined.font = lhs.font == rhs.font ? lhs.font : nil
    return joined
  }
  /// The text in `font`, whatever font the environment has; nil for the environment's (the
  /// text is still a `Text`, so more text modifiers and `+` apply).
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }
  /// This text, bold (inert).
  public func bold() -> Text { self }
  /// This text, bold if `isActive` (inert).
  public func bold(_ isActive: Bool) -> Text { self }
  /// This text, italic (inert).
  public func italic() -> Text { self }
  /// This text, italic if `isActive` (inert).
  public func italic(_ isActive: Bool) -> Text { self }
  /// This text at `weight` (inert).
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// This text with its characters spaced by `kerning` points (inert: measured without it).
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// This text with `tracking` points after each character (inert: measured without it).
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// This text in `color` (inert).
  public func foregroundColor(_ color: Color?) -> Text { self }
}
