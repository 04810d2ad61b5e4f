import Testing
import TouchCore

/// Tolerance for trigonometric entries.
private let tolerance = 1e-12

@Suite struct Transform3DTests {
  @Test func rotationAboutYMatchesCoreAnimation() {
    // CATransform3DMakeRotation(θ, 0, 1, 0): m11 = cos θ, m13 = −sin θ, m31 = sin θ, m33 = cos θ.
    let angle = Double.pi / 3
    let t = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    #expect(abs(t.m11 - 0.5) <= tolerance)
    #expect(abs(t.m13 + 0.866_025_403_784_438_6) <= tolerance)
    #expect(abs(t.m31 - 0.866_025_403_784_438_6) <= tolerance)
    #expect(abs(t.m33 - 0.5) <= tolerance)
    #expect(t.m22 == 1 && t.m44 == 1)
  }

  @Test func perspectiveScalesProjectedPoints() {
    var t = Transform3D.identity
    t.m34 = 1.0 / 500  // the cube seed's value
    t = t.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
    // A point at x = 100 turns onto the z axis: x' = 0, w = 1 − 100/500 = 0.8.
    let p = t.project(Point2D(x: 100, y: 40))
    #expect(abs(p.x) <= tolerance)
    #expect(abs(p.y - 50) <= tolerance)
  }

  @Test func affineRoundTrip() {
    let affine = Transform2D(rotationAngle: 0.25).scaledBy(x: 0.4, y: 0.4)
    let t = Transform3D(affine)
    #expect(t.isAffine)
    #expect(t.affineTransform == affine)
    #expect(!Transform3D(rotationAngle: 0.1, x: 0, y: 1, z: 0).isAffine)
  }

  @Test func concatenatingAppliesReceiverFirst() {
    let move = Transform3D(translationX: 10, y: 0, z: 0)
    let scale = Transform3D(scaleX: 2, y: 2, z: 1)
    #expect(move.concatenating(scale).project(Point2D(x: 1, y: 1)) == Point2D(x: 22, y: 2))
    #expect(move.scaled(x: 2, y: 2, z: 1).project(Point2D(x: 1, y: 1)) == Point2D(x: 12, y: 2))
  }
}
