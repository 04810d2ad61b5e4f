import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: scales and times read from layout samples, 1e-9 (the style's 0.95 and 1 pass
// through doubles unchanged; sample times are whole 120 Hz frames).
private let tolerance = 1e-9

// In a replay the screen sits under the 59-pt top safe area. The scroll view's content, a
// 200 × 100 button, is centred across the 393-pt width: the button spans x 96.5…296.5 and
// y 59…159 on screen, its centre at (196.5, 109). Pressed, it is drawn at 0.95.

/// A 200 × 100 button that shrinks to 0.95 while pressed.
struct ShrinkingStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.frame(width: 200, height: 100).background(Color.blue)
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

/// Runs the button's action on a double tap only.
struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.frame(width: 200, height: 100).background(Color.blue)
      .onTapGesture(count: 2) { configuration.trigger() }
  }
}

@Observable final class PressCount {
  var presses = 0
}

/// The shrinking button at the top of a scroll view (named "buttons") whose content is
/// `extra` points taller than the button.
struct PressButtonView: View {
  let count: PressCount
  var extra: CGFloat = 0
  var isScrollDisabled = false
  var isDisabled = false
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Button("Go") { count.presses += 1 }.buttonStyle(ShrinkingStyle()).disabled(isDisabled)
        Color.clear.frame(width: 10, height: extra)
      }
      .scrollTargetLayout()
    }
    .scrollDisabled(isScrollDisabled)
    .accessibilityIdentifier("buttons")
  }
}

enum PressButtonScreen: SwiftUIScreen {
  static let id = "press-button"
  static let summary = "A button that shrinks while pressed."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PressCount { PressCount() }
  static func makeView(model: PressCount, configuration: UIKitScreenConfiguration)
    -> PressButtonView
  { PressButtonView(count: model) }
}

enum ScrollingPressButtonScreen: SwiftUIScreen {
  static let id = "scrolling-press-button"
  static let summary = "The shrinking button at the top of 2,000 pt of content."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PressCount { PressCount() }
  static func makeView(model: PressCount, configuration: UIKitScreenConfiguration)
    -> PressButtonView
  { PressButtonView(count: model, extra: 2000) }
}

enum FixedPressButtonScreen: SwiftUIScreen {
  static let id = "fixed-press-button"
  static let summary = "The shrinking button in a scroll view that does not scroll."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PressCount { PressCount() }
  static func makeView(model: PressCount, configuration: UIKitScreenConfiguration)
    -> PressButtonView
  { PressButtonView(count: model, isScrollDisabled: true) }
}

enum DisabledPressButtonScreen: SwiftUIScreen {
  static let id = "disabled-press-button"
  static let summary = "The shrinking button, disabled."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PressCount { PressCount() }
  static func makeView(model: PressCount, configuration: UIKitScreenConfiguration)
    -> PressButtonView
  { PressButtonView(count: model, isDisabled: true) }
}

/// The double-tap button, centred on the screen.
struct DoubleTapButtonView: View {
  let count: PressCount
  var body: some View {
    Button("Like") { count.presses += 1 }.buttonStyle(DoubleTapStyle())
  }
}

enum DoubleTapButtonScreen: SwiftUIScreen {
  static let id = "double-tap-button"
  static let summary = "A button whose style runs it on a double tap."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PressCount { PressCount() }
  static func makeView(model: PressCount, configuration: UIKitScreenConfiguration)
    -> DoubleTapButtonView
  { DoubleTapButtonView(count: model) }
}

/// The button's drawn scale in each layout sample of "buttons", with the sample's time.
private func buttonScales(in outcome: Replayer.Outcome) -> [(time: Double, scale: Double)] {
  outcome.output.entries.compactMap { entry in
    guard case .layout(let snapshot, let time) = entry, snapshot.view == "buttons",
      let button = snapshot.attributes.first(where: { $0.indexPath.item == 0 })
    else { return nil }
    return (time.seconds, button.transform3D.m11)
  }
}

/// The scale drawn at the last sample at or before `time`.
private func scale(at time: Double, in samples: [(time: Double, scale: Double)]) -> Double? {
  samples.last { $0.time <= time + tolerance }?.scale
}

@Suite("SwiftUI button styles see the press: isPressed, and primitive styles")
struct SwiftUIButtonPressTests {
  @Test func aHeldButtonIsDrawnPressedUntilItsFingerLifts() throws {
    let script = "touch 1 at 196,109\nhold 1 for 0.2s\nlift 1\nwait 0.2s"
    let lift = try #require(liftTimes(script).first)
    let (scene, outcome) = try replayHosted(
      script, on: SwiftUIHostedScreen<PressButtonScreen>.self, layoutSampling: .everyFrame)
    let samples = buttonScales(in: outcome)
    // Drawn at 0.95 while held, at 1 once lifted; the lift inside runs the action once.
    #expect(abs(try #require(scale(at: lift - 0.1, in: samples)) - 0.95) <= tolerance)
    #expect(abs(try #require(scale(at: lift + 0.1, in: samples)) - 1) <= tolerance)
    let model = try #require(SwiftUIHostedScreen<PressButtonScreen>.model(of: scene))
    #expect(model.presses == 1)
  }

  @Test func thePressFollowsTheFingerSeventyPointsOutAndBack() throws {
    // The button's bottom edge is at y 159: pressed to 159 + 70 = 229, released past it.
    let script = """
      touch 1 at 196,109
      hold 1 for 0.1s
      drag 1 to 196,228 in 0.1s
      hold 1 for 0.1s
      drag 1 to 196,231 in 0.05s
      hold 1 for 0.1s
      drag 1 to 196,200 in 0.05s
      hold 1 for 0.1s
      lift 1
      wait 0.2s
      """
    let lift = try #require(liftTimes(script).first)
    let (scene, outcome) = try replayHosted(
      script, on: SwiftUIHostedScreen<FixedPressButtonScreen>.self, layoutSampling: .everyFrame)
    let samples = buttonScales(in: outcome)
    // Held 1 pt inside the outset (0.3…0.2 s before the lift): pressed. 2 pt outside (0.2…0.1
    // s before): released. Back inside (the last 0.1 s): pressed again. Lifted: released.
    #expect(abs(try #require(scale(at: lift - 0.35, in: samples)) - 0.95) <= tolerance)
    #expect(abs(try #require(scale(at: lift - 0.2, in: samples)) - 1) <= tolerance)
    #expect(abs(try #require(scale(at: lift - 0.05, in: samples)) - 0.95) <= tolerance)
    #expect(abs(try #require(scale(at: lift + 0.1, in: samples)) - 1) <= tolerance)
    // Lifted pressing the button, 41 pt below it: the action runs, as SwiftUI's button gesture
    // ends (a tap would have failed once the finger moved 10 pt).
    let model = try #require(SwiftUIHostedScreen<FixedPressButtonScreen>.model(of: scene))
    #expect(model.presses == 1)
  }

  @Test func aLiftPastTheOutsetRunsNoActionAndALongHoldInsideDoes() throws {
    // Lifted at y 231, 2 pt past the 159 + 70 limit: released, no action.
    let outside = """
      touch 1 at 196,109
      drag 1 to 196,231 in 0.1s
      hold 1 for 0.1s
      lift 1
      wait 0.2s
      """
    let (scene, _) = try replayHosted(
      outside, on: SwiftUIHostedScreen<FixedPressButtonScreen>.self)
    let model = try #require(SwiftUIHostedScreen<FixedPressButtonScreen>.model(of: scene))
    #expect(model.presses == 0)
    // Held 2 s in place, four times a tap's 0.5 s limit: the lift still runs the action.
    let held = "touch 1 at 196,109\nhold 1 for 2s\nlift 1\nwait 0.2s"
    let (heldScene, _) = try replayHosted(
      held, on: SwiftUIHostedScreen<FixedPressButtonScreen>.self)
    let heldModel = try #require(SwiftUIHostedScreen<FixedPressButtonScreen>.model(of: heldScene))
    #expect(heldModel.presses == 1)
  }

  @Test func aScrollThatTakesTheFingerReleasesThePress() throws {
    let script =
      "touch 1 at 196,109\nhold 1 for 0.1s\ndrag 1 to 196,139 in 0.2s\nhold 1 for 0.1s\nlift 1"
    let lift = try #require(liftTimes(script).first)
    let (scene, outcome) = try replayHosted(
      script, on: SwiftUIHostedScreen<ScrollingPressButtonScreen>.self,
      layoutSampling: .everyFrame)
    let samples = buttonScales(in: outcome)
    // Pressed while held still; the 30-pt drag is past the scroll view's slop: it scrolls, and
    // the button is drawn released while the finger is still down, inside the button.
    #expect(abs(try #require(scale(at: lift - 0.35, in: samples)) - 0.95) <= tolerance)
    #expect(abs(try #require(scale(at: lift - 0.05, in: samples)) - 1) <= tolerance)
    let model = try #require(SwiftUIHostedScreen<ScrollingPressButtonScreen>.model(of: scene))
    #expect(model.presses == 0)
  }

  @Test func aDisabledButtonIsNeverPressed() throws {
    let script = "touch 1 at 196,109\nhold 1 for 0.2s\nlift 1\nwait 0.2s"
    let lift = try #require(liftTimes(script).first)
    let (scene, outcome) = try replayHosted(
      script, on: SwiftUIHostedScreen<DisabledPressButtonScreen>.self,
      layoutSampling: .everyFrame)
    let samples = buttonScales(in: outcome)
    #expect(abs(try #require(scale(at: lift - 0.1, in: samples)) - 1) <= tolerance)
    let model = try #require(SwiftUIHostedScreen<DisabledPressButtonScreen>.model(of: scene))
    #expect(model.presses == 0)
  }

  @Test func aPrimitiveStyleMakesTheWholeButton() throws {
    // The 200 × 100 button centred in the 759-pt region below the 59-pt safe area: its centre
    // at (196.5, 59 + 379.5 = 438.5). One tap does nothing; a double tap runs the action.
    let (single, _) = try replayHosted(
      "tap 196,438\nwait 0.5s", on: SwiftUIHostedScreen<DoubleTapButtonScreen>.self)
    #expect(SwiftUIHostedScreen<DoubleTapButtonScreen>.model(of: single)?.presses == 0)
    let (double, _) = try replayHosted(
      "tap 196,438\nwait 0.1s\ntap 196,438\nwait 0.5s",
      on: SwiftUIHostedScreen<DoubleTapButtonScreen>.self)
    #expect(SwiftUIHostedScreen<DoubleTapButtonScreen>.model(of: double)?.presses == 1)
  }

  @Test func aBuiltInStyleReplacesAStyleSetFurtherOut() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Button("Go") {}.accessibilityIdentifier("styled")
        Button("Go") {}.buttonStyle(.plain).accessibilityIdentifier("plain")
      }
      .buttonStyle(ShrinkingStyle())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    // The style's 200 × 100 frame; the plain button is its text: 2 characters of 0.5 × 17 pt
    // wide, 1.2 × 17 pt tall, centred under the styled one.
    expectFrame("styled", in: root, CGRect(x: 0, y: 0, width: 200, height: 100))
    expectFrame(
      "plain", in: root, CGRect(x: 91.5, y: 100, width: 17, height: 20.4), tolerance: 1e-9)
  }
}
