import CoreGraphics
import Foundation
import Testing

/// Transforms are a few products of sines and cosines: 1e-12 points covers their rounding.
private let tolerance: CGFloat = 1e-12

private func expectClose(
  _ actual: CGAffineTransform, _ expected: CGAffineTransform,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  for (lhs, rhs) in pairs {
    #expect(abs(lhs - rhs) <= tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
  }
}

@Suite("CoreGraphics: CGAffineTransform, CGVector and CGColor as on iOS")
struct CGAffineTransformTests {
  @Test("a rotation by 90° maps (1, 0) to (0, 1): clockwise on a y-down screen")
  func rotation() {
    let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(point.x - 0) <= tolerance)
    #expect(abs(point.y - 1) <= tolerance)
  }

  @Test("concatenating applies the receiver first; translatedBy applies the translation first")
  func order() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 10, y: 20)
    // Scale then move: (1, 1) → (2, 3) → (12, 23).
    let scaledThenMoved = CGPoint(x: 1, y: 1).applying(scale.concatenating(move))
    #expect(scaledThenMoved == CGPoint(x: 12, y: 23))
    // Move then scale: (1, 1) → (11, 21) → (22, 63).
    let movedThenScaled = CGPoint(x: 1, y: 1).applying(move.concatenating(scale))
    #expect(movedThenScaled == CGPoint(x: 22, y: 63))
    // scale.translatedBy(x:y:) = translation, then scale.
    #expect(scale.translatedBy(x: 10, y: 20) == move.concatenating(scale))
    #expect(move.scaledBy(x: 2, y: 3) == scale.concatenating(move))
    // rotated(by:) = rotation, then the receiver: (1, 0) → (0, 1) → (10, 21).
    let rotatedThenMoved = CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2))
    #expect(abs(rotatedThenMoved.x - 10) <= tolerance)
    #expect(abs(rotatedThenMoved.y - 21) <= tolerance)
  }

  @Test("inverted undoes the transform; a singular transform comes back unchanged")
  func inversion() {
    let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    // det = 2·3 − 1·(−1) = 7.
    expectClose(
      t.inverted(),
      CGAffineTransform(
        a: 3.0 / 7, b: -1.0 / 7, c: 1.0 / 7, d: 2.0 / 7, tx: (-1 * -7 - 3 * 5) / 7.0,
        ty: (1 * 5 - 2 * -7) / 7.0))
    expectClose(t.concatenating(t.inverted()), .identity)
    let singular = CGAffineTransform(scaleX: 0, y: 4).translatedBy(x: 3, y: 3)
    #expect(singular.inverted() == singular)
    let broken = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(broken.inverted().a.isNaN)
    #expect(broken.inverted().d == 1)
  }

  @Test("the identity, the zero value and isIdentity")
  func identity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform().isIdentity)
    #expect(CGAffineTransform().a == 0)
    #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    #expect(!CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
  }

  @Test("sizes ignore translation; rects give the bounding box of the turned corners")
  func geometry() {
    let t = CGAffineTransform(translationX: 100, y: 50).rotated(by: .pi / 4)
    let size = CGSize(width: 10, height: 0).applying(t)
    #expect(abs(size.width - 10 / 2.squareRoot()) <= tolerance)
    #expect(abs(size.height - 10 / 2.squareRoot()) <= tolerance)
    // A 10×10 square at the origin turned 45° about the origin spans x −7.07…7.07, y 0…14.14.
    let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(t)
    let half = 10 / 2.squareRoot()
    #expect(abs(box.minX - (100 - half)) <= 1e-9)
    #expect(abs(box.minY - 50) <= 1e-9)
    #expect(abs(box.width - 2 * half) <= 1e-9)
    #expect(abs(box.height - 2 * half) <= 1e-9)
    // A rect with a negative size is standardized first.
    let flipped = CGRect(x: 10, y: 10, width: -10, height: -10)
      .applying(CGAffineTransform(scaleX: 2, y: 2))
    #expect(flipped == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(CGRect.null.applying(t).isNull)
  }

  @Test("CGVector: components, the three initializers, zero and Codable")
  func vector() throws {
    #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0 as Double, dy: -4.0 as Double))
    #expect(CGVector(dx: CGFloat(3), dy: CGFloat(-4)).dy == -4)
    #expect(CGVector.zero == CGVector())
    #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2)]).count == 1)
    let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
    #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
    #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 1.5, dy: -2))
    let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let encoded = try JSONEncoder().encode(transform)
    #expect(String(decoding: encoded, as: UTF8.self) == "[1,2,3,4,5,6]")
  }

  @Test("CGColor keeps what the app set")
  func color() {
    let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
    #expect(color.components == [1, 0.5, 0, 0.8])
    #expect(color.alpha == 0.8)
    #expect(color.numberOfComponents == 4)
    #expect(color.copy(alpha: 0.2)?.components == [1, 0.5, 0, 0.2])
    #expect(CGColor(gray: 0, alpha: 0) == CGColor.clear)
  }
}
