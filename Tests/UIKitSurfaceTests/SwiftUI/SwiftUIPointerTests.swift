import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: hover actions are never called; frames are compared whole.

/// Whether a hover action ran, and the taps that reached the view.
@Observable final class PointerLog {
  var hovers = 0
  var taps = 0
}

/// A 100-pt square with hover actions and effects, as iPad-ready code writes it.
struct HoverSquare: View {
  let log: PointerLog

  var body: some View {
    Color.blue.frame(width: 100, height: 100)
      .onHover { _ in log.hovers += 1 }
      .onContinuousHover { _ in log.hovers += 1 }
      .hoverEffect(.lift)
      .onTapGesture { log.taps += 1 }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .ignoresSafeArea()
      .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

enum HoverScreen: SwiftUIScreen {
  static let id = "hover"
  static let summary = "Hover actions on a phone."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PointerLog { PointerLog() }
  static func makeView(model: PointerLog, configuration: UIKitScreenConfiguration) -> HoverSquare {
    HoverSquare(log: model)
  }
}

@Suite("SwiftUI pointer APIs on iPhone: compiled as written, never called")
struct SwiftUIPointerTests {
  @Test func touchesNeverHoverAndStillTap() throws {
    let (scene, _) = try replayHosted(
      "touch 1 at 50,50\ndrag 1 to 60,60 in 0.2s\nlift 1\nwait 300ms\ntap 50,50\nwait 300ms",
      on: SwiftUIHostedScreen<HoverScreen>.self)
    let log = try #require(SwiftUIHostedScreen<HoverScreen>.model(of: scene))
    #expect(log.hovers == 0)
    #expect(log.taps == 1)
  }
}
