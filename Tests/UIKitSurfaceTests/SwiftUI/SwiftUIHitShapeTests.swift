import HapticTape
import HapticTapeSwiftUI
import Testing

// The circle of a 100-pt square: centre (50, 50), radius 50. (16, 16) is 48.1 pt from the
// centre, inside; (12, 12) is 53.7 pt, outside; (5, 5) is a corner.

@Suite("SwiftUI hit testing: content shapes and shapes are hit where their path is")
struct SwiftUIHitShapeTests {
  @Test func aCircularContentShapeLeavesTheCornersOut() {
    let plain = topLeft(Color.blue)
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: plain) == "target")
    let round = topLeft(Color.blue.contentShape(Circle()))
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: round) == nil)
    #expect(hitName(at: CGPoint(x: 12, y: 12), in: round) == nil)
    #expect(hitName(at: CGPoint(x: 16, y: 16), in: round) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: round) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 2), in: round) == "target")
  }

  @Test func onlyTheInteractionKindChangesWhereTouchesHit() {
    let interaction = topLeft(Color.blue.contentShape([.interaction, .dragPreview], Circle()))
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: interaction) == nil)
    #expect(hitName(at: CGPoint(x: 16, y: 16), in: interaction) == "target")
    // A preview's shape leaves the colour hit in its whole frame, corners included.
    let preview = topLeft(Color.blue.contentShape(.contextMenuPreview, Circle()))
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: preview) == "target")
    // Nor does it make empty space hit.
    let empty = topLeft(Spacer().contentShape(.hoverEffect, Rectangle()))
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: empty) == nil)
  }

  @Test func aContentShapeMakesEmptySpaceHit() {
    let empty = topLeft(Spacer())
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: empty) == nil)
    let shaped = topLeft(Spacer().contentShape(Rectangle()))
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: shaped) == "target")
    #expect(hitName(at: CGPoint(x: 99, y: 1), in: shaped) == "target")
  }

  @Test func aCustomShapeIsHitThroughItsPath() {
    // The diamond's edge runs from (50, 0) to (100, 50), through (80, 30): (80, 35) is inside,
    // (80, 25) outside.
    let root = topLeft(Color.blue.contentShape(DiamondOutline()))
    #expect(hitName(at: CGPoint(x: 80, y: 35), in: root) == "target")
    #expect(hitName(at: CGPoint(x: 80, y: 25), in: root) == nil)
    #expect(hitName(at: CGPoint(x: 10, y: 10), in: root) == nil)
  }

  @Test func evenOddLeavesTheMiddleOfNestedSquaresOut() {
    let winding = topLeft(Color.blue.contentShape(NestedSquares()))
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: winding) == "target")
    let evenOdd = topLeft(Color.blue.contentShape(NestedSquares(), eoFill: true))
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: evenOdd) == nil)
    #expect(hitName(at: CGPoint(x: 10, y: 50), in: evenOdd) == "target")
  }

  @Test func roundedShapesAreHitInsideTheirOutlines() {
    let circle = topLeft(Circle())
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: circle) == nil)
    #expect(hitName(at: CGPoint(x: 16, y: 16), in: circle) == "target")
    // Corners of radius 20: the corner point (2, 2) misses, (2, 50) on the straight edge hits.
    let rounded = topLeft(RoundedRectangle(cornerRadius: 20))
    #expect(hitName(at: CGPoint(x: 2, y: 2), in: rounded) == nil)
    #expect(hitName(at: CGPoint(x: 2, y: 50), in: rounded) == "target")
    // A 100 × 100 capsule is a circle; the ellipse too.
    let capsule = topLeft(Capsule())
    #expect(hitName(at: CGPoint(x: 5, y: 95), in: capsule) == nil)
    #expect(hitName(at: CGPoint(x: 50, y: 95), in: capsule) == "target")
    let ellipse = topLeft(Ellipse().fill(.red))
    #expect(hitName(at: CGPoint(x: 95, y: 95), in: ellipse) == nil)
    #expect(hitName(at: CGPoint(x: 84, y: 84), in: ellipse) == "target")
    // A rectangle is its frame.
    #expect(hitName(at: CGPoint(x: 1, y: 1), in: topLeft(Rectangle())) == "target")
  }

  @Test func aCustomShapeViewIsHitThroughItsPath() {
    let root = topLeft(DiamondOutline())
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: root) == "target")
    #expect(hitName(at: CGPoint(x: 10, y: 10), in: root) == nil)
  }

  @Test func aTapOutsideTheContentShapeRunsNoTapGestureAndOneInsideDoes() throws {
    // The square is centred in the 759 pt below the 59-pt safe area: centre (196.5, 438.5).
    // (150, 392) is inside the square, 65.8 pt from the centre: outside the circle.
    let (corner, _) = try replayHosted(
      "tap 150,392\nwait 0.5s", on: SwiftUIHostedScreen<RoundTargetScreen>.self)
    #expect(SwiftUIHostedScreen<RoundTargetScreen>.model(of: corner)?.taps == 0)
    let (centre, _) = try replayHosted(
      "tap 196,438\nwait 0.5s", on: SwiftUIHostedScreen<RoundTargetScreen>.self)
    #expect(SwiftUIHostedScreen<RoundTargetScreen>.model(of: centre)?.taps == 1)
  }
}
