import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames, 1e-6 (the layout's arithmetic in doubles).
private let tolerance = 1e-6

// In a replay the screen is laid out under the 59-pt top and over the 34-pt bottom safe area:
// 852 − 59 − 34 = 759 pt tall, a 32-pt segmented control centred in it, its middle at
// y 59 + (759 − 32) / 2 + 16 = 438.5; three segments of 393 / 3 = 131 pt.

/// What the picker screens bind.
@Observable final class PickerModel {
  var speed = 1
  var flavor = Flavor.vanilla
}

/// Options a `ForEach` lists, tagged by their ids.
enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, strawberry
  var id: Self { self }
}

struct SpeedPicker: View {
  @Bindable var model: PickerModel
  var body: some View {
    Picker("Speed", selection: $model.speed) {
      Text("Slow").tag(0)
      Text("Normal").tag(1)
      Text("Fast").tag(2)
    }
    .pickerStyle(.segmented)
    .sensoryFeedback(.selection, trigger: model.speed)
  }
}

struct FlavorPicker: View {
  @Bindable var model: PickerModel
  var body: some View {
    Picker("Flavor", selection: $model.flavor) {
      ForEach(Flavor.allCases) { flavor in
        Label(flavor.rawValue.capitalized, systemImage: "star")
      }
    }
    .pickerStyle(.segmented)
  }
}

enum SpeedPickerScreen: SwiftUIScreen {
  static let id = "speed-picker"
  static let summary = "A segmented picker of three speeds."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PickerModel { PickerModel() }
  static func makeView(model: PickerModel, configuration: UIKitScreenConfiguration)
    -> SpeedPicker
  { SpeedPicker(model: model) }
}

enum FlavorPickerScreen: SwiftUIScreen {
  static let id = "flavor-picker"
  static let summary = "A segmented picker over a ForEach."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PickerModel { PickerModel() }
  static func makeView(model: PickerModel, configuration: UIKitScreenConfiguration)
    -> FlavorPicker
  { FlavorPicker(model: model) }
}

/// A container that shows the subviews whose tag is even, as ``ContainerValues/tag(for:)``
/// reads them.
struct EvenTagged<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      ForEach(subviews: content) { subview in
        if let tag = subview.containerValues.tag(for: Int.self), tag.isMultiple(of: 2) {
          subview
        }
      }
    }
  }
}

@Suite("SwiftUI pickers: segmented on UIKit's control, the other styles' selection, tags")
@MainActor
struct SwiftUIPickerTests {
  @Test func aSegmentedPickerIsAUISegmentedControlOfItsOptions() throws {
    let view = hostedLayout(SpeedPicker(model: PickerModel()))
    let control = try #require(firstSegmentedControl(in: view))
    #expect(control.numberOfSegments == 3)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Slow", "Normal", "Fast"])
    #expect(control.selectedSegmentIndex == 1)
    // As wide as the screen, 32 pt tall, centred: y (852 − 32) / 2 = 410.
    let frame = control.convert(control.bounds, to: view)
    #expect(abs(frame.minX) <= tolerance && abs(frame.minY - 410) <= tolerance)
    #expect(abs(frame.width - 393) <= tolerance && abs(frame.height - 32) <= tolerance)
  }

  @Test func aTapOnASegmentSelectsItsTagAndPlaysTheSelectionFeedback() throws {
    // The third segment's middle: x 262 + 65.5 = 327.5. Then the same segment again: no change.
    let script = "tap 327,438\nwait 300ms\ntap 327,438\nwait 300ms"
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<SpeedPickerScreen>.self)
    let model = try #require(SwiftUIHostedScreen<SpeedPickerScreen>.model(of: scene))
    #expect(model.speed == 2)
    let feedback = haptics(of: outcome).compactMap { event -> SystemFeedback.Kind? in
      if case .feedback(let feedback) = event { feedback.kind } else { nil }
    }
    #expect(feedback == [.selection])
  }

  @Test func aForEachsOptionsAreTaggedWithTheirIDs() throws {
    // The first segment's middle: x 65.5.
    let (scene, _) = try replayHosted(
      "tap 65,438\nwait 300ms", on: SwiftUIHostedScreen<FlavorPickerScreen>.self)
    let model = try #require(SwiftUIHostedScreen<FlavorPickerScreen>.model(of: scene))
    #expect(model.flavor == .vanilla)
    let (later, _) = try replayHosted(
      "tap 196,438\nwait 300ms", on: SwiftUIHostedScreen<FlavorPickerScreen>.self)
    #expect(SwiftUIHostedScreen<FlavorPickerScreen>.model(of: later)?.flavor == .chocolate)
    // A label's title titles the segment.
    let view = hostedLayout(FlavorPicker(model: PickerModel()))
    let control = try #require(firstSegmentedControl(in: view))
    #expect(control.titleForSegment(at: 2) == "Strawberry")
  }

  @Test func aTagOfAnotherTypeIsNeverSelected() throws {
    let picker = Picker("Speed", selection: .constant(1)) {
      Text("Slow").tag("slow")
      Text("Normal").tag(1)
    }
    .pickerStyle(.segmented)
    let control = try #require(firstSegmentedControl(in: hostedLayout(picker)))
    #expect(control.selectedSegmentIndex == 1)
    let none = Picker("Speed", selection: .constant(7)) {
      Text("Slow").tag(0)
    }
    .pickerStyle(.segmented)
    let unselected = try #require(firstSegmentedControl(in: hostedLayout(none)))
    #expect(unselected.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func theMenuAndWheelStylesShowTheSelectedOption() throws {
    func picker(_ style: some PickerStyle) -> some View {
      Picker("Speed", selection: .constant(1)) {
        Text("Slow").tag(0).accessibilityIdentifier("slow")
        Text("Normal").tag(1).accessibilityIdentifier("normal")
      }
      .pickerStyle(style)
    }
    // "Normal" in body text: 6 × 8.5 = 51 pt wide, 20.4 pt tall, centred in 393 × 852.
    let menu = hostedLayout(picker(.menu))
    #expect(frame(of: "slow", in: menu) == nil)
    expectFrame(
      "normal", in: menu, CGRect(x: 171, y: 415.8, width: 51, height: 20.4), tolerance: tolerance)
    // The wheel: a 216-pt UIPickerView as wide as the screen, centred (y 318), on "Normal".
    let root = hostedLayout(picker(.wheel))
    let wheel = try #require(firstView(of: UIPickerView.self, in: root))
    let box = wheel.convert(wheel.bounds, to: root)
    #expect(abs(box.minY - 318) <= tolerance && abs(box.height - 216) <= tolerance, "\(box)")
    #expect(abs(box.width - 393) <= tolerance)
    #expect(wheel.selectedRow(inComponent: 0) == 1 && wheel.numberOfRows(inComponent: 0) == 2)
    // The default is the menu.
    let automatic = hostedLayout(picker(.automatic))
    #expect(frame(of: "normal", in: automatic) != nil && frame(of: "slow", in: automatic) == nil)
  }

  @Test func aContainerReadsTagsAndForEachIDsFromContainerValues() throws {
    let view = hostedLayout(
      EvenTagged {
        Text("A").tag(0).accessibilityIdentifier("a")
        Text("B").tag(1).accessibilityIdentifier("b")
        ForEach(2..<5) { index in
          Text("C").frame(width: 10, height: 10).accessibilityIdentifier("c\(index)")
        }
      })
    #expect(frame(of: "a", in: view) != nil && frame(of: "b", in: view) == nil)
    #expect(frame(of: "c2", in: view) != nil && frame(of: "c3", in: view) == nil)
    #expect(frame(of: "c4", in: view) != nil)
  }
}

/// The first segmented control under `view`, depth first.
private func firstSegmentedControl(in view: UIView) -> UISegmentedControl? {
  if let match = view as? UISegmentedControl { return match }
  for subview in view.subviews {
    if let found = firstSegmentedControl(in: subview) { return found }
  }
  return nil
}

@Observable final class WheelChoice {
  var speed = 0
}

/// Five speeds on a wheel, at the top of the screen, as a settings screen writes it.
struct SpeedWheel: View {
  @Bindable var choice: WheelChoice
  var body: some View {
    VStack {
      Picker("Speed", selection: $choice.speed) {
        ForEach(0..<5) { Text("Speed \($0)").tag($0) }
      }
      .pickerStyle(.wheel)
      Spacer()
    }
  }
}

enum SpeedWheelScreen: SwiftUIScreen {
  static let id = "speed-wheel"
  static let summary = "A wheel picker of five speeds."
  static func makeModel(configuration: UIKitScreenConfiguration) -> WheelChoice { WheelChoice() }
  static func makeView(model: WheelChoice, configuration: UIKitScreenConfiguration) -> SpeedWheel {
    SpeedWheel(choice: model)
  }
}

@Suite("SwiftUI wheel pickers turn on UIKit's picker")
struct SwiftUIWheelPickerTests {
  @Test func aTapBelowTheBandTurnsTheWheelTicksAndChooses() throws {
    // Under the 59-pt safe area the wheel spans y 59…275, its band y 151…183; "Speed 3" is
    // three rows (96 pt) below: y 247…279, tapped at 260.
    let (scene, outcome) = try replayHosted(
      "tap 196,260\nwait 1s", on: SwiftUIHostedScreen<SpeedWheelScreen>.self)
    let choice = try #require(SwiftUIHostedScreen<SpeedWheelScreen>.model(of: scene))
    #expect(choice.speed == 3)
    // Speeds 1, 2 and 3 passed the middle.
    #expect(outcome.hapticCount == 3)
  }
}
