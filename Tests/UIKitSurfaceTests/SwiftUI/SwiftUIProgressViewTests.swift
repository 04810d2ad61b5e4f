import HapticTapeSwiftUI
import Testing

// Tolerance: sizes are sums of stated metrics (20 pt spinner, 4 pt bar, 8 pt spacing, text at
// 0.5 em × 1.2 em of 17 pt), exact to 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

@Suite("SwiftUI progress views take the room UIKit's progress views take")
struct SwiftUIProgressViewTests {
  @Test func aSpinnerIsTwentyPointsOnASide() {
    let root = hostedLayout(pinned(ProgressView().accessibilityIdentifier("progress")))
    expectFrame(
      "progress", in: root, CGRect(x: 0, y: 0, width: 20, height: 20), tolerance: frameTolerance)
  }

  @Test func aNilValueIsASpinner() {
    let root = hostedLayout(
      pinned(ProgressView(value: nil as Double?).accessibilityIdentifier("progress")))
    expectFrame(
      "progress", in: root, CGRect(x: 0, y: 0, width: 20, height: 20), tolerance: frameTolerance)
  }

  @Test func aBarIsAsWideAsItIsOfferedAndFourPointsTall() {
    let root = hostedLayout(
      pinned(
        VStack(spacing: 0) {
          ProgressView(value: 0.5).accessibilityIdentifier("full")
          ProgressView(value: 3, total: 4).frame(width: 200).accessibilityIdentifier("framed")
        }))
    // The screen's width, then the frame's 200 pt, centred in the column: (393 − 200) / 2.
    expectFrame(
      "full", in: root, CGRect(x: 0, y: 0, width: 393, height: 4), tolerance: frameTolerance)
    expectFrame(
      "framed", in: root, CGRect(x: 96.5, y: 4, width: 200, height: 4), tolerance: frameTolerance
    )
  }

  @Test func aTitledSpinnerHasItsTitleBelow() {
    let root = hostedLayout(
      pinned(
        ProgressView {
          Text("Loading").accessibilityIdentifier("title")
        }
        .accessibilityIdentifier("progress")))
    // "Loading": 7 × 8.5 = 59.5 pt wide, 20.4 pt tall; the spinner centred above it, 8 pt apart:
    // 20 + 8 + 20.4 = 48.4 pt tall.
    expectFrame(
      "progress", in: root, CGRect(x: 0, y: 0, width: 59.5, height: 48.4),
      tolerance: frameTolerance)
    expectFrame(
      "title", in: root, CGRect(x: 0, y: 28, width: 59.5, height: 20.4), tolerance: frameTolerance)
  }

  @Test func aBarHasItsLabelAboveAndItsValueLabelBelow() {
    let root = hostedLayout(
      pinned(
        ProgressView(value: 0.5) {
          Text("Label").accessibilityIdentifier("label")
        } currentValueLabel: {
          Text("50%").accessibilityIdentifier("value")
        }
        .frame(width: 200)
        .accessibilityIdentifier("progress")))
    // Label (20.4 pt), 8, bar (4), 8, value label (20.4): 60.8 pt, leading-aligned.
    expectFrame(
      "progress", in: root, CGRect(x: 0, y: 0, width: 200, height: 60.8), tolerance: frameTolerance)
    expectFrame(
      "label", in: root, CGRect(x: 0, y: 0, width: 42.5, height: 20.4), tolerance: frameTolerance)
    expectFrame(
      "value", in: root, CGRect(x: 0, y: 40.4, width: 25.5, height: 20.4),
      tolerance: frameTolerance)
  }

  @Test func aTitledBarHasItsTitleAbove() {
    let root = hostedLayout(
      pinned(ProgressView("Saving", value: 0.25).frame(width: 100).accessibilityIdentifier("p")))
    // Title 20.4 pt, 8, bar 4: 32.4 pt.
    expectFrame(
      "p", in: root, CGRect(x: 0, y: 0, width: 100, height: 32.4), tolerance: frameTolerance)
  }

  @Test func valuesThatAreNotNumbersOrOutOfRangeStillMakeABar() {
    let root = hostedLayout(
      pinned(
        VStack(spacing: 0) {
          ProgressView(value: Double.nan, total: 0).frame(width: 100).accessibilityIdentifier("nan")
          ProgressView(value: 5.0, total: -.infinity).frame(width: 100)
            .accessibilityIdentifier("out")
        }))
    expectFrame(
      "nan", in: root, CGRect(x: 0, y: 0, width: 100, height: 4), tolerance: frameTolerance)
    expectFrame(
      "out", in: root, CGRect(x: 0, y: 4, width: 100, height: 4), tolerance: frameTolerance)
  }

  @Test func theLinearStyleIsABarAndTheCircularOneASpinner() {
    let root = hostedLayout(
      pinned(
        VStack(spacing: 0) {
          ProgressView().progressViewStyle(.linear).frame(width: 100)
            .accessibilityIdentifier("linear")
          ProgressView(value: 0.5).progressViewStyle(.circular).accessibilityIdentifier("circular")
          ProgressView(value: 0.5).progressViewStyle(.automatic).frame(width: 100)
            .accessibilityIdentifier("automatic")
        }))
    expectFrame(
      "linear", in: root, CGRect(x: 0, y: 0, width: 100, height: 4), tolerance: frameTolerance)
    expectFrame(
      "circular", in: root, CGRect(x: 40, y: 4, width: 20, height: 20), tolerance: frameTolerance)
    expectFrame(
      "automatic", in: root, CGRect(x: 0, y: 24, width: 100, height: 4), tolerance: frameTolerance)
  }

  @Test func anAppsStyleMakesTheViewFromTheFractionAndTheLabels() {
    let root = hostedLayout(
      pinned(
        VStack(spacing: 0) {
          ProgressView("Saving", value: 0.25).accessibilityIdentifier("gauge")
          ProgressView().accessibilityIdentifier("unknown")
        }
        .progressViewStyle(Gauge())))
    // 200 × 0.25 = 50 pt of bar beside the 6-character label (51 × 20.4): 101 × 20.4.
    expectFrame(
      "gauge", in: root, CGRect(x: 0, y: 0, width: 101, height: 20.4), tolerance: frameTolerance)
    expectFrame(
      "gauge-bar", in: root, CGRect(x: 51, y: 0, width: 50, height: 8),
      tolerance: frameTolerance)
    // No amount and no label: the style shows the platform's spinner (20 × 20), centred in the
    // column: (101 − 20) / 2 = 40.5.
    expectFrame(
      "unknown", in: root, CGRect(x: 40.5, y: 20.4, width: 20, height: 20),
      tolerance: frameTolerance)
  }
}

/// A style that draws a bar 200 pt long at full, its label to the leading side; without an
/// amount, the platform's own view.
struct Gauge: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    if let fraction = configuration.fractionCompleted {
      HStack(alignment: .top, spacing: 0) {
        configuration.label
        Capsule().frame(width: 200 * fraction, height: 8).accessibilityIdentifier("gauge-bar")
      }
    } else {
      ProgressView(configuration)
    }
  }
}
