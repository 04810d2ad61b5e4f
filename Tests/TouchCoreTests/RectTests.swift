import Testing
import TouchCore

/// Geometry is exact arithmetic on small binary fractions here, so `==` is used throughout.
@Suite struct RectTests {
  @Test func accessorsFollowCoreGraphicsNames() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(r.minX == 10 && r.midX == 60 && r.maxX == 110)
    #expect(r.minY == 20 && r.midY == 45 && r.maxY == 70)
    #expect(r.center == Point(x: 60, y: 45))
    #expect(r.min(.vertical) == 20 && r.max(.horizontal) == 110)
  }

  @Test func negativeSizeIsStandardized() {
    let r = Rect(x: 10, y: 0, width: -10, height: 5)
    #expect(r.minX == 0 && r.maxX == 10 && r.width == 10)
    #expect(r.standardized == Rect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test func intersectionOfOverlappingRects() {
    let a = Rect(x: 0, y: 0, width: 100, height: 100)
    let b = Rect(x: 50, y: 75, width: 100, height: 100)
    #expect(a.intersects(b))
    #expect(a.intersection(b) == Rect(x: 50, y: 75, width: 50, height: 25))
  }

  @Test func touchingRectsDoNotIntersect() {
    let a = Rect(x: 0, y: 0, width: 100, height: 100)
    let b = Rect(x: 100, y: 0, width: 100, height: 100)
    #expect(!a.intersects(b))
    #expect(a.intersection(b).isNull)
  }

  @Test func unionAndInsets() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: -5, width: 10, height: 10)
    #expect(a.union(b) == Rect(x: 0, y: -5, width: 30, height: 15))
    #expect(Rect.null.union(a) == a)
    #expect(a.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
    #expect(
      a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == Rect(x: 2, y: 1, width: 4, height: 6))
  }

  @Test func containsExcludesMaximumEdges() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
  }

  @Test func applyingTransformGivesBoundingBox() {
    let r = Rect(x: 0, y: 0, width: 20, height: 10)
    let rotated = r.applying(AffineTransform(rotationAngle: .pi / 2))
    #expect(rotated == Rect(x: -10, y: 0, width: 10, height: 20))
  }
}
