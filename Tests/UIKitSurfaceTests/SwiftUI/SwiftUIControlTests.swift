import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames and values, 1e-6 (the layout's arithmetic in doubles).
private let tolerance = 1e-6
// A slider's value passes through UISlider's Float: 1e-6 relative to values near 1.
private let floatTolerance = 1e-6

// In a replay the screen is laid out under the 59-pt top and over the 34-pt bottom safe area:
// 852 − 59 − 34 = 759 pt tall, a control centred in it.

/// What the control screens bind.
@Observable final class ControlsModel {
  var isOn = false
  var value = 0.0
  var count = 0
}

struct ToggleView: View {
  @Bindable var model: ControlsModel
  var body: some View { Toggle("Haptics", isOn: $model.isOn) }
}

struct SliderView: View {
  @Bindable var model: ControlsModel
  var body: some View { Slider(value: $model.value, in: 0...10, step: 1) }
}

struct ContinuousSliderView: View {
  @Bindable var model: ControlsModel
  var body: some View { Slider(value: $model.value, in: 0...2) }
}

struct StepperView: View {
  @Bindable var model: ControlsModel
  var body: some View { Stepper("Count", value: $model.count, in: 0...2) }
}

enum ToggleScreen: SwiftUIScreen {
  static let id = "toggle"
  static let summary = "A toggle."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> ToggleView
  { ToggleView(model: model) }
}

enum SliderScreen: SwiftUIScreen {
  static let id = "slider"
  static let summary = "A slider."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> SliderView
  { SliderView(model: model) }
}

enum ContinuousSliderScreen: SwiftUIScreen {
  static let id = "continuous-slider"
  static let summary = "A slider with no step."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> ContinuousSliderView
  { ContinuousSliderView(model: model) }
}

enum StepperScreen: SwiftUIScreen {
  static let id = "stepper"
  static let summary = "A stepper."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> StepperView
  { StepperView(model: model) }
}

@Suite("SwiftUI controls: Toggle, Slider and Stepper on UIKit's controls")
struct SwiftUIControlTests {
  @Test func aToggleIsAUISwitchAtTheTrailingEdge() throws {
    let view = hostedLayout(Toggle("Haptics", isOn: .constant(true)))
    let control = try #require(firstView(of: UISwitch.self, in: view))
    #expect(control.isOn)
    let frame = control.convert(control.bounds, to: view)
    // 51 × 31 at the trailing edge, centred: x 393 − 51 = 342, y (852 − 31) / 2 = 410.5.
    #expect(abs(frame.minX - 342) <= tolerance && abs(frame.minY - 410.5) <= tolerance)
    #expect(abs(frame.width - 51) <= tolerance && abs(frame.height - 31) <= tolerance)
  }

  @Test func aTapOnTheSwitchWritesTheBinding() throws {
    // The switch's centre: x 342 + 25.5 = 367.5, y 59 + (759 − 31) / 2 + 15.5 = 438.5.
    let (scene, _) = try replayHosted(
      "tap 367,438\nwait 500ms", on: SwiftUIHostedScreen<ToggleScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ToggleScreen>.model(of: scene))
    #expect(model.isOn)
  }

  @Test func draggingTheSliderWritesTheValueInSteps() throws {
    // The thumb (28 pt) starts at x 14 on a 393-pt track, y 59 + (759 − 34) / 2 + 17 = 438.5.
    // A 100-pt drag moves 100 / (393 − 28) × 10 = 2.74, rounded to the step: 3.
    let script = "touch 1 at 14,438\ndrag 1 to 114,438 in 0.3s\nlift 1\nwait 500ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<SliderScreen>.self)
    let model = try #require(SwiftUIHostedScreen<SliderScreen>.model(of: scene))
    #expect(abs(model.value - 3) <= tolerance)
  }

  @Test func aSliderWithNoStepWritesTheExactValue() throws {
    // 100 / (393 − 28) × 2 = 0.547945…, kept as the slider's Float: not rounded to a step.
    let script = "touch 1 at 14,438\ndrag 1 to 114,438 in 0.3s\nlift 1\nwait 500ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<ContinuousSliderScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ContinuousSliderScreen>.model(of: scene))
    #expect(abs(model.value - Double(Float(100.0 / 365.0 * 2))) <= floatTolerance)
  }

  @Test func aSliderShowsABadValueClampedOrAtItsLowerBound() throws {
    let high = hostedLayout(Slider(value: .constant(5.0), in: 0...1))
    #expect(try #require(firstView(of: UISlider.self, in: high)).value == 1)
    let notANumber = hostedLayout(Slider(value: .constant(Double.nan), in: 2...4))
    #expect(try #require(firstView(of: UISlider.self, in: notANumber)).value == 2)
    // As wide as offered, 34 pt tall (ours).
    let frame = try #require(firstView(of: UISlider.self, in: high)).bounds
    #expect(abs(frame.width - 393) <= tolerance && abs(frame.height - 34) <= tolerance)
  }

  @Test func stepperTapsStepAndStopAtTheRangesEnd() throws {
    // The 94 × 32 stepper at the trailing edge: its right half from x 393 − 47 = 346; y
    // 59 + (759 − 32) / 2 + 16 = 438.5. Three taps on 0…2 stop at 2.
    let script = "tap 370,438\nwait 300ms\ntap 370,438\nwait 300ms\ntap 370,438\nwait 300ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<StepperScreen>.self)
    let model = try #require(SwiftUIHostedScreen<StepperScreen>.model(of: scene))
    #expect(model.count == 2)
  }
}
