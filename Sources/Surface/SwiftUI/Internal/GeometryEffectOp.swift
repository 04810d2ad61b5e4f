/// One geometry effect, as the matrix it applies in its view's coordinates (origin top
/// leading, row vectors: `p' = p · M`, Core Animation's convention).
enum GeometryEffectOp {
  case translate(CGSize)
  case scale(CGSize, anchor: UnitPoint)
  case rotate(Angle, anchor: UnitPoint)
  /// `rotation3DEffect`: the rotation about the anchor, then the projection of SwiftUI's
  /// `_Rotation3DEffect` (m34 = −perspective / max(width, height), as OpenSwiftUI reads it from
  /// SwiftUI's binary).
  case rotate3D(
    Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat,
    perspective: CGFloat)
  case affine(CGAffineTransform)
  /// `projectionEffect`: a 3 × 3 transform of the plane.
  case projection(ProjectionTransform)
  /// An app's ``GeometryEffect``.
  case custom(CustomGeometryEffect)

  /// The modifier that makes the effect, for problems.
  var call: String {
    switch self {
    case .translate: "offset(x:y:)"
    case .scale: "scaleEffect(_:anchor:)"
    case .rotate: "rotationEffect(_:anchor:)"
    case .rotate3D: "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)"
    case .affine: "transformEffect(_:)"
    case .projection: "projectionEffect(_:)"
    case .custom: "modifier(_:)"
    }
  }

  /// Whether every number of the effect is finite.
  ///
  /// Asked of every visual effect on every frame: the common effects are checked in place,
  /// without the array of ``components``, and inline (a call copies the effect out).
  var isFinite: Bool {
    @inline(__always) get {
      switch self {
      case .translate(let offset): offset.width.isFinite && offset.height.isFinite
      case .rotate(let angle, let anchor):
        angle.radians.isFinite && anchor.x.isFinite && anchor.y.isFinite
      case .scale(let factor, let anchor):
        factor.width.isFinite && factor.height.isFinite && anchor.x.isFinite && anchor.y.isFinite
      case .rotate3D(let angle, let axis, let anchor, let anchorZ, let perspective):
        angle.radians.isFinite && axis.x.isFinite && axis.y.isFinite && axis.z.isFinite
          && anchor.x.isFinite && anchor.y.isFinite && anchorZ.isFinite && perspective.isFinite
      default: components.allSatisfy(\.isFinite)
      }
    }
  }

  /// The anchor the effect turns or scales about, if it has one.
  var anchor: UnitPoint? {
    switch self {
    case .translate, .affine, .projection, .custom: nil
    case .scale(_, let anchor), .rotate(_, let anchor), .rotate3D(_, _, let anchor, _, _): anchor
    }
  }

  /// The matrix for a view of `size`.
  func matrix(for size: CGSize) -> CATransform3D {
    switch self {
    case .translate(let offset):
      return CATransform3DMakeTranslation(offset.width, offset.height, 0)
    case .affine(let transform):
      return CATransform3DMakeAffineTransform(transform)
    case .projection(let transform):
      return transform.transform3D
    case .custom(let effect):
      return effect.matrix(for: size)
    case .scale(let factor, let anchor):
      return about(anchor.point(in: size), CATransform3DMakeScale(factor.width, factor.height, 1))
    case .rotate(let angle, let anchor):
      return about(anchor.point(in: size), CATransform3DMakeRotation(angle.radians, 0, 0, 1))
    case .rotate3D(let angle, let axis, let anchor, let anchorZ, let perspective):
      let longest = max(size.width, size.height)
      let m34 = longest > 0 ? -perspective / longest : 0
      var turned = CATransform3DMakeRotation(angle.radians, axis.x, axis.y, axis.z)
      // Then projected: the identity with `m34` set, after which only the last column of the
      // product differs (a 4 × 4 product on every frame of every turned page otherwise).
      turned.m14 += turned.m13 * m34
      turned.m24 += turned.m23 * m34
      turned.m34 += turned.m33 * m34
      turned.m44 += turned.m43 * m34
      let point = anchor.point(in: size)
      // Moved to the anchor, turned and projected, moved back.
      return
        turned
        .translatedFirst(x: -point.x, y: -point.y, z: -anchorZ)
        .translatedLast(x: point.x, y: point.y, z: anchorZ)
    }
  }

  /// `transform` applied about `point`.
  private func about(_ point: CGPoint, _ transform: CATransform3D) -> CATransform3D {
    transform.translatedFirst(x: -point.x, y: -point.y, z: 0)
      .translatedLast(x: point.x, y: point.y, z: 0)
  }
}

/// What a view's effects do to it: the geometry effects (innermost first), its opacity and its
/// place in front of or behind its siblings.
struct EffectValues {
  var operations: [GeometryEffectOp] = []
  var opacity: Double = 1
  var zIndex: Double = 0

  /// Whether the last effect is an offset (a layout sample takes the offsets after every other
  /// effect off, and draws the rest about the item's centre).
  var endsInOffset: Bool {
    if case .translate? = operations.last { return true }
    return false
  }

  /// The effects as a layer shows them: the anchor of the outermost effect that has one (the
  /// centre when none does), and the transform about it.
  func layerTransform(for size: CGSize) -> (anchor: CGPoint, transform: CATransform3D) {
    // By index, not `last(where:)`: each effect is looked at in place, not copied out.
    var anchor = UnitPoint.center
    for index in operations.indices.reversed() {
      if let found = operations[index].anchor {
        anchor = found
        break
      }
    }
    guard let first = operations.first else {
      return (CGPoint(x: anchor.x, y: anchor.y), CATransform3DIdentity)
    }
    // The identity followed by the first effect is that effect; an offset is a translation.
    var matrix = first.matrix(for: size)
    for operation in operations.dropFirst() {
      if case .translate(let offset) = operation {
        matrix = matrix.translatedLast(x: offset.width, y: offset.height, z: 0)
      } else {
        matrix = CATransform3DConcat(matrix, operation.matrix(for: size))
      }
    }
    // A layer turns about its anchor: the effects' matrix, moved there.
    let point = anchor.point(in: size)
    let transform = matrix.translatedFirst(x: point.x, y: point.y, z: 0)
      .translatedLast(x: -point.x, y: -point.y, z: 0)
    return (CGPoint(x: anchor.x, y: anchor.y), transform)
  }
}
