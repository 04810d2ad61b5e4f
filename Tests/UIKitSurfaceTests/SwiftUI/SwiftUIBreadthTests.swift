import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: layout in points, 1e-9 (stated metrics: 0.5 em per character, 1.2 em lines, 17 pt).
private let tolerance: CGFloat = 1e-9

/// A button in the app's own style: padded 12 pt on a filled background, so a tap beside the
/// text still presses it.
struct PaddedStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(12).background(Color.blue).accessibilityIdentifier("styled")
  }
}

@Observable final class PressLog {
  var presses = 0
}

struct StyledButtonView: View {
  let log: PressLog
  var body: some View {
    Button("Go") { log.presses += 1 }.buttonStyle(PaddedStyle())
  }
}

enum StyledButtonScreen: SwiftUIScreen {
  static let id = "styled-button"
  static let summary = "A button in the app's own style."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PressLog { PressLog() }
  static func makeView(model: PressLog, configuration: UIKitScreenConfiguration) -> StyledButtonView
  {
    StyledButtonView(log: model)
  }
}

@Suite("SwiftUI dividers, labels, button styles, navigation views and transitions")
@MainActor
struct SwiftUIBreadthTests {
  @Test func aDividerIsOnePixelAcrossItsStack() throws {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Divider().accessibilityIdentifier("across")
        HStack(spacing: 0) { Divider().accessibilityIdentifier("down") }.frame(height: 40)
      })
    // 1 / 3 pt at the display scale of 3, the width (or the 40-pt height) offered.
    let across = try #require(frame(of: "across", in: root))
    #expect(abs(across.height - 1.0 / 3) <= tolerance && across.width == 393)
    let down = try #require(frame(of: "down", in: root))
    #expect(abs(down.width - 1.0 / 3) <= tolerance && down.height == 40)
  }

  @Test func aLabelIsItsIconThenItsTitle() throws {
    let root = hostedLayout(Label("Fav", systemImage: "star").accessibilityIdentifier("label"))
    // A symbol 1.2 em square (20.4 pt), 8 pt, then 3 characters of 8.5 pt: 53.9 × 20.4.
    let label = try #require(frame(of: "label", in: root))
    #expect(abs(label.width - (20.4 + 8 + 25.5)) <= tolerance)
    #expect(abs(label.height - 20.4) <= tolerance)
  }

  @Test func aTextsOwnFontOutweighsTheEnvironments() throws {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Text("Title").font(.title).bold().accessibilityIdentifier("own")
        Text("Title").accessibilityIdentifier("inherited")
        (Text("Ti").font(.title) + Text("tle").font(.title)).accessibilityIdentifier("joined")
      }
      .font(.caption))
    // 5 characters of 0.5 em in 28-pt title type: 70 × 33.6; in the stack's 12-pt caption: 30 × 14.4.
    let own = try #require(frame(of: "own", in: root))
    #expect(abs(own.width - 70) <= tolerance && abs(own.height - 33.6) <= tolerance)
    let inherited = try #require(frame(of: "inherited", in: root))
    #expect(abs(inherited.width - 30) <= tolerance && abs(inherited.height - 14.4) <= tolerance)
    // Two runs in the same title font join in it.
    let joined = try #require(frame(of: "joined", in: root))
    #expect(abs(joined.width - 70) <= tolerance && abs(joined.height - 33.6) <= tolerance)
  }

  @Test func aButtonStyleWrapsTheLabelAndItsPaddingIsPressed() throws {
    let root = hostedLayout(StyledButtonView(log: PressLog()))
    // "Go" is 17 × 20.4; padded 12 on each side: 41 × 44.4, centred.
    let styled = try #require(frame(of: "styled", in: root))
    #expect(abs(styled.width - 41) <= tolerance && abs(styled.height - 44.4) <= tolerance)
    // In a replay (759 pt below a 59-pt safe area) the background 5 pt inside its top edge
    // presses.
    let top = 59 + (759 - 44.4) / 2 + 5
    let (scene, _) = try replayHosted(
      "tap 196,\(top)\nwait 300ms", on: SwiftUIHostedScreen<StyledButtonScreen>.self)
    #expect(SwiftUIHostedScreen<StyledButtonScreen>.model(of: scene)?.presses == 1)
  }

  @Test func aNavigationViewShowsItsContentAndTransitionsKeepLayout() throws {
    let root = hostedLayout(
      NavigationView {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("content")
          .transition(.move(edge: .bottom).combined(with: .opacity))
          .navigationBarTitle("Title", displayMode: .inline)
      }
      .navigationViewStyle(.stack))
    // Below the 44-pt bar an inline title makes: y 44 + (852 − 44 − 50) / 2 = 423.
    #expect(frame(of: "content", in: root) == CGRect(x: 171.5, y: 423, width: 50, height: 50))
    // An interpolating spring is a spring of the stiffness and damping given.
    #expect(
      Animation.interpolatingSpring(stiffness: 100, damping: 10)
        == Animation.spring(Spring(mass: 1, stiffness: 100, damping: 10)))
  }
}
