import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: points and seconds, 1e-9 (the gesture script's touches are exact).
private let tolerance = 1e-9

/// What the gesture screen's view saw.
@Observable final class GestureLog {
  var changes: [CGSize] = []
  var ended: DragGesture.Value?
  /// The `@GestureState` offset each time the body was evaluated (not observed: the body
  /// writes it, and a body that changes what it reads would update forever).
  @ObservationIgnored var offsets: [CGSize] = []
  var longPresses = 0
  var doubleTaps = 0
}

/// A card dragged by a `DragGesture` with `@GestureState`; a long press and a double tap below.
struct GestureView: View {
  let log: GestureLog
  @GestureState private var offset = CGSize.zero

  var body: some View {
    let _ = log.offsets.append(offset)
    VStack(spacing: 0) {
      Color.blue.frame(height: 300)
        .offset(offset)
        .gesture(
          DragGesture(coordinateSpace: .global)
            .updating($offset) { value, state, _ in state = value.translation }
            .onChanged { log.changes.append($0.translation) }
            .onEnded { log.ended = $0 })
      Color.green.frame(height: 200).onLongPressGesture { log.longPresses += 1 }
      Color.red.frame(height: 200).gesture(TapGesture(count: 2).onEnded { log.doubleTaps += 1 })
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum GestureScreen: SwiftUIScreen {
  static let id = "gestures"
  static let summary = "A dragged card, a long press and a double tap."
  static func makeModel(configuration: UIKitScreenConfiguration) -> GestureLog { GestureLog() }
  static func makeView(model: GestureLog, configuration: UIKitScreenConfiguration) -> GestureView {
    GestureView(log: model)
  }
}

@Suite("SwiftUI gestures: UIKit recognizers on the view, their values in SwiftUI's terms")
struct SwiftUIGestureTests {
  @Test func aDragReportsItsTranslationAndItsGestureStateReturnsToZero() throws {
    let script = "touch 1 at 196,200\ndrag 1 to 196,80 in 0.4s\nlift 1\nwait 200ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<GestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<GestureScreen>.model(of: scene))
    let ended = try #require(log.ended)
    #expect(abs(ended.translation.height - -120) <= tolerance)
    #expect(abs(ended.startLocation.y - 200) <= tolerance && ended.startLocation.x == 196)
    #expect(abs(ended.location.y - 80) <= tolerance)
    // The changes run from the slop (10 pt) to the end, growing upwards.
    #expect(log.changes.count > 3)
    #expect(log.changes.first.map { $0.height <= -10 } == true)
    #expect(log.changes.last.map { abs($0.height - -120) <= tolerance } == true)
    // The state followed the drag and came back to zero when the finger lifted.
    #expect(log.offsets.contains { $0.height < -100 })
    #expect(log.offsets.last == .zero)
  }

  @Test func aLongPressAndADoubleTapRecognize() throws {
    let script = """
      touch 1 at 196,400
      hold 1 for 0.6s
      lift 1
      wait 300ms
      tap 196,600
      wait 100ms
      tap 196,600
      wait 500ms
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<GestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<GestureScreen>.model(of: scene))
    #expect(log.longPresses == 1)
    #expect(log.doubleTaps == 1)
    #expect(log.ended == nil)
  }
}
