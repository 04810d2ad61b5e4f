import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: the glass changes no frame and no hit.

/// Taps that reached the glass buttons.
@Observable final class GlassLog {
  var taps: [String] = []
}

/// iOS 26 glass written as apps write it: a container of glass buttons and a glass capsule.
struct GlassBar: View {
  let log: GlassLog
  @Namespace private var glass

  var body: some View {
    GlassEffectContainer(spacing: 20) {
      HStack(spacing: 0) {
        Button("Play") { log.taps.append("play") }
          .buttonStyle(.glass)
          .frame(width: 100, height: 100)
          .glassEffectID("play", in: glass)
        Button("Stop") { log.taps.append("stop") }
          .buttonStyle(.glassProminent)
          .frame(width: 100, height: 100)
          .glassEffect(.regular.tint(.red).interactive(), in: .rect(cornerRadius: 12))
          .glassEffectUnion(id: "controls", namespace: glass)
          .glassEffectTransition(.materialize)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .ignoresSafeArea()
    .scrollEdgeEffectStyle(.soft, for: .top)
    .backgroundExtensionEffect()
  }
}

enum GlassScreen: SwiftUIScreen {
  static let id = "glass"
  static let summary = "Glass buttons."
  static func makeModel(configuration: UIKitScreenConfiguration) -> GlassLog { GlassLog() }
  static func makeView(model: GlassLog, configuration: UIKitScreenConfiguration) -> GlassBar {
    GlassBar(log: model)
  }
}

@Suite("SwiftUI Liquid Glass (iOS 26): compiles as written; lays out and hits as without it")
struct SwiftUIGlassTests {
  @Test func glassButtonsRunTheirActions() throws {
    let (scene, _) = try replayHosted(
      "tap 50,50\nwait 300ms\ntap 150,50\nwait 300ms", on: SwiftUIHostedScreen<GlassScreen>.self)
    let log = try #require(SwiftUIHostedScreen<GlassScreen>.model(of: scene))
    #expect(log.taps == ["play", "stop"])
  }

  @Test func aGlassEffectChangesNoFrame() {
    let glassy = hostedLayout(
      pinned(
        Text("Now playing").padding(12).glassEffect().accessibilityIdentifier("label")
          .glassEffect(.clear, in: Capsule())))
    let plain = hostedLayout(
      pinned(Text("Now playing").padding(12).accessibilityIdentifier("label")))
    #expect(findView("label", in: glassy) != nil)
    #expect(frame(of: "label", in: glassy) == frame(of: "label", in: plain))
    #expect(Glass.regular != Glass.clear && Glass.regular.tint(.red) != Glass.regular)
    #expect(
      DefaultGlassEffectShape().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        .contains(CGPoint(x: 2, y: 2)) == false)
  }
}
