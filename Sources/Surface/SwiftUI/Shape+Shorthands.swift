/// The built-in shapes by their short names, where a shape is expected: `.rect`,
/// `.rect(cornerRadius:)`, `.circle`, `.capsule`, `.ellipse`, as in
/// `.clipShape(.rect(cornerRadius: 12))` or `.contentShape(.circle)` (Apple, iOS 17).
nonisolated extension Shape where Self == Rectangle {
  /// A rectangle filling the frame.
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of radius `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  /// A rectangle with corners `cornerSize` wide and high.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius of its own at each corner.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }
  /// A rectangle with the four corner radii given.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

nonisolated extension Shape where Self == Circle {
  /// The circle of the frame's shorter side, centred.
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
  /// A capsule filling the frame.
  public static var capsule: Capsule { Capsule() }
  /// A capsule whose ends curve as `style` says (inert).
  public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

nonisolated extension Shape where Self == Ellipse {
  /// The ellipse inscribed in the frame.
  public static var ellipse: Ellipse { Ellipse() }
}
