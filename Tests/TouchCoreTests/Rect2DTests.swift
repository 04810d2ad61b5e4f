import Testing
import TouchCore

/// Geometry is exact arithmetic on small binary fractions here, so `==` is used throughout.
@Suite struct Rect2DTests {
  @Test func accessorsFollowCoreGraphicsNames() {
    let r = Rect2D(x: 10, y: 20, width: 100, height: 50)
    #expect(r.minX == 10 && r.midX == 60 && r.maxX == 110)
    #expect(r.minY == 20 && r.midY == 45 && r.maxY == 70)
    #expect(r.center == Point2D(x: 60, y: 45))
    #expect(r.min(.vertical) == 20 && r.max(.horizontal) == 110)
  }

  @Test func negativeSizeIsStandardized() {
    let r = Rect2D(x: 10, y: 0, width: -10, height: 5)
    #expect(r.minX == 0 && r.maxX == 10 && r.width == 10)
    #expect(r.standardized == Rect2D(x: 0, y: 0, width: 10, height: 5))
  }

  @Test func intersectionOfOverlappingRects() {
    let a = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let b = Rect2D(x: 50, y: 75, width: 100, height: 100)
    #expect(a.intersects(b))
    #expect(a.intersection(b) == Rect2D(x: 50, y: 75, width: 50, height: 25))
  }

  @Test func touchingRectsDoNotIntersect() {
    let a = Rect2D(x: 0, y: 0, width: 100, height: 100)
    let b = Rect2D(x: 100, y: 0, width: 100, height: 100)
    #expect(!a.intersects(b))
    #expect(a.intersection(b).isNull)
  }

  @Test func unionAndInsets() {
    let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let b = Rect2D(x: 20, y: -5, width: 10, height: 10)
    #expect(a.union(b) == Rect2D(x: 0, y: -5, width: 30, height: 15))
    #expect(Rect2D.null.union(a) == a)
    #expect(a.insetBy(dx: 2, dy: 3) == Rect2D(x: 2, y: 3, width: 6, height: 4))
    #expect(
      a.inset(by: Insets(top: 1, left: 2, bottom: 3, right: 4))
        == Rect2D(x: 2, y: 1, width: 4, height: 6))
  }

  @Test func containsExcludesMaximumEdges() {
    let r = Rect2D(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point2D(x: 0, y: 0)))
    #expect(!r.contains(Point2D(x: 10, y: 5)))
    #expect(r.contains(Rect2D(x: 2, y: 2, width: 8, height: 8)))
  }

  @Test func applyingTransformGivesBoundingBox() {
    let r = Rect2D(x: 0, y: 0, width: 20, height: 10)
    let rotated = r.applying(Transform2D(rotationAngle: .pi / 2))
    #expect(rotated == Rect2D(x: -10, y: 0, width: 10, height: 20))
  }
}
