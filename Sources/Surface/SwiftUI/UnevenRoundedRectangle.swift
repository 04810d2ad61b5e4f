/// A rectangle with a radius of its own at each corner, filling its frame.
///
/// Touches hit inside its rounded outline: a corner point outside the rounding misses. Right
/// to left, the leading corners are the right ones.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
  /// The corner radii: the path's, each at most half the shorter side (ours).
  public var cornerRadii: RectangleCornerRadii
  /// How the corners curve (inert: the path's corners are quadratic curves, as
  /// `RoundedRectangle`'s).
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
  /// The frame with each corner rounded by its radius, the leading corners on the left (a path
  /// has no layout direction; as a view, right to left, they are on the right).
  ///
  /// A radius is at most half the shorter side, and one that is negative or not finite is 0
  /// (ours: Apple does not say).
  public func path(in rect: CGRect) -> Path {
    let limit = min(rect.width, rect.height) / 2
    func clamped(_ radius: CGFloat) -> CGFloat {
      radius.isFinite ? min(max(radius, 0), max(limit, 0)) : 0
    }
    let topLeft = clamped(cornerRadii.topLeading)
    let topRight = clamped(cornerRadii.topTrailing)
    let bottomRight = clamped(cornerRadii.bottomTrailing)
    let bottomLeft = clamped(cornerRadii.bottomLeading)
    // Built as `RoundedRectangle`'s path: straight sides, a quadratic curve about each corner.
    return Path { path in
      path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
      path.addQuadCurve(
        to: CGPoint(x: rect.maxX, y: rect.minY + topRight),
        control: CGPoint(x: rect.maxX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
      path.addQuadCurve(
        to: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY),
        control: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
      path.addQuadCurve(
        to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft),
        control: CGPoint(x: rect.minX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
      path.addQuadCurve(
        to: CGPoint(x: rect.minX + topLeft, y: rect.minY),
        control: CGPoint(x: rect.minX, y: rect.minY))
      path.closeSubpath()
    }
  }
  /// The rectangle inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }

  /// The rectangle with its leading and trailing radii swapped: its path, right to left.
  var mirrored: UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: cornerRadii.topTrailing, bottomLeadingRadius: cornerRadii.bottomTrailing,
      bottomTrailingRadius: cornerRadii.bottomLeading, topTrailingRadius: cornerRadii.topLeading,
      style: style)
  }
}

extension UnevenRoundedRectangle: PrimitiveView {
  // Right to left, the leading radii round the right corners, as the leading side is the right
  // one (Apple, "LayoutDirection"; ours: Apple names the corners leading and trailing and says
  // no more). The path alone has no direction: `path(in:)` keeps leading on the left.
  func update(_ node: ViewNode) {
    node.layout = ShapeLayout(shape: node.isRightToLeft ? mirrored : self)
  }
}

/// The radii of a rectangle's four corners: an ``UnevenRoundedRectangle``'s path's.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading radius.
  public var topLeading: CGFloat
  /// The bottom leading radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing radius.
  public var bottomTrailing: CGFloat
  /// The top trailing radius.
  public var topTrailing: CGFloat
  /// The four radii.
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
