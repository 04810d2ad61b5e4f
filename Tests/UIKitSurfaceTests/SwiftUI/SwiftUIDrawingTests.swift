import HapticTapeSwiftUI
import Testing

// Tolerance: frames and path bounds in points, exact to 1e-9 (the arithmetic is on stated sizes).
private let tolerance = 1e-9

/// A shape that asks for a square of the shorter side it is offered.
private struct Square: Shape {
  func path(in rect: CGRect) -> Path { Path(rect) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
  }
}

private func expectRect(
  _ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(abs(actual.minX - expected.minX) <= tolerance, sourceLocation: sourceLocation)
  #expect(abs(actual.minY - expected.minY) <= tolerance, sourceLocation: sourceLocation)
  #expect(abs(actual.width - expected.width) <= tolerance, sourceLocation: sourceLocation)
  #expect(abs(actual.height - expected.height) <= tolerance, sourceLocation: sourceLocation)
}

@Suite("SwiftUI drawing: shapes sized as Apple documents, styles inert")
struct SwiftUIDrawingTests {
  @Test func shapesFillTheirFrameAndTenPointsWhereNothingIsOffered() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Capsule().fill(.blue).frame(width: 100, height: 40).accessibilityIdentifier("capsule")
        Ellipse().stroke(.red, lineWidth: 4).frame(width: 60, height: 30)
          .accessibilityIdentifier("ellipse")
        RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.ultraThinMaterial)
          .frame(height: 50).accessibilityIdentifier("rounded")
        DiamondOutline().fixedSize().accessibilityIdentifier("diamond")
        Capsule().strokeBorder(.red, lineWidth: 2).frame(width: 10, height: 0)
        Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2).fixedSize()
          .accessibilityIdentifier("circle")
      })
    // Stack height 40 + 30 + 50 + 10 + 10 = 140, centred in 852: top at (852 − 140) / 2 = 356.
    expectFrame("capsule", in: root, CGRect(x: 146.5, y: 356, width: 100, height: 40))
    expectFrame("ellipse", in: root, CGRect(x: 166.5, y: 396, width: 60, height: 30))
    // The rounded rectangle takes the stack's full width, 393.
    expectFrame("rounded", in: root, CGRect(x: 0, y: 426, width: 393, height: 50))
    // Unspecified proposals (fixedSize): 10 × 10, `replacingUnspecifiedDimensions`.
    expectFrame("diamond", in: root, CGRect(x: 191.5, y: 476, width: 10, height: 10))
    expectFrame("circle", in: root, CGRect(x: 191.5, y: 486, width: 10, height: 10))
  }

  @Test func aShapesOwnSizeThatFitsIsUsed() {
    let root = hostedLayout(Square().fill(.green).accessibilityIdentifier("square"))
    // Offered 393 × 852, it takes 393 × 393, centred: y = (852 − 393) / 2 = 229.5.
    expectFrame("square", in: root, CGRect(x: 0, y: 229.5, width: 393, height: 393))
  }

  @Test func pathsOfTheBuiltInShapes() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    // Circle: diameter the shorter side, 40, centred: x = 50 − 20 = 30.
    expectRect(Circle().path(in: rect).boundingRect, CGRect(x: 30, y: 0, width: 40, height: 40))
    expectRect(Ellipse().path(in: rect).boundingRect, rect)
    expectRect(Capsule().path(in: rect).boundingRect, rect)
    expectRect(RoundedRectangle(cornerRadius: 8).path(in: rect).boundingRect, rect)
    // Inset by 5 on every side: 90 × 30 at (5, 5).
    expectRect(
      Rectangle().inset(by: 5).path(in: rect).boundingRect,
      CGRect(x: 5, y: 5, width: 90, height: 30))
    let diamond = DiamondOutline().path(in: rect)
    #expect(!diamond.isEmpty)
    #expect(diamond.currentPoint == CGPoint(x: 50, y: 0))
    #expect(Path().isEmpty && Path().currentPoint == nil)
  }

  @Test func aPathIsAValue() {
    var first = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let copy = first
    first.addLine(to: CGPoint(x: 50, y: 60))
    // The copy keeps the rectangle alone; the changed path reaches (50, 60).
    expectRect(copy.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
    expectRect(first.boundingRect, CGRect(x: 0, y: 0, width: 50, height: 60))
  }

  @Test func textStylesAndJoinedTextSizeByPointSize() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        (Text("ab").bold() + Text("cde").italic()).accessibilityIdentifier("joined")
        Text("abcd").font(.system(.title2, design: .rounded, weight: .semibold))
          .accessibilityIdentifier("title2")
        Text("ab").font(.system(size: 40, weight: .heavy)).fontWeight(.black)
          .accessibilityIdentifier("big")
      })
    // 5 characters at 17 pt: 5 × 8.5 = 42.5 × 20.4; 4 at 22 pt: 44 × 26.4; 2 at 40: 40 × 48.
    // Stack 20.4 + 26.4 + 48 = 94.8 tall: top at (852 − 94.8) / 2 = 378.6.
    expectFrame("joined", in: root, CGRect(x: 175.25, y: 378.6, width: 42.5, height: 20.4))
    expectFrame("title2", in: root, CGRect(x: 174.5, y: 399, width: 44, height: 26.4))
    expectFrame("big", in: root, CGRect(x: 176.5, y: 425.4, width: 40, height: 48))
  }

  @Test func aStyleBackgroundFillsTheViewsFrameAndIsHit() {
    let root = hostedLayout(
      Color.clear.frame(width: 80, height: 30)
        .background(.ultraThinMaterial, in: Capsule())
        .foregroundStyle(.secondary)
        .accessibilityIdentifier("pill")
        .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
        .compositingGroup())
    expectFrame("pill", in: root, CGRect(x: 156.5, y: 411, width: 80, height: 30))
    // A clear colour alone is hit too; the capsule behind makes the frame hit in any case.
    #expect(root.hitTest(CGPoint(x: 160, y: 414), with: nil) != nil)
  }
}

@Suite("SwiftUI drawing: uneven corners and colour effects")
struct SwiftUIDrawingEffectTests {
  @Test func anUnevenRoundedRectangleFillsItsFrameAndEffectsChangeNothing() {
    let root = hostedLayout(
      UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4)
        .fill(.red)
        .frame(width: 120, height: 60)
        .hueRotation(.degrees(90))
        .blendMode(.multiply)
        .saturation(0.5)
        .edgesIgnoringSafeArea(.all)
        .accessibilityIdentifier("uneven"))
    // Centred: x = (393 − 120) / 2 = 136.5, y = (852 − 60) / 2 = 396.
    expectFrame("uneven", in: root, CGRect(x: 136.5, y: 396, width: 120, height: 60))
    let rect = CGRect(x: 0, y: 0, width: 120, height: 60)
    expectRect(
      UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8)).path(in: rect)
        .boundingRect, rect)
  }
}
