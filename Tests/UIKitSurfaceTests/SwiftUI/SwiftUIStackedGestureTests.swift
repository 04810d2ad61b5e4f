import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: the log names which gesture ran, in order.

/// Which of a view's stacked gestures ran.
@Observable final class StackedGestureLog {
  var ran: [String] = []
}

/// Three 100-pt rows, each with two gestures on the same view, as apps stack them.
struct StackedGestureView: View {
  let log: StackedGestureLog

  var body: some View {
    VStack(spacing: 0) {
      // A double tap before a single one: the single waits for the double to fail.
      Color.red.frame(height: 100)
        .onTapGesture(count: 2) { log.ran.append("double") }
        .onTapGesture { log.ran.append("single") }
      // `.gesture` inside, `onTapGesture` outside: the inner one goes first.
      Color.green.frame(height: 100)
        .gesture(TapGesture().onEnded { log.ran.append("inner gesture") })
        .onTapGesture { log.ran.append("outer tap") }
      // `onTapGesture` inside, `.gesture` outside.
      Color.blue.frame(height: 100)
        .onTapGesture { log.ran.append("inner tap") }
        .gesture(TapGesture().onEnded { log.ran.append("outer gesture") })
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum StackedGestureScreen: SwiftUIScreen {
  static let id = "stacked-gestures"
  static let summary = "Two gestures on one view."
  static func makeModel(configuration: UIKitScreenConfiguration) -> StackedGestureLog {
    StackedGestureLog()
  }
  static func makeView(model: StackedGestureLog, configuration: UIKitScreenConfiguration)
    -> StackedGestureView
  {
    StackedGestureView(log: model)
  }
}

@Suite("SwiftUI gestures stacked on one view: the one applied first goes first")
struct SwiftUIStackedGestureTests {
  private func ran(after script: String) throws -> [String] {
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<StackedGestureScreen>.self)
    return try #require(SwiftUIHostedScreen<StackedGestureScreen>.model(of: scene)).ran
  }

  @Test func aSingleTapWaitsForTheDoubleTapAppliedBeforeIt() throws {
    #expect(try ran(after: "tap 196,50\nwait 600ms") == ["single"])
    #expect(try ran(after: "tap 196,50\nwait 100ms\ntap 196,50\nwait 600ms") == ["double"])
  }

  @Test func theInnerOfTwoTapsRunsAlone() throws {
    #expect(try ran(after: "tap 196,150\nwait 600ms") == ["inner gesture"])
    #expect(try ran(after: "tap 196,250\nwait 600ms") == ["inner tap"])
  }
}
