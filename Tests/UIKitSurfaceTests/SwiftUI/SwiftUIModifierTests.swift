import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: layout in points, exact to 1e-9.
private let tolerance = 1e-9

private func size(of identifier: String, in root: UIView) -> CGSize? {
  frame(of: identifier, in: root)?.size
}

/// A button that counts, and a view whose `id` restarts a counter inside.
struct ButtonsView: View {
  @State private var presses = 0
  @State private var generation = 0

  var body: some View {
    VStack(spacing: 0) {
      Button {
        presses += 1
      } label: {
        Color.blue.frame(height: 200)
      }
      Button("Restart") { generation += 1 }.frame(height: 200)
      TapCounterView().id(generation)
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
    .sensoryFeedback(.impact(weight: .heavy), trigger: presses)
  }
}

enum ButtonsScreen: TestSwiftUIScreen {
  static let id = "buttons"
  static let summary = "A counting button and a restartable counter."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> ButtonsView {
    ButtonsView()
  }
}

@Suite("SwiftUI modifiers: backgrounds, overlays, aspect ratios, images, buttons and identity")
struct SwiftUIModifierTests {
  @Test func aBackgroundAndAnOverlayTakeTheViewsSize() {
    let root = hostedLayout(
      Text("abcd").accessibilityIdentifier("text")
        .background { Color.red.accessibilityIdentifier("behind") }
        .overlay(alignment: .topLeading) {
          Color.green.frame(width: 5, height: 5).accessibilityIdentifier("badge")
        })
    // The text is 4 × 8.5 = 34 by 20.4; the background fills it; the badge sits at its corner.
    let text = frame(of: "text", in: root)
    #expect(frame(of: "behind", in: root) == text)
    #expect(frame(of: "badge", in: root)?.origin == text?.origin)
    #expect(size(of: "badge", in: root) == CGSize(width: 5, height: 5))
  }

  @MainActor @Test func anEmptyModifierLeavesTheViewAsItWas() {
    // A generic view's default modifier, as a slider library declares its segments' style.
    struct Segment<Style: ViewModifier>: View {
      var style: Style
      init(style: Style = EmptyModifier()) { self.style = style }
      var body: some View {
        Color.red.frame(width: 30, height: 12).modifier(style).accessibilityIdentifier("segment")
      }
    }
    let root = hostedLayout(
      VStack(spacing: 0) {
        Segment(); Color.blue.frame(height: 5)
      })
    #expect(size(of: "segment", in: root) == CGSize(width: 30, height: 12))
    let identity = hostedLayout(
      Color.red.frame(width: 7, height: 9).modifier(EmptyModifier.identity)
        .accessibilityIdentifier("plain"))
    #expect(size(of: "plain", in: identity) == CGSize(width: 7, height: 9))
  }

  @MainActor @Test func aBackgroundStyleReachesTheViewsInsideThroughTheEnvironment() {
    // The width says what the view read: 10 without a style, 20 with one.
    struct StyleReader: View {
      @Environment(\.backgroundStyle) private var style
      var body: some View {
        Color.red.frame(width: style == nil ? 10 : 20, height: 4).accessibilityIdentifier("reader")
      }
    }
    let plain = hostedLayout(StyleReader())
    #expect(size(of: "reader", in: plain) == CGSize(width: 10, height: 4))
    let styled = hostedLayout(VStack { StyleReader() }.backgroundStyle(.red.opacity(0.25)))
    #expect(size(of: "reader", in: styled) == CGSize(width: 20, height: 4))
  }

  @Test func anAspectRatioFitsOrFillsTheOffer() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("fit")
          .frame(width: 300, height: 100)
        Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("fill")
          .frame(width: 300, height: 100)
      })
    // Ratio 2 in 300 × 100: the fit is 200 × 100, the fill 300 × 150.
    #expect(size(of: "fit", in: root) == CGSize(width: 200, height: 100))
    #expect(size(of: "fill", in: root) == CGSize(width: 300, height: 150))
  }

  @Test func aSymbolIsOneLineSquareAndAResizableImageFills() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Image(systemName: "star").accessibilityIdentifier("symbol")
        Image("photo").resizable().frame(width: 120, height: 80).accessibilityIdentifier("photo")
        Image("pattern").resizable(
          capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile
        )
        .frame(width: 60, height: 30).accessibilityIdentifier("pattern")
        Image("unsized").accessibilityIdentifier("unsized")
      })
    let side = 17 * 1.2
    let symbol = size(of: "symbol", in: root)
    #expect(abs((symbol?.width ?? 0) - side) <= tolerance)
    #expect(abs((symbol?.height ?? 0) - side) <= tolerance)
    #expect(size(of: "photo", in: root) == CGSize(width: 120, height: 80))
    // Tiled fills its frame as stretched does; a named image not made resizable keeps its 0 × 0.
    #expect(size(of: "pattern", in: root) == CGSize(width: 60, height: 30))
    #expect(size(of: "unsized", in: root) == CGSize.zero)
  }

  @Test func aButtonRunsItsActionAndANewIDStartsItsViewOver() throws {
    // Two presses (heavy impacts); two counter taps (selections, the second also a soft
    // impact); a restart; one counter tap, which counts 1 again (a selection only).
    let script = """
      wait 100ms
      tap 196,100
      wait 300ms
      tap 196,100
      wait 300ms
      tap 196,600
      wait 300ms
      tap 196,600
      wait 300ms
      tap 196,300
      wait 300ms
      tap 196,600
      wait 300ms
      """
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<ButtonsScreen>.self)
    let kinds = haptics(of: outcome).compactMap { event -> SystemFeedback.Kind? in
      if case .feedback(let feedback) = event { feedback.kind } else { nil }
    }
    #expect(
      kinds == [
        .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 1), .selection,
        .impact(.soft, intensity: 0.5), .selection, .selection,
      ])
  }
}
