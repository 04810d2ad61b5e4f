/// A shadow a shape style carries, `.drop(…)` or `.inner(…)` (inert: nothing is drawn).
public struct ShadowStyle: Equatable, Sendable {
  let isInner: Bool
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow cast outside the shape (inert); black at a third by default, as Apple's.
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow inside the shape (inert); black at 55 % by default, as Apple's.
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }
}
