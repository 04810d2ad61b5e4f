import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: none needed. Each point is 2 pt or more from the edge it is tested against, far
// beyond the 0.06 pt a circle's outline strays cut into 16 segments a quarter (radius 50).

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

/// A card's previews, as an app writes them for Xcode's canvas.
struct OutlinedCardPreviews: PreviewProvider {
  static var previews: some View {
    Color.blue.frame(width: 100, height: 100)
      .previewLayout(.fixed(width: 200, height: 200))
      .previewDisplayName("Card")
      .previewDevice("iPhone 15 Pro")
      .previewInterfaceOrientation(.landscapeLeft)
      .preferredColorScheme(.dark)
  }
}

/// A counter with `#Preview`s as an app's file has them (Xcode 15 and 16 forms).
private struct PreviewedCounter: View {
  @Binding var count: Int
  var body: some View { Color.blue.frame(width: CGFloat(10 * count), height: 10) }
}

#Preview { PreviewedCounter(count: .constant(1)) }

#Preview("Three", traits: .sizeThatFitsLayout, .landscapeLeft) {
  @Previewable @State var count = 3
  PreviewedCounter(count: $count)
}

@Suite("SwiftUI shapes by their short names, borders, and previews")
struct SwiftUIShapeShorthandTests {
  @Test func shortNamesMakeTheShapesTheyName() {
    let rounded: RoundedRectangle = .rect(cornerRadius: 12)
    #expect(rounded.cornerSize == CGSize(width: 12, height: 12))
    #expect(rounded.style == .continuous)
    let sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 8, height: 4), style: .circular)
    #expect(sized.cornerSize == CGSize(width: 8, height: 4))
    #expect(sized.style == .circular)
    let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 40, bottomTrailingRadius: 10)
    #expect(
      uneven.cornerRadii
        == RectangleCornerRadii(
          topLeading: 40, bottomLeading: 0, bottomTrailing: 10, topTrailing: 0))
    let radii: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topTrailing: 6))
    #expect(radii.cornerRadii.topTrailing == 6)
    let capsule: Capsule = .capsule(style: .circular)
    #expect(capsule.style == .circular)
    #expect((Capsule.capsule as Capsule).style == .continuous)
    // The paths are the shapes' own: a circle of the shorter side, an inscribed ellipse.
    let wide = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(Circle.circle.path(in: wide).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
    #expect(Ellipse.ellipse.path(in: wide).boundingRect == wide)
    #expect(Rectangle.rect.path(in: wide).contains(CGPoint(x: 1, y: 1)))
  }

  @Test func aContentShapeByShortNameIsHitInsideItsPath() {
    // A 100-pt square: the circle's and ellipse's corner (5, 5) is outside; the centre inside.
    for shaped in [
      topLeft(Color.blue.contentShape(.circle)), topLeft(Color.blue.contentShape(.ellipse)),
      topLeft(Color.blue.contentShape(.capsule)),
      topLeft(Color.blue.contentShape(.rect(cornerRadius: 40))),
      topLeft(Color.blue.contentShape(.rect(topLeadingRadius: 40))),
    ] {
      #expect(hitName(at: CGPoint(x: 5, y: 5), in: shaped) == nil)
      #expect(hitName(at: CGPoint(x: 50, y: 50), in: shaped) == "target")
    }
    let square = topLeft(Color.blue.contentShape(.rect).clipShape(.rect(cornerRadius: 40)))
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: square) == "target")
    // A background in a shape by short name is hit as that shape.
    let backed = topLeft(
      Color.blue.allowsHitTesting(false).background(Color.red, in: .rect(cornerRadius: 40)))
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: backed) == nil)
    #expect(hitName(at: CGPoint(x: 20, y: 20), in: backed) == "target")
  }

  @Test func aBorderIsABandInsideTheFrameAndKeepsTheSize() {
    // A 10-pt border on a view that takes no touches: hit 0…10 pt inside each edge only.
    let bordered = topLeft(Color.blue.allowsHitTesting(false).border(Color.red, width: 10))
    #expect(hitName(at: CGPoint(x: 50, y: 3), in: bordered) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 8), in: bordered) == "target")
    #expect(hitName(at: CGPoint(x: 3, y: 50), in: bordered) == "target")
    #expect(hitName(at: CGPoint(x: 97, y: 50), in: bordered) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 12), in: bordered) == nil)
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: bordered) == nil)
    // The default is 1 pt wide.
    let thin = topLeft(Color.blue.allowsHitTesting(false).border(Color.red))
    #expect(hitName(at: CGPoint(x: 50, y: 0.5), in: thin) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 3), in: thin) == nil)
  }

  @MainActor @Test func previewsCompileAndTheirModifiersChangeNothing() {
    #expect(OutlinedCardPreviews.platform == nil)
    #expect(PreviewDevice(rawValue: "iPhone 15 Pro") == "iPhone 15 Pro")
    #expect(
      InterfaceOrientation.allCases.map(\.id) == [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
      ])
    // Hosted anyway, the previews are the card: 100 × 100, hit all over.
    let card = hostedLayout(
      OutlinedCardPreviews.previews.accessibilityIdentifier("target")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(hitName(at: CGPoint(x: 95, y: 95), in: card) == "target")
    #expect(hitName(at: CGPoint(x: 105, y: 50), in: card) == nil)
    // The file's `#Preview`s compiled and declared nothing: the counter is as its value says.
    let counter = hostedLayout(
      pinned(PreviewedCounter(count: .constant(4)).accessibilityIdentifier("target")))
    #expect(hitName(at: CGPoint(x: 39, y: 5), in: counter) == "target")
    #expect(hitName(at: CGPoint(x: 41, y: 5), in: counter) == nil)
  }
}
