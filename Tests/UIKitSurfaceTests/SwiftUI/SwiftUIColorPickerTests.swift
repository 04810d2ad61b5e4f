// Tolerance: frames in points, 1e-9 (sums of stated sizes).
import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

/// What the colour picker screen binds, and the taps on the view behind the picker.
@Observable final class ColorPickerModel {
  var color = Color.orange
  var behindTaps = 0
}

/// A colour picker in front of a colour that counts taps.
struct ColorPickerOverTapsView: View {
  @Bindable var model: ColorPickerModel
  var body: some View {
    ColorPicker("Tint", selection: $model.color)
      .background(Color.yellow.onTapGesture { model.behindTaps += 1 })
  }
}

enum ColorPickerScreen: SwiftUIScreen {
  static let id = "color-picker"
  static let summary = "A colour picker over a view that counts taps."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ColorPickerModel {
    ColorPickerModel()
  }
  static func makeView(model: ColorPickerModel, configuration: UIKitScreenConfiguration)
    -> ColorPickerOverTapsView
  { ColorPickerOverTapsView(model: model) }
}

@Suite("SwiftUI ColorPicker: a label and a well in a row, the well inert")
struct SwiftUIColorPickerTests {
  @Test func theLabelLeadsAndTheWellTrailsCentredInTheRow() throws {
    let root = hostedLayout(
      ColorPicker(selection: .constant(Color.red)) {
        Text("Tint").accessibilityIdentifier("label")
      }
      .accessibilityIdentifier("picker"))
    // The row is as wide as offered and 28 pt tall (the well), at y (852 − 28) / 2 = 412;
    // "Tint" (4 × 8.5 = 34 by 20.4) is centred in it at 412 + 3.8.
    expectFrame("picker", in: root, CGRect(x: 0, y: 412, width: 393, height: 28))
    expectFrame("label", in: root, CGRect(x: 0, y: 415.8, width: 34, height: 20.4))
    // The well: 28 × 28 at the trailing edge, x 393 − 28 = 365, hit at its centre and in its
    // corner (its whole frame, not only the circle).
    for point in [CGPoint(x: 379, y: 426), CGPoint(x: 366, y: 413)] {
      let well = try #require(root.hitTest(point, with: nil))
      expectFrame(
        well.convert(well.bounds, to: root), CGRect(x: 365, y: 412, width: 28, height: 28))
      #expect(hitName(at: point, in: root) == "picker")
    }
  }

  @Test func everyFormLaysOutTheSameRow() {
    let forms: [AnyView] = [
      AnyView(ColorPicker("Tint", selection: .constant(Color.red))),
      AnyView(ColorPicker(String("Tint"), selection: .constant(Color.red), supportsOpacity: false)),
      AnyView(ColorPicker("Tint", selection: .constant(CGColor(gray: 0.5, alpha: 1)))),
      AnyView(ColorPicker(Substring("Tint"), selection: .constant(CGColor(gray: 0.5, alpha: 1)))),
      AnyView(
        ColorPicker(selection: .constant(CGColor(red: 1, green: 0, blue: 0, alpha: 1))) {
          Text("Tint")
        }),
    ]
    for form in forms {
      let root = hostedLayout(form.accessibilityIdentifier("picker"))
      expectFrame("picker", in: root, CGRect(x: 0, y: 412, width: 393, height: 28))
    }
  }

  @Test func aTapOnTheWellStopsAtThePickerAndChangesNothing() throws {
    // In a replay the row is centred in the 759 pt below the 59-pt safe area: y 59 + 365.5 =
    // 424.5 to 452.5. The well's centre is (379, 438.5); (196, 438) is the row's spacer, where
    // the colour behind takes the tap.
    let (scene, _) = try replayHosted(
      "tap 379,438\nwait 0.5s\ntap 366,426\nwait 0.5s",
      on: SwiftUIHostedScreen<ColorPickerScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ColorPickerScreen>.model(of: scene))
    #expect(model.behindTaps == 0)
    #expect(model.color == .orange)
    let (spacer, _) = try replayHosted(
      "tap 196,438\nwait 0.5s", on: SwiftUIHostedScreen<ColorPickerScreen>.self)
    #expect(SwiftUIHostedScreen<ColorPickerScreen>.model(of: spacer)?.behindTaps == 1)
  }
}
