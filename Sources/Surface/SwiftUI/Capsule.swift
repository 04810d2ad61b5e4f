/// A rounded rectangle whose corner radius is half its shorter side, filling its frame.
///
/// Touches hit inside its outline, not the frame's corners beyond the rounded ends.
nonisolated public struct Capsule: InsettableShape {
  /// How the ends curve (inert).
  public var style: RoundedCornerStyle
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// The frame with ends of radius half its shorter side.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
  /// The capsule inset by `amount` on every side (its frame is unchanged).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Capsule: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: self) }
}
