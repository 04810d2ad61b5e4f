/// A rectangle with a radius of its own at each corner, filling its frame.
///
/// Touches hit the whole frame, corners included (ours: nothing is drawn).
public struct UnevenRoundedRectangle: InsettableShape {
  /// The corner radii (inert: the corners are not drawn).
  public var cornerRadii: RectangleCornerRadii
  /// How the corners curve (inert).
  public var style: RoundedCornerStyle
  /// A rectangle with corners `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }
  /// A rectangle with the four corner radii given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }
  /// The frame (ours: corners kept square in the path, as they are not drawn).
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// The rectangle inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension UnevenRoundedRectangle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}

/// The radii of a rectangle's four corners (inert: kept, not drawn).
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading radius (inert).
  public var topLeading: CGFloat
  /// The bottom leading radius (inert).
  public var bottomLeading: CGFloat
  /// The bottom trailing radius (inert).
  public var bottomTrailing: CGFloat
  /// The top trailing radius (inert).
  public var topTrailing: CGFloat
  /// The four radii (inert).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
