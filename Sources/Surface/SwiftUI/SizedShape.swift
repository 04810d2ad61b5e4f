/// A shape that makes its path in a rectangle of a fixed size at the origin of the one it is
/// given (`size(_:)`); the views made from it are laid out as before.
nonisolated public struct _SizedShape<S: Shape>: Shape {
  /// The shape.
  public var shape: S
  /// The size its path is made in.
  public var size: CGSize

  /// `shape`, its path made in a rectangle of `size`.
  public init(shape: S, size: CGSize) {
    self.shape = shape
    self.size = size
  }

  /// The shape's outline in a rectangle of ``size`` at `rect`'s origin.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: rect.origin, size: size))
  }
}

nonisolated extension Shape {
  /// The shape, its path made in a rectangle of `size` at the origin of the one it is given;
  /// "this does not affect the layout properties of any views created from the shape" (Apple).
  public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

  /// The shape, its path made in a rectangle `width` by `height`.
  public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
    size(CGSize(width: width, height: height))
  }
}
