import Testing
import TouchCore

/// Tolerance for trigonometry that is not at a quarter turn.
private let tolerance = 1e-12

@Suite struct Transform2DTests {
  @Test func concatenatingAppliesReceiverFirst() {
    let scale = Transform2D(scaleX: 2, y: 2)
    let move = Transform2D(translationX: 10, y: 0)
    let p = Point2D(x: 1, y: 1)
    #expect(p.applying(scale.concatenating(move)) == Point2D(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == Point2D(x: 22, y: 2))
  }

  @Test func builderMethodsPrependLikeCoreGraphics() {
    // CGAffineTransform(translationX:10, y:0).scaledBy(x:2, y:2) scales first, then translates.
    let t = Transform2D(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(Point2D(x: 1, y: 1).applying(t) == Point2D(x: 12, y: 2))
  }

  @Test func quarterTurnIsExactAndClockwiseOnScreen() {
    let t = Transform2D(rotationAngle: .pi / 2)
    #expect(t == Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(Point2D(x: 1, y: 0).applying(t) == Point2D(x: 0, y: 1))
  }

  @Test func invertedUndoesTransform() {
    let t = Transform2D(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
    let p = Point2D(x: 7, y: -2).applying(t).applying(t.inverted())
    #expect(abs(p.x - 7) <= tolerance && abs(p.y + 2) <= tolerance)
  }

  @Test func singularTransformInvertsToItself() {
    let t = Transform2D(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }
}
