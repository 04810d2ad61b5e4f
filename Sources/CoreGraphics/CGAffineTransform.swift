/// An affine transform, as CoreGraphics declares it: `[a b 0; c d 0; tx ty 1]`, points as row
/// vectors (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The transform with these entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The all-zero transform, as `CGAffineTransform()` is on iOS (a C struct's zero value, not
  /// the identity).
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }
}
