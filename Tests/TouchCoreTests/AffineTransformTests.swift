import Testing
import TouchCore

/// Tolerance for trigonometry that is not at a quarter turn.
private let tolerance = 1e-12

@Suite struct AffineTransformTests {
  @Test func concatenatingAppliesReceiverFirst() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    let move = AffineTransform(translationX: 10, y: 0)
    let p = Point(x: 1, y: 1)
    #expect(p.applying(scale.concatenating(move)) == Point(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == Point(x: 22, y: 2))
  }

  @Test func builderMethodsPrependLikeCoreGraphics() {
    // CGAffineTransform(translationX:10, y:0).scaledBy(x:2, y:2) scales first, then translates.
    let t = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
  }

  @Test func quarterTurnIsExactAndClockwiseOnScreen() {
    let t = AffineTransform(rotationAngle: .pi / 2)
    #expect(t == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(Point(x: 1, y: 0).applying(t) == Point(x: 0, y: 1))
  }

  @Test func invertedUndoesTransform() {
    let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
    let p = Point(x: 7, y: -2).applying(t).applying(t.inverted())
    #expect(abs(p.x - 7) <= tolerance && abs(p.y + 2) <= tolerance)
  }

  @Test func singularTransformInvertsToItself() {
    let t = AffineTransform(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }
}
