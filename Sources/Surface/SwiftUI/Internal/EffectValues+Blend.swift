extension EffectValues {
  /// The effects `amount` of the way from these to `other`, as SwiftUI interpolates a visual
  /// effect's animatable values: each number linearly when both have the same effects in the
  /// same order; otherwise the nearer of the two (ours).
  func blended(towards other: EffectValues, amount: Double) -> EffectValues {
    var result = EffectValues()
    result.opacity = opacity + (other.opacity - opacity) * amount
    result.zIndex = zIndex + (other.zIndex - zIndex) * amount
    guard operations.count == other.operations.count else {
      result.operations = amount < 0.5 ? operations : other.operations
      return result
    }
    var mixed: [GeometryEffectOp] = []
    for (from, to) in zip(operations, other.operations) {
      guard let step = from.blended(towards: to, amount: CGFloat(amount)) else {
        result.operations = amount < 0.5 ? operations : other.operations
        return result
      }
      mixed.append(step)
    }
    result.operations = mixed
    return result
  }
}

extension GeometryEffectOp {
  /// The effect `amount` of the way to `other`; nil when `other` is another kind of effect or
  /// has another anchor or axis.
  func blended(towards other: GeometryEffectOp, amount t: CGFloat) -> GeometryEffectOp? {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    func mix(_ a: CGSize, _ b: CGSize) -> CGSize {
      CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }
    func mix(_ a: Angle, _ b: Angle) -> Angle {
      Angle(radians: Double(mix(CGFloat(a.radians), CGFloat(b.radians))))
    }
    switch (self, other) {
    case (.translate(let a), .translate(let b)):
      return .translate(mix(a, b))
    case (.scale(let a, let anchor), .scale(let b, let other)) where anchor == other:
      return .scale(mix(a, b), anchor: anchor)
    case (.rotate(let a, let anchor), .rotate(let b, let other)) where anchor == other:
      return .rotate(mix(a, b), anchor: anchor)
    case (
      .rotate3D(let a, let axis, let anchor, let anchorZ, let perspective),
      .rotate3D(let b, let otherAxis, let otherAnchor, let otherZ, let otherPerspective)
    )
    where axis == otherAxis && anchor == otherAnchor && anchorZ == otherZ
      && perspective == otherPerspective:
      return .rotate3D(
        mix(a, b), axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    case (.affine(let a), .affine(let b)):
      return .affine(
        CGAffineTransform(
          a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
          tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
    case (.projection(let a), .projection(let b)):
      return .projection(
        ProjectionTransform(
          rows: (mix(a.m11, b.m11), mix(a.m12, b.m12), mix(a.m13, b.m13)),
          (mix(a.m21, b.m21), mix(a.m22, b.m22), mix(a.m23, b.m23)),
          (mix(a.m31, b.m31), mix(a.m32, b.m32), mix(a.m33, b.m33))))
    case (.custom(let a), .custom(let b)) where a.type == b.type:
      guard a.components.count == b.components.count else { return nil }
      return .custom(a.with(zip(a.components, b.components).map { mix($0, $1) }))
    default:
      return nil
    }
  }
}

/// The ease-in-out unit curve, a cubic Bézier through (0.42, 0) and (0.58, 1) (Core Animation's
/// and `UnitCurve.easeInOut`'s control points).
enum UnitCurveEaseInOut {
  /// The curve's value at `progress` (clamped to 0...1).
  static func value(at progress: Double) -> Double {
    guard progress.isFinite else { return 1 }
    let x = min(max(progress, 0), 1)
    // x(s) rises monotonically from 0 to 1: bisect for the parameter, 60 halvings (below a
    // double's precision).
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  /// One coordinate of a cubic Bézier from 0 to 1 with inner control values `p1`, `p2`.
  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }
}
