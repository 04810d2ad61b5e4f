import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames are whole points, exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

// The iPhone 15 Pro's window in a replay: 393 × 852 pt, a 59-pt top and a 34-pt bottom safe
// area.

/// Which safe area the colour ignores, and the frame it got.
@Observable final class EdgesModel {
  var regions = SafeAreaRegions.all
  var edges = Edge.Set.all
  var frame = CGRect.zero
}

/// A colour that fills what it is given, ignoring the safe area as the model says.
struct EdgesView: View {
  @Bindable var model: EdgesModel
  var body: some View {
    Color.blue
      .onGeometryChange(for: CGRect.self) {
        $0.frame(in: .global)
      } action: {
        model.frame = $0
      }
      .ignoresSafeArea(model.regions, edges: model.edges)
  }
}

enum EdgesScreen: SwiftUIScreen {
  static let id = "edges"
  static let summary = "A colour that ignores the safe area on the edges a command names."
  static func makeModel(configuration: UIKitScreenConfiguration) -> EdgesModel { EdgesModel() }
  static func makeView(model: EdgesModel, configuration: UIKitScreenConfiguration) -> EdgesView {
    EdgesView(model: model)
  }
  static func handle(_ command: SceneCommand, model: EdgesModel) throws(SceneError) {
    switch command.name {
    case "top": (model.regions, model.edges) = (.container, .top)
    case "bottom": (model.regions, model.edges) = (.all, .bottom)
    case "keyboard": (model.regions, model.edges) = (.keyboard, .all)
    default: throw SceneError(.unknownCommand, "the edges screen takes top, bottom, keyboard")
    }
  }
}

@Suite("ignoresSafeArea: only the container region, only the edges named")
struct SwiftUISafeAreaEdgesTests {
  private func frame(after command: String?) throws -> CGRect {
    let script = (command.map { "command \($0)\n" } ?? "") + "wait 100ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<EdgesScreen>.self)
    return try #require(SwiftUIHostedScreen<EdgesScreen>.model(of: scene)).frame
  }

  private func expectFrame(_ frame: CGRect, _ expected: CGRect) {
    #expect(
      abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
        && abs(frame.width - expected.width) <= tolerance
        && abs(frame.height - expected.height) <= tolerance, "\(frame)")
  }

  @Test func everyEdgeFillsTheWindow() throws {
    expectFrame(try frame(after: nil), CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func theEdgesNamedAloneReachTheWindow() throws {
    expectFrame(try frame(after: "top"), CGRect(x: 0, y: 0, width: 393, height: 818))
    expectFrame(try frame(after: "bottom"), CGRect(x: 0, y: 59, width: 393, height: 793))
  }

  @Test func theKeyboardRegionAloneKeepsTheSafeArea() throws {
    expectFrame(try frame(after: "keyboard"), CGRect(x: 0, y: 59, width: 393, height: 759))
  }
}
