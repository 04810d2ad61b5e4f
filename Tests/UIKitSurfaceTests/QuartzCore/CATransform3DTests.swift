import QuartzCore
import Testing
import TouchCore

/// Products of a handful of sines and cosines: 1e-12 covers their rounding.
private let tolerance: CGFloat = 1e-12

private func expectClose(
  _ actual: CATransform3D, _ expected: CATransform3D,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = zip(actual.transform3D.entries, expected.transform3D.entries)
  for (lhs, rhs) in pairs {
    #expect(abs(lhs - rhs) <= tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
  }
}

/// `point` (z = 0) through `t` with the perspective divide, as Core Animation draws it.
private func project(_ point: CGPoint, _ t: CATransform3D) -> CGPoint {
  let projected = t.transform3D.project(Point2D(x: point.x, y: point.y))
  return CGPoint(x: projected.x, y: projected.y)
}

@Suite("QuartzCore: the CATransform3D functions, with Core Animation's order and direction")
struct CATransform3DTests {
  @Test("a rotation of 90° about z maps (1, 0) to (0, 1) on a y-down screen, through TouchCore")
  func rotationDirection() {
    let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // Core Animation: m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
    #expect(abs(rotation.m12 - 1) <= tolerance)
    #expect(abs(rotation.m21 + 1) <= tolerance)
    let converted = rotation.transform3D
    let point = converted.project(Point2D(x: 1, y: 0))
    #expect(abs(point.x - 0) <= tolerance)
    #expect(abs(point.y - 1) <= tolerance)
    // And back: TouchCore's transform converts to the same Core Animation matrix.
    #expect(CATransform3DEqualToTransform(CATransform3D(converted), rotation))
    // A zero axis is the identity.
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test("Concat(a, b) is a then b; Translate, Scale and Rotate apply the new step first")
  func order() {
    let move = CATransform3DMakeTranslation(10, 0, 0)
    let scale = CATransform3DMakeScale(2, 2, 1)
    // (1, 0) → move → (11, 0) → scale → (22, 0).
    #expect(project(CGPoint(x: 1, y: 0), CATransform3DConcat(move, scale)) == CGPoint(x: 22, y: 0))
    // (1, 0) → scale → (2, 0) → move → (12, 0).
    #expect(project(CGPoint(x: 1, y: 0), CATransform3DConcat(scale, move)) == CGPoint(x: 12, y: 0))
    // Rotate(move, 90°): rotation first, (1, 0) → (0, 1), then the move → (10, 1).
    let rotated = project(CGPoint(x: 1, y: 0), CATransform3DRotate(move, .pi / 2, 0, 0, 1))
    #expect(abs(rotated.x - 10) <= tolerance)
    #expect(abs(rotated.y - 1) <= tolerance)
    // Translate(scale, 10, 0, 0): the translation first, then the scale → (22, 0).
    #expect(
      project(CGPoint(x: 1, y: 0), CATransform3DTranslate(scale, 10, 0, 0)) == CGPoint(x: 22, y: 0))
    // Scale(move, 2, 2, 1): the scale first, then the move → (12, 0).
    #expect(project(CGPoint(x: 1, y: 0), CATransform3DScale(move, 2, 2, 1)) == CGPoint(x: 12, y: 0))
  }

  @Test("Invert undoes a transform with perspective; a singular one comes back unchanged")
  func inversion() {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    t = CATransform3DTranslate(t, 3, -4, 5)
    t = CATransform3DScale(t, 2, 0.5, 1)
    expectClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity)
    expectClose(CATransform3DConcat(CATransform3DInvert(t), t), CATransform3DIdentity)
    let flat = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    var broken = CATransform3DIdentity
    broken.m11 = .nan
    #expect(CATransform3DInvert(broken).m11.isNaN)
    #expect(CATransform3DInvert(broken).m22 == 1)
  }

  @Test("affine transforms convert both ways; perspective is not affine")
  func affine() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
    #expect(t.m33 == 1 && t.m44 == 1 && t.m34 == 0)
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
    var perspective = t
    perspective.m34 = -0.002
    #expect(!CATransform3DIsAffine(perspective))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    #expect(CATransform3DEqualToTransform(t, CATransform3DMakeAffineTransform(affine)))
    #expect(!CATransform3DEqualToTransform(t, perspective))
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(CATransform3D()))
  }
}

/// As on iOS, `CATransform3D` is not Equatable, so the conformance many apps declare for
/// themselves compiles (it would be redundant, and an error, if the surface declared it).
extension CATransform3D: Equatable {
  public static func == (lhs: CATransform3D, rhs: CATransform3D) -> Bool {
    CATransform3DEqualToTransform(lhs, rhs)
  }
}
