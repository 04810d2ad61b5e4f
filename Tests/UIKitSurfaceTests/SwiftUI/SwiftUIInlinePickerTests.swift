import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-6 (the list's and the stack's sums in doubles).
private let tolerance = 1e-6

/// Three speeds in a form's inline picker, as a settings screen writes it.
struct InlineSpeedView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    Form {
      Picker("Speed", selection: $model.chosen) {
        ForEach(0..<3, id: \.self) { speed in
          Text("Speed \(speed)").tag(Optional(speed)).accessibilityIdentifier("speed-\(speed)")
        }
      }
      .pickerStyle(.inline)
    }
  }
}

enum InlineSpeedScreen: ChoiceScreen {
  static let id = "inline-speed"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> InlineSpeedView
  { InlineSpeedView(model: model) }
}

/// The tops of the checkmarks drawn: square views of one text line (20.4 pt) past x 300.
private func checkmarkTops(in root: UIView) -> [CGFloat] {
  var tops: [CGFloat] = []
  func walk(_ view: UIView) {
    let frame = view.convert(view.bounds, to: root)
    if view.subviews.isEmpty, frame.minX > 300, abs(frame.width - 20.4) <= tolerance,
      abs(frame.height - 20.4) <= tolerance
    {
      tops.append(frame.minY)
    }
    view.subviews.forEach(walk)
  }
  walk(root)
  return tops
}

@Suite("SwiftUI inline pickers: the options as rows in a list, a wheel elsewhere")
@MainActor
struct SwiftUIInlinePickerTests {
  // Under the 59-pt safe area the inset grouped section begins 35 pt down, with the label's
  // line (20.4 pt) and a 6-pt gap as its header; each option's row is 44 pt, its text (20.4 pt)
  // centred: option i's text spans y 59 + 35 + 26.4 + 44 i + 11.8 = 132.2 + 44 i, 36 pt from
  // the left (16 + 20).

  @Test func theOptionsAreTheListsRowsUnderTheLabel() throws {
    let (root, model) = try replayedChoice("wait 100ms", on: InlineSpeedScreen.self)
    for speed in 0..<3 {
      // "Speed 0": 7 × 8.5 = 59.5 pt wide.
      let expected = CGRect(x: 36, y: 132.2 + 44 * CGFloat(speed), width: 59.5, height: 20.4)
      #expect(isClose(frame(of: "speed-\(speed)", in: root), expected), "speed \(speed)")
    }
    // Nothing chosen yet: no checkmark, and no wheel.
    #expect(model.history.isEmpty)
    #expect(checkmarkTops(in: root).isEmpty)
    #expect(firstView(of: UIPickerView.self, in: root) == nil)
  }

  @Test func aTapOnARowChoosesItsOptionAndMarksIt() throws {
    // Speed 2 on its text, then speed 0 to the right of its text (the row's content takes it).
    let (root, model) = try replayedChoice(
      "tap 57,230\nwait 500ms\ntap 300,142\nwait 500ms", on: InlineSpeedScreen.self)
    #expect(model.history == [2, 0])
    // One checkmark, at the trailing edge of speed 0's row (16 + 20 pt in), level with its text.
    let tops = checkmarkTops(in: root)
    #expect(tops.count == 1)
    #expect(tops.allSatisfy { abs($0 - 132.2) <= tolerance }, "\(tops)")
  }

  @Test func outsideAListTheInlineStyleIsAWheel() throws {
    let root = hostedLayout(
      Picker("Speed", selection: .constant(1)) {
        Text("Slow").tag(0)
        Text("Normal").tag(1)
      }
      .pickerStyle(.inline))
    let wheel = try #require(firstView(of: UIPickerView.self, in: root))
    #expect(wheel.numberOfRows(inComponent: 0) == 2 && wheel.selectedRow(inComponent: 0) == 1)
  }
}
