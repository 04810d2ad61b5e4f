import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: 1e-9, in points and points per second (the gesture script's touches are exact;
// the two replays' velocities are the same numbers).
private let tolerance = 1e-9

/// What the dragged card and the tapped bar saw.
@Observable final class DirectionalGestureLog {
  var ended: DragGesture.Value?
  var taps: [CGPoint] = []
  var spatialTaps: [CGPoint] = []
}

/// A 100-pt card that follows a drag by `offset(x: translation.width)`, above a 200 × 100 bar
/// that logs its taps, centred at the top of the screen and laid out in `direction`.
struct DirectionalGestureView: View {
  let log: DirectionalGestureLog
  let direction: LayoutDirection
  @State private var offset: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("card")
        .offset(x: offset)
        .gesture(
          DragGesture()
            .onChanged { offset = $0.translation.width }
            .onEnded { log.ended = $0 })
      Color.green.frame(width: 200, height: 100)
        .onTapGesture(coordinateSpace: .local) { log.taps.append($0) }
      Color.yellow.frame(width: 200, height: 100)
        .gesture(SpatialTapGesture().onEnded { log.spatialTaps.append($0.location) })
    }
    .environment(\.layoutDirection, direction)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum LeftToRightGestureScreen: SwiftUIScreen {
  static let id = "gestures-left-to-right"
  static let summary = "A dragged card and tapped bars, left to right."
  static func makeModel(configuration: UIKitScreenConfiguration) -> DirectionalGestureLog {
    DirectionalGestureLog()
  }
  static func makeView(model: DirectionalGestureLog, configuration: UIKitScreenConfiguration)
    -> DirectionalGestureView
  {
    DirectionalGestureView(log: model, direction: .leftToRight)
  }
}

enum RightToLeftGestureScreen: SwiftUIScreen {
  static let id = "gestures-right-to-left"
  static let summary = "A dragged card and tapped bars, right to left."
  static func makeModel(configuration: UIKitScreenConfiguration) -> DirectionalGestureLog {
    DirectionalGestureLog()
  }
  static func makeView(model: DirectionalGestureLog, configuration: UIKitScreenConfiguration)
    -> DirectionalGestureView
  {
    DirectionalGestureView(log: model, direction: .rightToLeft)
  }
}

@Suite("SwiftUI right to left: gesture values in the flipped local space")
struct SwiftUIRightToLeftGestureTests {
  // The card spans x 146.5...246.5 (centred on the 393-pt screen), y 0...100; the bars below
  // span x 96.5...296.5.
  private let drag = "touch 1 at 160,50\ndrag 1 to 260,50 in 0.4s\nlift 1\nwait 200ms"

  @Test func aDragRightIsANegativeTranslationAndTheCardFollowsTheFinger() throws {
    let (ltrScene, _) = try replayHosted(
      drag, on: SwiftUIHostedScreen<LeftToRightGestureScreen>.self)
    let (rtlScene, _) = try replayHosted(
      drag, on: SwiftUIHostedScreen<RightToLeftGestureScreen>.self)
    let ltr = try #require(SwiftUIHostedScreen<LeftToRightGestureScreen>.model(of: ltrScene)?.ended)
    let rtl = try #require(SwiftUIHostedScreen<RightToLeftGestureScreen>.model(of: rtlScene)?.ended)
    #expect(abs(ltr.translation.width - 100) <= tolerance)
    #expect(abs(rtl.translation.width - -100) <= tolerance)
    #expect(abs(rtl.translation.height) <= tolerance)
    // Locations from the card's right edge: the touch 13.5 pt from its left edge is 86.5 pt from
    // its right; the lift, 113.5 pt from the left, is 13.5 pt beyond the right edge.
    #expect(abs(ltr.startLocation.x - 13.5) <= tolerance)
    #expect(abs(rtl.startLocation.x - 86.5) <= tolerance)
    #expect(abs(rtl.location.x - -13.5) <= tolerance)
    #expect(abs(rtl.startLocation.y - 50) <= tolerance)
    // The velocity and the prediction are the left-to-right ones, negated across.
    #expect(ltr.velocity.width > 0)
    #expect(abs(rtl.velocity.width + ltr.velocity.width) <= tolerance)
    #expect(abs(rtl.velocity.height - ltr.velocity.height) <= tolerance)
    #expect(abs(rtl.predictedEndTranslation.width + ltr.predictedEndTranslation.width) <= tolerance)
    #expect(
      abs(rtl.predictedEndLocation.x - (100 - ltr.predictedEndLocation.x)) <= tolerance)
    // `offset(x: translation.width)` moved the card 100 pt right on screen in both directions.
    for root in [ltrScene.rootViewController?.view, rtlScene.rootViewController?.view] {
      let card = try #require(root.flatMap { frame(of: "card", in: $0) })
      #expect(abs(card.minX - 246.5) <= tolerance)
    }
  }

  @Test func aTapsLocalLocationIsMeasuredFromTheRightEdgeRightToLeft() throws {
    // 20.5 pt from the bars' left edges (96.5), 50 pt down each (touches fall on the screen's
    // pixels, thirds of a point: whole points are exact).
    let taps = "tap 117,150\nwait 500ms\ntap 117,250\nwait 500ms"
    let (ltrScene, _) = try replayHosted(
      taps, on: SwiftUIHostedScreen<LeftToRightGestureScreen>.self)
    let (rtlScene, _) = try replayHosted(
      taps, on: SwiftUIHostedScreen<RightToLeftGestureScreen>.self)
    let ltr = try #require(SwiftUIHostedScreen<LeftToRightGestureScreen>.model(of: ltrScene))
    let rtl = try #require(SwiftUIHostedScreen<RightToLeftGestureScreen>.model(of: rtlScene))
    #expect(ltr.taps == [CGPoint(x: 20.5, y: 50)])
    #expect(ltr.spatialTaps == [CGPoint(x: 20.5, y: 50)])
    // 179.5 pt from the right edges.
    #expect(rtl.taps.count == 1 && rtl.spatialTaps.count == 1)
    for location in rtl.taps + rtl.spatialTaps {
      #expect(abs(location.x - 179.5) <= tolerance && abs(location.y - 50) <= tolerance)
    }
  }
}
