import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Exact: a switch is on or off, a slider's value a Float of 0.25.

/// A setting an app changes itself, not through its control.
@Observable final class TrackedSetting {
  var isOn = false
  var level = 0.0
  var count = 0
  var choice = 0
  var name = ""
  var speed = 0
}

/// A switch and a slider bound to the setting, in a parent that never reads it.
struct TrackedControls: View {
  @Bindable var setting: TrackedSetting
  var body: some View {
    VStack {
      Toggle("Sound", isOn: $setting.isOn)
      Slider(value: $setting.level)
      Stepper("Count", value: $setting.count, in: 0...10)
      Picker("Choice", selection: $setting.choice) {
        Text("A").tag(0)
        Text("B").tag(1)
      }
      .pickerStyle(.segmented)
      TextField("Name", text: $setting.name).fixedSize().accessibilityIdentifier("name")
      Picker("Speed", selection: $setting.speed) {
        ForEach(0..<4) { Text("Speed \($0)").tag($0) }
      }
      .pickerStyle(.wheel)
    }
  }
}

@Suite("SwiftUI controls follow an observable model the app changes itself")
@MainActor
struct SwiftUIControlTrackingTests {
  /// The first view of type `T` under `view`, depth first.
  private func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
    if let found = view as? T { return found }
    for subview in view.subviews {
      if let found = first(type, in: subview) { return found }
    }
    return nil
  }

  @Test func aSwitchAndASliderShowTheModelsNewValue() throws {
    let runtime = phoneRuntime()
    let setting = TrackedSetting()
    let root = hostedLayout(TrackedControls(setting: setting), in: runtime)
    let toggle = try #require(first(UISwitch.self, in: root))
    let slider = try #require(first(UISlider.self, in: root))
    #expect(!toggle.isOn && slider.value == 0)
    runTurn(runtime) {
      setting.isOn = true
      setting.level = 0.25
    }
    runtime.run { root.layoutIfNeeded() }
    #expect(toggle.isOn)
    #expect(slider.value == 0.25)
  }

  @Test func aStepperAndASegmentedPickerShowTheModelsNewValue() throws {
    let runtime = phoneRuntime()
    let setting = TrackedSetting()
    let root = hostedLayout(TrackedControls(setting: setting), in: runtime)
    let stepper = try #require(first(UIStepper.self, in: root))
    let segmented = try #require(first(UISegmentedControl.self, in: root))
    #expect(stepper.value == 0 && segmented.selectedSegmentIndex == 0)
    runTurn(runtime) {
      setting.count = 3
      setting.choice = 1
    }
    runtime.run { root.layoutIfNeeded() }
    #expect(stepper.value == 3)
    #expect(segmented.selectedSegmentIndex == 1)
  }

  @Test func aTextFieldAndAWheelShowTheModelsNewValue() throws {
    let runtime = phoneRuntime()
    let setting = TrackedSetting()
    let root = hostedLayout(TrackedControls(setting: setting), in: runtime)
    let wheel = try #require(first(UIPickerView.self, in: root))
    // Empty, the field shows its title: "Name", 4 × 8.5 = 34 pt wide.
    #expect(abs((frame(of: "name", in: root)?.width ?? 0) - 34) <= 1e-9)
    #expect(wheel.selectedRow(inComponent: 0) == 0)
    runTurn(runtime) {
      setting.name = "Ada Lovelace"
      setting.speed = 2
    }
    runtime.run { root.layoutIfNeeded() }
    // "Ada Lovelace": 12 characters, 102 pt.
    #expect(abs((frame(of: "name", in: root)?.width ?? 0) - 102) <= 1e-9)
    #expect(wheel.selectedRow(inComponent: 0) == 2)
  }
}
