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
  var innerFrame = CGRect.zero
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

/// A background behind a stack, and a strip in the middle of the screen, each ignoring the
/// safe area: the background reaches the safe area's edges and grows into them; the strip does
/// not reach them and keeps its frame.
struct NestedEdgesView: View {
  @Bindable var model: EdgesModel
  var body: some View {
    ZStack {
      Color.black
        .onGeometryChange(for: CGRect.self) {
          $0.frame(in: .global)
        } action: {
          model.frame = $0
        }
        .ignoresSafeArea(edges: model.edges)
      Color.red.frame(height: 100)
        .onGeometryChange(for: CGRect.self) {
          $0.frame(in: .global)
        } action: {
          model.innerFrame = $0
        }
        .ignoresSafeArea()
    }
  }
}

enum NestedEdgesScreen: SwiftUIScreen {
  static let id = "nested-edges"
  static let summary = "A background that ignores the safe area inside a stack."
  static func makeModel(configuration: UIKitScreenConfiguration) -> EdgesModel { EdgesModel() }
  static func makeView(model: EdgesModel, configuration: UIKitScreenConfiguration)
    -> NestedEdgesView
  { NestedEdgesView(model: model) }
  static func handle(_ command: SceneCommand, model: EdgesModel) throws(SceneError) {
    try EdgesScreen.handle(command, model: model)
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

  @Test func aViewInAStackGrowsIntoTheSafeAreaItReaches() throws {
    let (scene, _) = try replayHosted("wait 100ms", on: SwiftUIHostedScreen<NestedEdgesScreen>.self)
    let model = try #require(SwiftUIHostedScreen<NestedEdgesScreen>.model(of: scene))
    expectFrame(model.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    // The strip, 100 pt tall in the middle of the 759-pt safe area: 59 + 329.5 = 388.5.
    expectFrame(model.innerFrame, CGRect(x: 0, y: 388.5, width: 393, height: 100))
    // Only the top edge named: the background stops at the bottom of the safe area.
    let (top, _) = try replayHosted(
      "command top\nwait 100ms", on: SwiftUIHostedScreen<NestedEdgesScreen>.self)
    let topModel = try #require(SwiftUIHostedScreen<NestedEdgesScreen>.model(of: top))
    expectFrame(topModel.frame, CGRect(x: 0, y: 0, width: 393, height: 818))
  }
}
