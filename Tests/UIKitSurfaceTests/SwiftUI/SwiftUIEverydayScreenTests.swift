import Foundation
import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: points, 1e-9 (text metrics: 0.5 em a character, 17 pt body text, so 8.5 pt a
// character and 20.4-pt lines).
private let tolerance: CGFloat = 1e-9

/// Writes a count as that many stars: a format whose output length is known on every machine.
private struct Stars: FormatStyle {
  func format(_ value: Int) -> String { String(repeating: "*", count: max(value, 0)) }
}

/// Every value an item binding took, and how many times edit mode changed.
@Observable final class ItemDestinationModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var item: Int? {
    didSet { history.append(item) }
  }
  var history: [Int?] = []
  var editMode = EditMode.inactive
}

/// A button that sets the item binding; the destination it pushes pops itself.
struct ItemDestinationView: View {
  @Bindable var model: ItemDestinationModel
  var body: some View {
    NavigationStack {
      Button("Open") { model.item = 7 }
        .navigationDestination(item: $model.item) { number in NavigationDetail(number: number) }
    }
  }
}

enum ItemDestinationScreen: SwiftUIScreen {
  static let id = "item-destination"
  static let summary = "A destination pushed while an item is set."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ItemDestinationModel {
    ItemDestinationModel()
  }
  static func makeView(model: ItemDestinationModel, configuration: UIKitScreenConfiguration)
    -> ItemDestinationView
  { ItemDestinationView(model: model) }
}

/// An edit button centred on the screen, given the model's edit mode.
struct EditingView: View {
  @Bindable var model: ItemDestinationModel
  var body: some View {
    EditButton().environment(\.editMode, $model.editMode)
  }
}

enum EditingScreen: SwiftUIScreen {
  static let id = "editing"
  static let summary = "An edit button."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ItemDestinationModel {
    ItemDestinationModel()
  }
  static func makeView(model: ItemDestinationModel, configuration: UIKitScreenConfiguration)
    -> EditingView
  { EditingView(model: model) }
}

/// A timer and a relative date, made when the body is evaluated.
struct TimerTexts: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(Date(timeIntervalSinceReferenceDate: 3725), style: .timer)
        .accessibilityIdentifier("timer")
      Text(Date(timeIntervalSinceReferenceDate: -65), style: .relative)
        .accessibilityIdentifier("relative")
    }
  }
}

@Suite("SwiftUI everyday screens: formatted text, dates, footers, item destinations, editing")
struct SwiftUIEverydayScreenTests {
  @Test func formattedTextIsMeasuredByTheFormatsCharacters() {
    // "***" and "**!": three characters each, 25.5 pt.
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Text(3, format: Stars()).accessibilityIdentifier("stars")
          Text("\(2, format: Stars())!").accessibilityIdentifier("interpolated")
        }))
    expectFrame("stars", in: view, CGRect(x: 0, y: 0, width: 25.5, height: 20.4))
    expectFrame("interpolated", in: view, CGRect(x: 0, y: 20.4, width: 25.5, height: 20.4))
  }

  @Test func aDateIsWrittenAsADatePickerWritesIt() {
    // 5 March 2025, 9:41 UTC: "Mar 5, 2025" (11 characters, 93.5 pt) and "9:41 AM" (59.5 pt).
    let date = Date(timeIntervalSince1970: 1_741_167_660)
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Text(date, style: .date).accessibilityIdentifier("date")
          Text(date, style: .time).accessibilityIdentifier("time")
        }))
    expectFrame("date", in: view, CGRect(x: 0, y: 0, width: 93.5, height: 20.4))
    expectFrame("time", in: view, CGRect(x: 0, y: 20.4, width: 59.5, height: 20.4))
  }

  @Test func aSpanIsATimerFromTheReplaysClock() {
    // In a runtime the clock starts at 1 January 2001 (reference date 0): 3,725 s ahead is
    // "1:02:05" (59.5 pt), 65 s behind "1:05" (34 pt). The texts are made in a body, as an app
    // makes them, so they read the runtime's clock.
    let view = hostedLayout(pinned(TimerTexts()), in: phoneRuntime())
    expectFrame("timer", in: view, CGRect(x: 0, y: 0, width: 59.5, height: 20.4))
    expectFrame("relative", in: view, CGRect(x: 0, y: 20.4, width: 34, height: 20.4))
  }

  @Test func aSectionWithOnlyAFooterStacksItUnderTheContent() {
    // Outside a list: the content, then the footer, stacked.
    let view = hostedLayout(
      pinned(
        Section {
          Color.red.frame(width: 50, height: 30).accessibilityIdentifier("content")
        } footer: {
          Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("footer")
        }))
    let content = frame(of: "content", in: view)
    let footer = frame(of: "footer", in: view)
    #expect(content?.height == 30 && footer?.height == 10)
    #expect((footer?.minY ?? 0) >= (content?.maxY ?? .infinity) - tolerance)
  }

  @Test func anItemPushesItsDestinationAndPoppingSetsItNil() throws {
    // "Open", then the detail's "Back" (both centred), then "Open" again.
    let (scene, _) = try replayHosted(
      "tap 196,486\nwait 500ms\ntap 196,486\nwait 500ms\ntap 196,486\nwait 500ms",
      on: SwiftUIHostedScreen<ItemDestinationScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ItemDestinationScreen>.model(of: scene))
    #expect(model.history == [7, nil, 7])
  }

  @Test func anEditButtonTogglesTheProvidedEditMode() throws {
    // "Edit" centred in the safe area (y 59 + 759 / 2 = 438.5): a tap turns editing on, a second
    // off, a third on.
    let script = "tap 196,438\nwait 500ms\ntap 196,438\nwait 500ms\ntap 196,438\nwait 500ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<EditingScreen>.self)
    let model = try #require(SwiftUIHostedScreen<EditingScreen>.model(of: scene))
    #expect(model.editMode == .active)
    // Without a provided mode it does nothing, and nothing is searched headless.
    #expect(EnvironmentValues().editMode == nil)
    #expect(!EnvironmentValues().isSearching)
  }

  @Test func aFilledShapeStrokedOnTopIsHitOverItsFill() {
    // A 100-pt circle at the top left: its centre hits, its corner does not; the stroke on top
    // changes neither, and an offset after the fill moves the view.
    let view = topLeft(Circle().fill(Color.clear).stroke(.gray, lineWidth: 1))
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: view) == "target")
    #expect(hitName(at: CGPoint(x: 3, y: 3), in: view) == nil)
    let moved = hostedLayout(
      pinned(
        Rectangle().fill(.red).frame(width: 10, height: 10).offset(x: 20)
          .accessibilityIdentifier("moved")))
    expectFrame("moved", in: moved, CGRect(x: 20, y: 0, width: 10, height: 10))
  }

  @Test func theSpringPresetsAreTheAnimationsSprings() {
    #expect(abs(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce - 0.4) <= 1e-9)
    #expect(abs(Spring.snappy.bounce - 0.15) <= 1e-9 && abs(Spring.smooth.bounce) <= 1e-9)
    #expect(abs(Spring.bouncy.duration - 0.5) <= 1e-9)
    let view = topLeft(
      Color.red.background().transition(.blurReplace(.upUp))
        .animation(.interpolatingSpring(.bouncy(duration: 1, extraBounce: 0)), value: 1)
        .font(.body.monospaced().leading(.tight)))
    expectFrame("target", in: view, CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aColourOfHueSaturationAndBrightnessIsItsRGB() {
    // Hue 30° fully saturated and bright is orange (1, 0.5, 0); 210° at half saturation and
    // 0.8 brightness is (0.4, 0.6, 0.8); hue 1 is red again, as hue 0.
    let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1, opacity: 0.5)
    #expect(orange.description == "#FF800080")
    let blue = Color(hue: 210.0 / 360, saturation: 0.5, brightness: 0.8).resolve(
      in: EnvironmentValues())
    #expect(abs(Double(blue.red) - 0.4) <= 1e-6 && abs(Double(blue.green) - 0.6) <= 1e-6)
    #expect(abs(Double(blue.blue) - 0.8) <= 1e-6)
    #expect(
      Color(hue: 1, saturation: 1, brightness: 1) == Color(hue: 0, saturation: 1, brightness: 1))
    // UIKit's colour takes the same components, and getHue reads them back.
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    let uiColor = UIColor(hue: 210.0 / 360, saturation: 0.5, brightness: 0.8, alpha: 1)
    #expect(uiColor.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
    #expect(abs(hue - 210.0 / 360) <= 1e-9 && abs(saturation - 0.5) <= 1e-9)
    #expect(abs(brightness - 0.8) <= 1e-9)
  }

  @Test func theAccessibilitySettingsAreOff() {
    let values = EnvironmentValues()
    #expect(!values.accessibilityReduceMotion && !values.accessibilityReduceTransparency)
    #expect(!values.accessibilityDifferentiateWithoutColor && !values.accessibilityVoiceOverEnabled)
    #expect(!values.accessibilitySwitchControlEnabled && !values.accessibilityInvertColors)
    #expect(!values.accessibilityShowButtonShapes && !values.accessibilityEnabled)
  }
}
