/// Drawing and presentation modifiers the surface keeps but does not draw: each returns the view
/// unchanged in layout, hit-testing and haptics.
nonisolated extension View {
  /// Tints the view's foreground (inert).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// Tints the view's foreground with two levels (inert).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  { self }
  /// Tints the view's foreground with three levels (inert).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { self }
  /// Colours the view's foreground (inert).
  public func foregroundColor(_ color: Color?) -> some View { self }
  /// The appearance the presentation prefers (inert: a replay's screen stays light, so
  /// `\.colorScheme` reads `.light`).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
  /// Hides the status bar while the view shows (inert: the safe area stays, as on iPhones with
  /// a notch or a Dynamic Island, whose top inset is the sensor housing's).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  /// Tints the controls inside (inert).
  public func tint(_ tint: Color?) -> some View { self }
  /// Tints the controls inside, iOS 13's form of ``tint(_:)`` (inert).
  public func accentColor(_ accentColor: Color?) -> some View { self }
  /// Fills the background of `bars` with `style` (inert: no bar is drawn).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// Shows or hides the background of `bars` (inert).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// The colour scheme of `bars` (inert).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  { self }
  /// Makes the view's luminance its opacity, as a mask (inert: nothing is drawn).
  public func luminanceToAlpha() -> some View { self }
  /// Spaces the characters of the text inside by `kerning` points (inert: text is measured
  /// without it).
  public func kerning(_ kerning: CGFloat) -> some View { self }
  /// Adds `tracking` points after each character of the text inside (inert).
  public func tracking(_ tracking: CGFloat) -> some View { self }
  /// Clips the view to its frame (inert: nothing is drawn to clip).
  public func clipped(antialiased: Bool = false) -> some View { self }
  /// Clips the view to `shape` (inert).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  /// Rounds the view's corners (inert).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
  /// Draws a shadow under the view (inert).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }
  /// Blurs the view (inert).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  /// Shows or hides the scroll indicators of the scroll views inside (inert).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  { self }
  /// Whether the scroll views inside clip their content (inert).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  /// The most lines text inside wraps to, in the environment's ``EnvironmentValues/lineLimit``
  /// (inert: text takes the lines its width needs).
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
  /// How text inside aligns its lines (inert).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
}

/// How a shape is filled (inert).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule fills (inert).
  public var isEOFilled: Bool
  /// Whether edges are antialiased (inert).
  public var isAntialiased: Bool
  /// A fill style (inert).
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Whether scroll indicators show (inert).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let kind: Int
  /// The platform's choice (inert).
  public static let automatic = ScrollIndicatorVisibility(kind: 0)
  /// Shown (inert).
  public static let visible = ScrollIndicatorVisibility(kind: 1)
  /// Hidden (inert).
  public static let hidden = ScrollIndicatorVisibility(kind: 2)
  /// Never shown (inert).
  public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// How lines of text align (inert).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Leading (inert).
  case leading
  /// Centred (inert).
  case center
  /// Trailing (inert).
  case trailing
}
