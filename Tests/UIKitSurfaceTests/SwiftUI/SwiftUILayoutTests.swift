import HapticTapeSwiftUI
import Testing

// Tolerance: layout in points, exact to 1e-9 (the arithmetic is SwiftUI's, on stated metrics).
private let tolerance = 1e-9

@Suite("SwiftUI layout: proposal, choice and placement, as SwiftUI computes them")
struct SwiftUILayoutTests {
  @Test func aRowGivesTheRestToTheMostFlexibleViewAfterTheSpacing() {
    // Text of 3 characters at 17 pt: 3 × 8.5 = 25.5 wide, 20.4 tall (the stated metrics).
    let root = hostedLayout(
      HStack {
        Text("abc").accessibilityIdentifier("text")
        Color.red.accessibilityIdentifier("fill")
      })
    // The fill takes 393 − 25.5 − 8 (system spacing); the row fills the height the colour takes.
    expectFrame("text", in: root, CGRect(x: 0, y: 415.8, width: 25.5, height: 20.4))
    expectFrame("fill", in: root, CGRect(x: 33.5, y: 0, width: 359.5, height: 852))
  }

  @Test func aSpacerPushesItsNeighboursToTheEnds() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Color.red.frame(height: 100).accessibilityIdentifier("top")
        Spacer()
        Color.blue.frame(height: 50).accessibilityIdentifier("bottom")
      })
    expectFrame("top", in: root, CGRect(x: 0, y: 0, width: 393, height: 100))
    expectFrame("bottom", in: root, CGRect(x: 0, y: 802, width: 393, height: 50))
  }

  @Test func paddingDefaultsToSixteenPointsAndAFrameCentresItsContent() {
    let root = hostedLayout(
      Color.green.padding().accessibilityIdentifier("padded")
        .frame(width: 200, height: 100))
    // The padded colour fills the 200 × 100 frame; its colour is inset 16 on each side.
    expectFrame("padded", in: root, CGRect(x: 96.5, y: 376, width: 200, height: 100))
  }

  @Test func aFlexibleFrameTakesTheProposalUpToItsMaximum() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Text("hi").frame(maxWidth: .infinity).accessibilityIdentifier("wide")
        Text("hi").frame(maxWidth: 100).accessibilityIdentifier("capped")
        Text("hi").frame(minWidth: 60).accessibilityIdentifier("atLeast")
      })
    #expect(frame(of: "wide", in: root)?.width == 393)
    #expect(frame(of: "capped", in: root)?.width == 100)
    #expect(frame(of: "atLeast", in: root)?.width == 60)
  }

  @Test func aHigherLayoutPriorityIsSizedFirst() {
    // 40 characters want 340 pt; beside a 200-pt minimum, the row has 393 − 8 = 385 to share.
    let long = String(repeating: "x", count: 40)
    let root = hostedLayout(
      HStack {
        Text(long).layoutPriority(1).accessibilityIdentifier("first")
        Color.red.frame(minWidth: 20).accessibilityIdentifier("second")
      })
    #expect(frame(of: "first", in: root)?.width == 340)
    #expect(frame(of: "second", in: root)?.width == 45)
  }

  @Test func containerRelativeFrameSharesTheContainerOut() {
    // (393 − 10 × 2) / 3 × 2 + 10 × 1: two of three columns, 10 pt apart.
    let root = hostedLayout(
      Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        .accessibilityIdentifier("columns"))
    let width = try? #require(frame(of: "columns", in: root)?.width)
    #expect(abs((width ?? 0) - ((393 - 20) / 3 * 2 + 10)) <= tolerance)
  }

  @Test func aGeometryReaderBuildsItsContentForItsSize() {
    let root = hostedLayout(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
          .accessibilityIdentifier("quarter")
      })
    expectFrame("quarter", in: root, CGRect(x: 0, y: 0, width: 196.5, height: 213))
  }

  @Test func aGeometryReadersViewsOverlapAtItsTopLeadingCorner() {
    // A wallpaper and the screen over it, as a reader's content often is: not stacked.
    let root = hostedLayout(
      GeometryReader { proxy in
        Color.gray.accessibilityIdentifier("wallpaper")
        Color.red.frame(width: proxy.size.width / 2, height: 100).accessibilityIdentifier("card")
      })
    expectFrame("wallpaper", in: root, CGRect(x: 0, y: 0, width: 393, height: 852))
    expectFrame("card", in: root, CGRect(x: 0, y: 0, width: 196.5, height: 100))
  }

  @Test func aGeometryReaderIsNotBuiltBeforeItHasASize() {
    // Content that divides by its width (a slider's progress, offset / (width − knob)) would
    // see 0 / 0 if built before the layout pass: SwiftUI builds it only with a size.
    final class Sizes { var seen: [CGSize] = [] }
    let sizes = Sizes()
    _ = hostedLayout(
      GeometryReader { proxy in
        let _ = sizes.seen.append(proxy.size)
        Color.red.frame(width: 10 / proxy.size.width * 100)
      }
      .frame(width: 300, height: 70))
    #expect(sizes.seen == [CGSize(width: 300, height: 70)])
  }

  @Test func rotation3DEffectProjectsAsSwiftUIDoes() throws {
    // SwiftUI's projection: about the anchor, rotate, then m34 = −perspective / max(w, h).
    let root = hostedLayout(
      Color.red.frame(width: 100, height: 200)
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 2)
        .accessibilityIdentifier("turned"))
    func find(_ view: UIView) -> UIView? {
      if view.accessibilityIdentifier == "turned" { return view }
      return view.subviews.lazy.compactMap(find).first
    }
    // The identifier names the framed colour; the effect is its superview's.
    let turned = try #require(find(root)?.superview)
    var expected = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
    var projection = CATransform3DIdentity
    projection.m34 = -2.0 / 200
    expected = CATransform3DConcat(expected, projection)
    #expect(turned.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
    let actual = turned.layer.transform
    let pairs = [
      (actual.m11, expected.m11), (actual.m13, expected.m13), (actual.m14, expected.m14),
      (actual.m31, expected.m31), (actual.m33, expected.m33), (actual.m34, expected.m34),
    ]
    for (a, b) in pairs { #expect(abs(a - b) <= 1e-12) }
  }

  @Test func aVisualEffectsChainIsTheProductOfItsEffectsAboutTheirAnchors() throws {
    // A rotation about the top leading corner, a scale about the bottom trailing one, an offset:
    // the layer turns about the last anchor (bottom trailing), by the product of each effect
    // moved to its anchor and back, as Core Animation's 4 × 4 products give it, exactly.
    let root = hostedLayout(
      Color.red.frame(width: 100, height: 200)
        .visualEffect { content, _ in
          content.rotationEffect(.degrees(30), anchor: .topLeading)
            .scaleEffect(1.5, anchor: .bottomTrailing)
            .offset(x: 7, y: -3)
        }
        .accessibilityIdentifier("moved"))
    func find(_ view: UIView) -> UIView? {
      if view.accessibilityIdentifier == "moved" { return view }
      return view.subviews.lazy.compactMap(find).first
    }
    let moved = try #require(find(root)?.superview)
    func about(_ x: CGFloat, _ y: CGFloat, _ m: CATransform3D) -> CATransform3D {
      CATransform3DConcat(
        CATransform3DConcat(CATransform3DMakeTranslation(-x, -y, 0), m),
        CATransform3DMakeTranslation(x, y, 0))
    }
    var effects = about(0, 0, CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
    effects = CATransform3DConcat(effects, about(100, 200, CATransform3DMakeScale(1.5, 1.5, 1)))
    effects = CATransform3DConcat(effects, CATransform3DMakeTranslation(7, -3, 0))
    let expected = CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(100, 200, 0), effects),
      CATransform3DMakeTranslation(-100, -200, 0))
    #expect(moved.layer.anchorPoint == CGPoint(x: 1, y: 1))
    let actual = moved.layer.transform
    let pairs = [
      (actual.m11, expected.m11), (actual.m12, expected.m12), (actual.m13, expected.m13),
      (actual.m14, expected.m14), (actual.m21, expected.m21), (actual.m22, expected.m22),
      (actual.m23, expected.m23), (actual.m24, expected.m24), (actual.m31, expected.m31),
      (actual.m32, expected.m32), (actual.m33, expected.m33), (actual.m34, expected.m34),
      (actual.m41, expected.m41), (actual.m42, expected.m42), (actual.m43, expected.m43),
      (actual.m44, expected.m44),
    ]
    for (a, b) in pairs { #expect(a == b) }
    // Not the identity: the rotation and the scale moved the corner.
    #expect(abs(actual.m11 - 1.5 * cos(CGFloat.pi / 6)) <= tolerance)
  }
}
