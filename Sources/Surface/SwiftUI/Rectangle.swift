/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape {
  /// A rectangle.
  public init() {}
  /// The frame itself.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// The rectangle inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Rectangle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}

/// A rectangle with rounded corners, filling its frame.
nonisolated public struct RoundedRectangle: InsettableShape {
  /// The corners' width and height: the path's, so touches outside the rounded corners miss.
  public var cornerSize: CGSize
  /// How the corners curve (inert).
  public var style: RoundedCornerStyle
  /// A rounded rectangle with corners `cornerSize` wide and high.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  /// A rounded rectangle of corner radius `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// The frame with rounded corners.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
  /// The rounded rectangle inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension RoundedRectangle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: self) }
}

/// A circle filling its frame; touches hit the circle of its shorter side, centred.
nonisolated public struct Circle: InsettableShape {
  /// A circle.
  public init() {}
  /// The largest circle centred in `rect` (Apple: its diameter is the shorter side).
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
  /// The circle inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Circle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: self) }
}
