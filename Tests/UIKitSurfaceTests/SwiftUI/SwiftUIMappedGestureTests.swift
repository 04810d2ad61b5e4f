import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: points, 1e-9 (the script's touches are exact).
private let tolerance = 1e-9

/// What the mapped gestures reported.
@Observable final class MappedGestureLog {
  var width: CGFloat?
  var swipes: [String] = []
}

/// A swipe told by direction, an app's gesture written as public code writes it: a drag mapped
/// to its direction, its type erased.
struct DirectionSwipe: Gesture {
  var body: AnyGesture<String> {
    AnyGesture(
      DragGesture(minimumDistance: 10)
        .map { value in
          abs(value.translation.width) > abs(value.translation.height)
            ? (value.translation.width < 0 ? "left" : "right")
            : (value.translation.height < 0 ? "up" : "down")
        })
  }
}

/// A 300-pt band whose drag reports its width through `map`, and one below with the swipe.
struct MappedGestureView: View {
  let log: MappedGestureLog

  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(height: 300)
        .gesture(AnyGesture(DragGesture().map { $0.translation.width }).onEnded { log.width = $0 })
      Color.blue.frame(height: 300)
        .gesture(DirectionSwipe().onEnded { log.swipes.append($0) })
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum MappedGestureScreen: SwiftUIScreen {
  static let id = "mapped-gestures"
  static let summary = "Gestures mapped and erased."
  static func makeModel(configuration: UIKitScreenConfiguration) -> MappedGestureLog {
    MappedGestureLog()
  }
  static func makeView(model: MappedGestureLog, configuration: UIKitScreenConfiguration)
    -> MappedGestureView
  {
    MappedGestureView(log: model)
  }
}

@Suite("SwiftUI gestures mapped and erased: map(_:) and AnyGesture; shapes sized")
struct SwiftUIMappedGestureTests {
  private func log(after script: String) throws -> MappedGestureLog {
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<MappedGestureScreen>.self)
    return try #require(SwiftUIHostedScreen<MappedGestureScreen>.model(of: scene))
  }

  @Test func aMappedDragEndsWithItsMappedValue() throws {
    let log = try log(after: "touch 1 at 100,150\ndrag 1 to 220,150 in 0.3s\nlift 1")
    // The drag's translation at its end: 220 − 100 = 120 pt.
    #expect(abs(try #require(log.width) - 120) <= tolerance)
  }

  @Test func anAppsErasedGestureReportsItsOwnValues() throws {
    let log = try log(
      after: """
        touch 1 at 300,450
        drag 1 to 100,460 in 0.3s
        lift 1
        touch 1 at 196,350
        drag 1 to 200,550 in 0.3s
        lift 1
        """)
    #expect(log.swipes == ["left", "down"])
  }

  @Test func aSizedShapeMakesItsPathInItsOwnSize() {
    // The content shape is the top-left 50-pt square of the 100-pt view.
    let sized = topLeft(Color.blue.contentShape(Rectangle().size(width: 50, height: 50)))
    #expect(hitName(at: CGPoint(x: 25, y: 25), in: sized) == "target")
    #expect(hitName(at: CGPoint(x: 75, y: 75), in: sized) == nil)
    #expect(hitName(at: CGPoint(x: 75, y: 25), in: sized) == nil)
  }

  @Test func iOS14FormsLayOutAsTheirSuccessors() {
    #expect(Axis.horizontal.description == "horizontal")
    #expect(Axis.vertical.description == "vertical")
    let tinted = hostedLayout(
      pinned(
        Toggle("Sound", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))
          .accessibilityIdentifier("toggle").navigationBarTitle(Text("Settings"))))
    let plain = hostedLayout(
      pinned(
        Toggle("Sound", isOn: .constant(true)).toggleStyle(.switch)
          .accessibilityIdentifier("toggle")))
    #expect(findView("toggle", in: tinted) != nil)
    #expect(frame(of: "toggle", in: tinted) == frame(of: "toggle", in: plain))
  }
}
