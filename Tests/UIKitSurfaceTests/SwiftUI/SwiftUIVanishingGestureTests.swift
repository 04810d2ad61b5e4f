import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

/// What the gestures of a view that removes itself saw.
@Observable final class VanishingGestureLog {
  var changes: [CGPoint] = []
  var ended: CGPoint?
  var taps: [CGPoint] = []
}

/// A 100-pt card that its own gesture removes on touch-down (animated out when `animated`), above
/// a bar; the card's gestures keep reporting while the finger stays down.
struct VanishingGestureView: View {
  let log: VanishingGestureLog
  let animated: Bool
  @State private var isShown = true

  var body: some View {
    VStack(spacing: 0) {
      if isShown {
        Color.blue.frame(width: 100, height: 100)
          .transition(.opacity)
          .onTapGesture(coordinateSpace: .global) { log.taps.append($0) }
          .simultaneousGesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
              .onChanged { value in
                log.changes.append(value.location)
                guard isShown else { return }
                if animated {
                  withAnimation(.linear(duration: 1)) { isShown = false }
                } else {
                  isShown = false
                }
              }
              .onEnded { log.ended = $0.location })
      }
      Color.green.frame(width: 200, height: 100)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum VanishingGestureScreen: SwiftUIScreen {
  static let id = "gestures-vanishing"
  static let summary = "A card its own gesture removes."
  static func makeModel(configuration: UIKitScreenConfiguration) -> VanishingGestureLog {
    VanishingGestureLog()
  }
  static func makeView(model: VanishingGestureLog, configuration: UIKitScreenConfiguration)
    -> VanishingGestureView
  {
    VanishingGestureView(log: model, animated: false)
  }
}

enum AnimatedVanishingGestureScreen: SwiftUIScreen {
  static let id = "gestures-vanishing-animated"
  static let summary = "A card its own gesture removes, animated out."
  static func makeModel(configuration: UIKitScreenConfiguration) -> VanishingGestureLog {
    VanishingGestureLog()
  }
  static func makeView(model: VanishingGestureLog, configuration: UIKitScreenConfiguration)
    -> VanishingGestureView
  {
    VanishingGestureView(log: model, animated: true)
  }
}

// Run under AddressSanitizer too: each gesture outlives the view, the node and the recognizer's
// box it was reporting through, whose back references (`unowned(unsafe)`) must all be cleared.
@Suite("SwiftUI: a view its own gesture removes while the finger is down")
struct SwiftUIVanishingGestureTests {
  private let drag = "touch 1 at 160,50\ndrag 1 to 260,50 in 0.4s\nlift 1\nwait 1500ms"

  @Test func aDragThatRemovesItsViewStopsReporting() throws {
    let (scene, _) = try replayHosted(drag, on: SwiftUIHostedScreen<VanishingGestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<VanishingGestureScreen>.model(of: scene))
    // The first move (2 pt, on the screen's pixels) removed the card: its gesture left with it.
    #expect(log.changes == [CGPoint(x: 162, y: 50)])
    #expect(log.ended == nil)
    #expect(log.taps.isEmpty)
  }

  @Test func aDragThatAnimatesItsViewOutReportsEveryMove() throws {
    let (scene, _) = try replayHosted(
      drag, on: SwiftUIHostedScreen<AnimatedVanishingGestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<AnimatedVanishingGestureScreen>.model(of: scene))
    // The leaving card keeps its gesture until its transition ends (1 s): the 48 moves of the
    // 0.4-s drag at 120 Hz.
    #expect(log.changes.count == 48)
    #expect(log.changes.first == CGPoint(x: 162, y: 50))
    #expect(log.taps.isEmpty)
  }

  @Test func aTapWhoseViewLeftBeforeTheLiftIsNotReported() throws {
    // A 3-pt slide, within a tap's movement: the drag beside the tap removes the card on the
    // first move, the tap recognizes on the lift.
    let (scene, _) = try replayHosted(
      "touch 1 at 160,50\ndrag 1 to 163,50 in 50ms\nlift 1\nwait 1500ms",
      on: SwiftUIHostedScreen<VanishingGestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<VanishingGestureScreen>.model(of: scene))
    // The first move, 2/3 pt (the screen's pixels), removed the card and its gestures with it.
    #expect(log.changes.count == 1)
    #expect(log.changes.allSatisfy { abs($0.x - (160 + 2.0 / 3)) <= 1e-9 && $0.y == 50 })
    #expect(log.taps.isEmpty)
    #expect(log.ended == nil)
  }

  @Test func aTapWhoseViewIsLeavingIsReported() throws {
    let (scene, _) = try replayHosted(
      "touch 1 at 160,50\ndrag 1 to 163,50 in 50ms\nlift 1\nwait 1500ms",
      on: SwiftUIHostedScreen<AnimatedVanishingGestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<AnimatedVanishingGestureScreen>.model(of: scene))
    // The leaving card keeps its gestures until its transition ends: the six moves, the lift,
    // and the tap.
    #expect(log.changes.count == 6)
    #expect(log.taps.count == 1)
    #expect(log.ended != nil)
  }
}
