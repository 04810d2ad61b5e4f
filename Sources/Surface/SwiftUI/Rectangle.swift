/// A rectangle filling its frame.
public struct Rectangle: View, Sendable {
  /// A rectangle.
  public init() {}
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Rectangle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}

/// A rectangle with rounded corners, filling its frame.
public struct RoundedRectangle: View, Sendable {
  /// The corner radius (inert: touches hit the whole frame).
  public var cornerSize: CGSize
  /// A rounded rectangle of corner radius `cornerRadius`.
  public init(cornerRadius: CGFloat) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension RoundedRectangle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}

/// A circle filling its frame (touches hit the whole frame: inert shape).
public struct Circle: View, Sendable {
  /// A circle.
  public init() {}
  /// Never evaluated: a shape fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Circle: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
