import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: none needed. Each point is 2 pt or more from the edge it is tested against, far
// beyond the 0.06 pt a circle's outline strays cut into 16 segments a quarter (radius 50).

/// The identifier of the view `root` hits at `point`, or of the nearest view above it that has
/// one; nil when nothing named is hit.
private func hitName(at point: CGPoint, in root: UIView) -> String? {
  var view = root.hitTest(point, with: nil)
  while let current = view {
    if let name = current.accessibilityIdentifier { return name }
    view = current.superview
  }
  return nil
}

/// `content`, 100 × 100 pt, named "target", at the top left of the screen, laid out in
/// `direction`.
private func topLeft(_ content: some View, _ direction: LayoutDirection = .leftToRight) -> UIView {
  hostedLayout(
    content.frame(width: 100, height: 100).accessibilityIdentifier("target")
      .environment(\.layoutDirection, direction)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
}

// A 100-pt circle: centre (50, 50), radius 50. A 10-pt stroke covers 45…55 pt from the centre;
// a 10-pt border 40…50. (50, 3) is 47 pt from the centre, (50, 8) 42, (50, 12) 38, (50, 20) 30.

@Suite("SwiftUI hit testing: uneven corners and strokes are hit where they are drawn")
struct SwiftUIShapeOutlineHitTests {
  @Test func anUnevenRectangleMissesOutsideItsRoundedCorner() {
    // Top leading radius 40: the corner's curve passes (10, 10); (5, 5) is outside it.
    let shape = UnevenRoundedRectangle(topLeadingRadius: 40)
    let left = topLeft(shape)
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: left) == nil)
    #expect(hitName(at: CGPoint(x: 20, y: 20), in: left) == "target")
    #expect(hitName(at: CGPoint(x: 95, y: 5), in: left) == "target")
    #expect(hitName(at: CGPoint(x: 5, y: 95), in: left) == "target")
    // Right to left, the leading corner is the top right one.
    let right = topLeft(shape, .rightToLeft)
    #expect(hitName(at: CGPoint(x: 95, y: 5), in: right) == nil)
    #expect(hitName(at: CGPoint(x: 80, y: 20), in: right) == "target")
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: right) == "target")
  }

  @Test func anUnevenRectanglesPathClampsEachRadiusToHalfTheShorterSide() {
    // In 100 × 50, a radius of 80 is 25: the curve from (25, 0) to (0, 25) passes (6.25, 6.25).
    let path = UnevenRoundedRectangle(topLeadingRadius: 80)
      .path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(!path.contains(CGPoint(x: 3, y: 3)))
    #expect(path.contains(CGPoint(x: 30, y: 1)))
    #expect(path.contains(CGPoint(x: 1, y: 30)))
    #expect(path.contains(CGPoint(x: 97, y: 3)))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func aStrokedCircleIsHitOnItsRingNotInTheMiddle() {
    for ring in [
      topLeft(Circle().stroke(lineWidth: 10)), topLeft(Circle().stroke(Color.red, lineWidth: 10)),
      topLeft(Circle().stroke(style: StrokeStyle(lineWidth: 10))),
    ] {
      #expect(hitName(at: CGPoint(x: 50, y: 3), in: ring) == "target")
      #expect(hitName(at: CGPoint(x: 50, y: 8), in: ring) == nil)
      #expect(hitName(at: CGPoint(x: 50, y: 20), in: ring) == nil)
      #expect(hitName(at: CGPoint(x: 50, y: 50), in: ring) == nil)
    }
    // A rectangle's stroke: along its edges.
    let frame = topLeft(Rectangle().stroke(lineWidth: 4))
    #expect(hitName(at: CGPoint(x: 50, y: 1), in: frame) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: frame) == nil)
    // As a content shape, the stroke is the hit area too.
    let shaped = topLeft(Color.blue.contentShape(Circle().stroke(lineWidth: 10)))
    #expect(hitName(at: CGPoint(x: 50, y: 3), in: shaped) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: shaped) == nil)
  }

  @Test func aStrokeBorderIsHitOnTheBandInsideTheEdge() {
    // Inset by 5 and stroked 10 wide: 40…50 pt from the centre.
    let border = topLeft(Circle().strokeBorder(Color.red, lineWidth: 10))
    #expect(hitName(at: CGPoint(x: 50, y: 3), in: border) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 8), in: border) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 12), in: border) == nil)
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: border) == nil)
    let styled = topLeft(Circle().strokeBorder(style: StrokeStyle(lineWidth: 10)))
    #expect(hitName(at: CGPoint(x: 50, y: 8), in: styled) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: styled) == nil)
  }

  @Test func aTapInTheRingsMiddleRunsNoTapGestureAndOneOnTheRingDoes() throws {
    // The circle is centred in the 759 pt below the 59-pt safe area: centre (196.5, 438.5).
    // (196, 438) is its middle; (196, 391) is 47.5 pt above the centre, on the ring.
    let (middle, _) = try replayHosted(
      "tap 196,438\nwait 0.5s", on: SwiftUIHostedScreen<RingTargetScreen>.self)
    #expect(SwiftUIHostedScreen<RingTargetScreen>.model(of: middle)?.taps == 0)
    let (ring, _) = try replayHosted(
      "tap 196,391\nwait 0.5s", on: SwiftUIHostedScreen<RingTargetScreen>.self)
    #expect(SwiftUIHostedScreen<RingTargetScreen>.model(of: ring)?.taps == 1)
  }
}
