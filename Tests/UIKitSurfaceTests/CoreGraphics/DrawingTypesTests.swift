import Testing
import UIKit

// Tolerance: the ellipse's control points are products of 0.5522847498 and whole points;
// 1e-9 pt covers their rounding. Rectangles and polygons are exact.
private let pointTolerance = 1e-9

@Suite("Inert drawing types: paths, shape and gradient layers keep what the app built")
struct DrawingTypesTests {
  @Test("a rectangle's path: its box, its corners as the current point, inside and outside")
  func rectanglePath() {
    let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(path.bounds == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))  // closed: back at the start
    #expect(path.contains(CGPoint(x: 60, y: 45)))
    #expect(!path.contains(CGPoint(x: 5, y: 45)))
    #expect(!path.contains(CGPoint(x: 60, y: 71)))
  }

  @Test("two nested squares: winding fills the hole, even-odd leaves it empty")
  func fillRules() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
    let centre = CGPoint(x: 50, y: 50)
    #expect(path.contains(centre))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(centre))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
  }

  @Test("an oval's box is its rectangle; a triangle from moves and lines")
  func ovalAndTriangle() {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20)).cgPath.boundingBox
    #expect(abs(oval.minX) <= pointTolerance && abs(oval.maxX - 40) <= pointTolerance)
    #expect(abs(oval.minY) <= pointTolerance && abs(oval.maxY - 20) <= pointTolerance)
    let triangle = UIBezierPath()
    triangle.move(to: CGPoint(x: 0, y: 0))
    triangle.addLine(to: CGPoint(x: 100, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 100))
    triangle.close()
    #expect(triangle.contains(CGPoint(x: 20, y: 20)))
    #expect(!triangle.contains(CGPoint(x: 60, y: 60)))
    let moved = CGMutablePath()
    moved.addPath(triangle.cgPath, transform: CGAffineTransform(translationX: 5, y: 7))
    #expect(moved.boundingBox == CGRect(x: 5, y: 7, width: 100, height: 100))
  }

  @Test("a circle's curves hold the points inside the arc, not only the polygon of their ends")
  func curvedContains() {
    // Radius 50 about (50, 50): (83.5, 83.5) is 47.4 pt from the centre, (86, 86) 50.9 pt.
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    #expect(circle.contains(CGPoint(x: 83.5, y: 83.5)))
    #expect(!circle.contains(CGPoint(x: 86, y: 86)))
    #expect(circle.contains(CGPoint(x: 50, y: 1)))
  }

  @Test("a non-finite point bounds nothing and traps nowhere")
  func nonFinite() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: 3, y: 4))
    #expect(path.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
  }

  @Test("shape and gradient layers start with Core Animation's defaults and keep what is set")
  func layers() {
    let shape = CAShapeLayer()
    #expect(shape.fillColor?.components == [0, 1] && shape.strokeColor == nil)
    #expect(shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
    shape.path =
      UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
      .cgPath
    shape.fillRule = .evenOdd
    let copy = CAShapeLayer(layer: shape)
    #expect(copy.path?.boundingBox == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(copy.fillRule == .evenOdd)
    let gradient = CAGradientLayer()
    #expect(
      gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
    gradient.colors = [CGColor.white, CGColor.black]
    #expect(gradient.colors?.count == 2 && gradient.type == .axial)
    shape.actions = ["path": NSNull()]
    #expect(shape.actions?.keys.first == "path")
  }

  @Test("a path hands out its elements in order, their points as CoreGraphics orders them")
  func pathElements() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 7, y: 8), control: CGPoint(x: 5, y: 6))
    path.addCurve(
      to: CGPoint(x: 13, y: 14), control1: CGPoint(x: 9, y: 10), control2: CGPoint(x: 11, y: 12))
    path.closeSubpath()
    var seen: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let count = [1, 1, 2, 3, 0][Int(element.type.rawValue)]
      seen.append((element.type, (0..<count).map { element.points[$0] }))
    }
    #expect(
      seen.map(\.0) == [
        .moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath,
      ])
    #expect(seen[2].1 == [CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)])
    #expect(seen[3].1 == [CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12), CGPoint(x: 13, y: 14)])
    // The C-style applier: counts the elements through its info pointer.
    var count = 0
    withUnsafeMutablePointer(to: &count) { counter in
      path.apply(info: UnsafeMutableRawPointer(counter)) { info, _ in
        info?.assumingMemoryBound(to: Int.self).pointee += 1
      }
    }
    #expect(count == 5)
  }
}
