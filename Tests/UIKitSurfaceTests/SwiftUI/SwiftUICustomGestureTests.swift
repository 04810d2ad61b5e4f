import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Tolerance: points, 1e-9 (the gesture script's touches are exact).
private let tolerance = 1e-9

/// What the custom gesture's view saw.
@Observable final class CustomGestureLog {
  var dragging: [Bool] = []
  var translations: [CGFloat] = []
}

/// An app's own drag gesture, written as PopupView writes its drag to dismiss: a body made of a
/// `DragGesture`, its own `@GestureState` and `@State`.
struct VerticalDrag: Gesture {
  let log: CustomGestureLog
  @GestureState var offset: CGFloat = 0
  @State private var isDragging = false

  var body: some Gesture {
    DragGesture(coordinateSpace: .global)
      .updating($offset) { value, state, _ in state = value.translation.height }
      .onChanged { _ in
        if !isDragging {
          isDragging = true
          log.dragging.append(true)
        }
      }
      .onEnded { value in
        log.translations.append(value.translation.height)
        isDragging = false
        log.dragging.append(false)
      }
  }
}

/// A gesture whose body is itself: an error, not a hang.
struct EndlessGesture: Gesture {
  typealias Value = Void
  var body: EndlessGesture { EndlessGesture() }
}

struct CustomGestureView: View {
  let log: CustomGestureLog

  var body: some View {
    Color.blue.frame(height: 300).gesture(VerticalDrag(log: log))
      .frame(maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea()
  }
}

enum CustomGestureScreen: SwiftUIScreen {
  static let id = "custom-gesture"
  static let summary = "A card dragged by an app's own gesture."
  static func makeModel(configuration: UIKitScreenConfiguration) -> CustomGestureLog {
    CustomGestureLog()
  }
  static func makeView(model: CustomGestureLog, configuration: UIKitScreenConfiguration)
    -> CustomGestureView
  { CustomGestureView(log: model) }
}

@Suite("SwiftUI: an app's own gesture, made of others in its body")
@MainActor
struct SwiftUICustomGestureTests {
  @Test func aCustomGesturesBodyRecognizesWithItsOwnState() throws {
    let script = "touch 1 at 196,200\ndrag 1 to 196,80 in 0.4s\nlift 1\nwait 200ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<CustomGestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<CustomGestureScreen>.model(of: scene))
    // Its @State saw one drag begin and end; the end's translation is the finger's 120 pt up.
    #expect(log.dragging == [true, false])
    #expect(log.translations.count == 1)
    #expect(abs((log.translations.first ?? 0) - -120) <= tolerance)
  }

  @Test func aCustomGesturesBodyThatContainsItselfIsReported() throws {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    _ = hostedLayout(Color.red.gesture(EndlessGesture()), in: runtime)
    let problems = runtime.takeProblems()
    #expect(problems.count == 1, "\(problems)")
    #expect(
      problems.first?.message.contains("EndlessGesture's body contains itself") == true,
      "\(problems)")
  }
}
