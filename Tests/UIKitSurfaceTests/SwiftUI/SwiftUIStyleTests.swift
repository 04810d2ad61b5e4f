import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames in points, 1e-6 (the layout's arithmetic in doubles).
private let tolerance = 1e-6

// In a replay the screen is laid out under the 59-pt top and over the 34-pt bottom safe area:
// 852 − 59 − 34 = 759 pt tall, the toggle centred in it.

/// A checkbox: a 40-pt box before the label, the whole row tapped to toggle.
struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("box")
      configuration.label
    }
    .onTapGesture { configuration.isOn.toggle() }
  }
}

/// A toggle in the app's checkbox style, or in the platform's button style.
struct StyledToggleView: View {
  @Bindable var model: ControlsModel
  let asButton: Bool
  var body: some View {
    if asButton {
      Toggle("Accept", isOn: $model.isOn).toggleStyle(.button)
    } else {
      Toggle("Accept", isOn: $model.isOn).toggleStyle(CheckboxStyle())
    }
  }
}

enum CheckboxScreen: SwiftUIScreen {
  static let id = "checkbox"
  static let summary = "A toggle drawn as a checkbox."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> StyledToggleView
  { StyledToggleView(model: model, asButton: false) }
}

enum ButtonToggleScreen: SwiftUIScreen {
  static let id = "button-toggle"
  static let summary = "A toggle drawn as a button."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> StyledToggleView
  { StyledToggleView(model: model, asButton: true) }
}

/// A label whose title and icon are named views: "Title" (5 characters of 17 pt: 42.5 × 20.4)
/// and a 20-pt square icon.
func namedLabel() -> Label<some View, some View> {
  Label {
    Text("Title").accessibilityIdentifier("title")
  } icon: {
    Color.red.frame(width: 20, height: 20).accessibilityIdentifier("icon")
  }
}

/// The icon above the title, touching.
struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
  }
}

@Suite("SwiftUI styles: an app's toggle and label styles make the views")
struct SwiftUIStyleTests {
  @Test func anAppsToggleStyleReplacesTheSwitchAndTogglesFromItsOwnViews() throws {
    let view = hostedLayout(
      pinned(Toggle("Accept", isOn: .constant(false)).toggleStyle(CheckboxStyle())))
    #expect(firstView(of: UISwitch.self, in: view) == nil)
    expectFrame(tolerant: "box", in: view, CGRect(x: 0, y: 0, width: 40, height: 40))
    // In a replay the row is centred: the box at x (393 − 82.5) / 2 = 155.25 … 195.25, y 59 +
    // (759 − 40) / 2 = 418.5 … 458.5. Two taps on the box: on, then off; a third on.
    let script = "tap 175,438\nwait 300ms\ntap 175,438\nwait 300ms\ntap 175,438\nwait 300ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<CheckboxScreen>.self)
    let model = try #require(SwiftUIHostedScreen<CheckboxScreen>.model(of: scene))
    #expect(model.isOn)
  }

  @Test func theButtonStyleTogglesWhenItsLabelIsTapped() throws {
    let view = hostedLayout(Toggle("Accept", isOn: .constant(false)).toggleStyle(.button))
    #expect(firstView(of: UISwitch.self, in: view) == nil)
    // "Accept" is 6 × 8.5 = 51 pt wide, centred: x 171 … 222.
    let (scene, _) = try replayHosted(
      "tap 196,438\nwait 300ms", on: SwiftUIHostedScreen<ButtonToggleScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ButtonToggleScreen>.model(of: scene))
    #expect(model.isOn)
  }

  @Test func theDefaultStylesAreTheSwitch() throws {
    for view in [
      hostedLayout(Toggle("Accept", isOn: .constant(true)).toggleStyle(.switch)),
      hostedLayout(Toggle("Accept", isOn: .constant(true)).toggleStyle(.automatic)),
    ] {
      let control = try #require(firstView(of: UISwitch.self, in: view))
      #expect(control.isOn)
      #expect(abs(control.convert(control.bounds, to: view).minX - 342) <= tolerance)
    }
  }

  @Test func labelStylesChooseWhatTheLabelShows() {
    let row = hostedLayout(pinned(namedLabel()))
    expectFrame(tolerant: "icon", in: row, CGRect(x: 0, y: 0.2, width: 20, height: 20))
    expectFrame(tolerant: "title", in: row, CGRect(x: 28, y: 0, width: 42.5, height: 20.4))

    let iconOnly = hostedLayout(pinned(namedLabel().labelStyle(.iconOnly)))
    expectFrame(tolerant: "icon", in: iconOnly, CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(frame(of: "title", in: iconOnly) == nil)

    let titleOnly = hostedLayout(pinned(namedLabel().labelStyle(.titleOnly)))
    expectFrame(tolerant: "title", in: titleOnly, CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
    #expect(frame(of: "icon", in: titleOnly) == nil)

    let both = hostedLayout(pinned(namedLabel().labelStyle(.titleAndIcon)))
    expectFrame(tolerant: "title", in: both, CGRect(x: 28, y: 0, width: 42.5, height: 20.4))

    // An app's style: the icon centred above the title.
    let stacked = hostedLayout(pinned(namedLabel().labelStyle(StackedLabelStyle())))
    expectFrame(tolerant: "icon", in: stacked, CGRect(x: 11.25, y: 0, width: 20, height: 20))
    expectFrame(tolerant: "title", in: stacked, CGRect(x: 0, y: 20, width: 42.5, height: 20.4))
  }
}

/// Expects the view named `identifier` in `view` at `expected`, within the tolerance.
private func expectFrame(
  tolerant identifier: String, in view: UIView, _ expected: CGRect,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectFrame(identifier, in: view, expected, tolerance: tolerance, sourceLocation: sourceLocation)
}
