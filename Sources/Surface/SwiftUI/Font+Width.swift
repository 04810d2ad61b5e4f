extension Font {
  /// How wide a font's characters are drawn, `fontWidth(_:)` (iOS 16; inert: every character is
  /// 0.5 em wide here).
  public struct Width: Hashable, Sendable {
    let name: String
    /// The narrowest width (inert).
    public static let compressed = Width(name: "compressed")
    /// A narrow width (inert).
    public static let condensed = Width(name: "condensed")
    /// The font's own width (inert).
    public static let standard = Width(name: "standard")
    /// A wide width (inert).
    public static let expanded = Width(name: "expanded")
  }

  /// The font drawn at `width` (inert).
  public func width(_ width: Width) -> Font { self }
}
