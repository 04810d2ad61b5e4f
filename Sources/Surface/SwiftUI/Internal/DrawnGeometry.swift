/// What a node's view shows: its frame in its parent's view and its effects.
///
/// An animation moves the numbers of one drawn geometry towards another's, as SwiftUI animates
/// a view's frame and each effect's animatable data (an offset, a scale, an angle), never the
/// matrices the effects make.
struct DrawnGeometry {
  var frame: CGRect
  var effects: EffectValues?

  /// The numbers an animation moves: the frame, the opacity, then each effect's parameters.
  var components: [Double] {
    var values: [Double] = [
      Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height),
      effects?.opacity ?? 1,
    ]
    for operation in effects?.operations ?? [] {
      values += operation.components.map { Double($0) }
    }
    return values
  }

  /// Which effects, in which order: two geometries animate into each other only when their
  /// shapes match (a different set of effects is a different view in SwiftUI).
  var shape: [GeometryEffectOp.Kind] { effects?.operations.map(\.kind) ?? [] }

  /// This geometry with `values` (of the same shape) in place of its numbers.
  func with(_ values: [Double]) -> DrawnGeometry {
    guard values.count == components.count else { return self }
    var copy = self
    // A spring's overshoot may take a length below zero; a view is never drawn smaller than empty.
    copy.frame = CGRect(
      x: values[0], y: values[1], width: max(values[2], 0), height: max(values[3], 0))
    let opacity = min(max(values[4], 0), 1)
    guard var effects else {
      // A view without effects fading in (the default transition): only its opacity moves.
      if opacity != 1 { copy.effects = EffectValues(opacity: opacity) }
      return copy
    }
    effects.opacity = opacity
    var index = 5
    effects.operations = effects.operations.map { operation in
      let count = operation.components.count
      defer { index += count }
      return operation.with(Array(values[index..<index + count]))
    }
    copy.effects = effects
    return copy
  }
}

extension GeometryEffectOp {
  /// Which effect an operation is: its case, and an app's effect's type.
  enum Kind: Equatable {
    case translate, scale, rotate, rotate3D, affine, projection
    case custom(ObjectIdentifier, numbers: Int)
  }

  /// Which effect the operation is.
  var kind: Kind {
    switch self {
    case .translate: .translate
    case .scale: .scale
    case .rotate: .rotate
    case .rotate3D: .rotate3D
    case .affine: .affine
    case .projection: .projection
    case .custom(let effect): .custom(effect.type, numbers: effect.components.count)
    }
  }

  /// The effect's animatable numbers.
  var components: [CGFloat] {
    switch self {
    case .translate(let offset): [offset.width, offset.height]
    case .scale(let factor, let anchor): [factor.width, factor.height, anchor.x, anchor.y]
    case .rotate(let angle, let anchor): [CGFloat(angle.radians), anchor.x, anchor.y]
    case .rotate3D(let angle, let axis, let anchor, let anchorZ, let perspective):
      [CGFloat(angle.radians), axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective]
    case .affine(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
    case .projection(let t): [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33]
    case .custom(let effect): effect.components
    }
  }

  /// The same effect with `values` (as many as ``components``) in place of its numbers.
  func with(_ values: [Double]) -> GeometryEffectOp {
    let v = values.map { CGFloat($0) }
    guard v.count == components.count else { return self }
    switch self {
    case .translate: return .translate(CGSize(width: v[0], height: v[1]))
    case .scale:
      return .scale(CGSize(width: v[0], height: v[1]), anchor: UnitPoint(x: v[2], y: v[3]))
    case .rotate: return .rotate(.radians(Double(v[0])), anchor: UnitPoint(x: v[1], y: v[2]))
    case .rotate3D:
      return .rotate3D(
        .radians(Double(v[0])), axis: (v[1], v[2], v[3]), anchor: UnitPoint(x: v[4], y: v[5]),
        anchorZ: v[6], perspective: v[7])
    case .affine:
      return .affine(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]))
    case .projection:
      return .projection(
        ProjectionTransform(rows: (v[0], v[1], v[2]), (v[3], v[4], v[5]), (v[6], v[7], v[8])))
    case .custom(let effect):
      return .custom(effect.with(v))
    }
  }
}
