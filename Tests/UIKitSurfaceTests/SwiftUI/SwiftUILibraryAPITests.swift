import Foundation
import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: points, 1e-9 (whole-point proposals and sizes).
private let tolerance = 1e-9

/// Places its views left to right, each offered 100 × 100, and says it stacks horizontally, as
/// SwiftUI-Flow's layouts do.
struct OfferingRow: Layout {
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: 100, height: 100)) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(width: 100, height: 100))
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

/// The same row, saying nothing of its axis.
struct PlainOfferingRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    OfferingRow().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    OfferingRow().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

struct Badge: View {
  @ScaledMetric(relativeTo: .caption) private var size = 24.0
  @ScaledMetric private var padding: CGFloat = 6
  var body: some View { Color.red.frame(width: size + padding, height: size) }
}

@Suite("SwiftUI API that public libraries use: metrics, layout properties, list editing")
@MainActor
struct SwiftUILibraryAPITests {
  @Test func aSpacerGrowsAlongTheAxisItsLayoutSaysItStacks() throws {
    // Offered 100 × 100: along a horizontal stack the spacer is 100 wide and 0 tall; in a layout
    // that names no axis it takes the whole offer.
    let stacked = hostedLayout(pinned(OfferingRow { Spacer().accessibilityIdentifier("s") }))
    let along = try #require(frame(of: "s", in: stacked))
    #expect(abs(along.width - 100) <= tolerance && abs(along.height) <= tolerance)
    let plain = hostedLayout(pinned(PlainOfferingRow { Spacer().accessibilityIdentifier("s") }))
    let both = try #require(frame(of: "s", in: plain))
    #expect(abs(both.width - 100) <= tolerance && abs(both.height - 100) <= tolerance)
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    #expect(PlainOfferingRow.layoutProperties.stackOrientation == nil)
  }

  @Test func aScaledMetricIsItsValueAtTheDefaultTextSize() throws {
    let view = hostedLayout(pinned(Badge().accessibilityIdentifier("badge")))
    let badge = try #require(frame(of: "badge", in: view))
    #expect(abs(badge.width - 30) <= tolerance && abs(badge.height - 24) <= tolerance)
  }

  @Test func removingAndMovingByOffsetsAsAListEditsItsRows() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    // Offsets past the end remove nothing.
    letters.remove(atOffsets: IndexSet([7]))
    #expect(letters == ["a", "c", "e"])
    var numbers = [0, 1, 2, 3, 4, 5]
    // 1 and 2 moved before the element at offset 5: 0, 3, 4, 1, 2, 5.
    numbers.move(fromOffsets: IndexSet([1, 2]), toOffset: 5)
    #expect(numbers == [0, 3, 4, 1, 2, 5])
    // To the end, and to the front.
    numbers.move(fromOffsets: IndexSet([0]), toOffset: 6)
    #expect(numbers == [3, 4, 1, 2, 5, 0])
    numbers.move(fromOffsets: IndexSet([4, 5]), toOffset: 0)
    #expect(numbers == [5, 0, 3, 4, 1, 2])
  }

  @Test func iOS13SliderValueLabelsSitBesideTheTrack() throws {
    var value = 0.5
    let binding = Binding(get: { value }, set: { value = $0 })
    let view = hostedLayout(
      pinned(
        Slider(
          value: binding, in: 0...1,
          minimumValueLabel: Color.red.frame(width: 20, height: 20).accessibilityIdentifier("min"),
          maximumValueLabel: Color.red.frame(width: 20, height: 20).accessibilityIdentifier("max")
        ) { EmptyView() }
        .frame(width: 300)))
    // The labels at the row's ends, 300 pt apart less their widths.
    let low = try #require(frame(of: "min", in: view))
    let high = try #require(frame(of: "max", in: view))
    #expect(abs(low.minX) <= tolerance && abs(high.maxX - 300) <= tolerance)
  }

  @Test func rowsEditedInAListChainTheirModifiers() {
    // `onDelete` gives dynamic content back, so `onMove` follows it, as in SwiftUI.
    let rows = ForEach(0..<3, id: \.self) { Text("\($0)") }
      .onDelete { _ in }
      .onMove { _, _ in }
    _ = hostedLayout(List { rows })
  }
}

/// A whole number of quarter hours: `Strideable` but neither integer nor floating point.
struct QuarterHours: Strideable {
  var quarters: Int
  func distance(to other: QuarterHours) -> Int { other.quarters - quarters }
  func advanced(by n: Int) -> QuarterHours { QuarterHours(quarters: quarters + n) }
}

@Observable final class QuarterModel {
  var time = QuarterHours(quarters: 4)
}

/// A stepper over quarter hours from 4 to 10, two at a time, as ShapeUp's generic stepper
/// writes it.
struct QuarterStepperView: View {
  @Bindable var model: QuarterModel
  var body: some View {
    Stepper(
      "Time", value: $model.time, in: QuarterHours(quarters: 4)...QuarterHours(quarters: 10),
      step: 2)
  }
}

enum QuarterStepperScreen: SwiftUIScreen {
  static let id = "quarter-stepper"
  static let summary = "A stepper over a Strideable value."
  static func makeModel(configuration: UIKitScreenConfiguration) -> QuarterModel {
    QuarterModel()
  }
  static func makeView(model: QuarterModel, configuration: UIKitScreenConfiguration)
    -> QuarterStepperView
  { QuarterStepperView(model: model) }
}

@Suite("SwiftUI controls over any Strideable or formatted value")
@MainActor
struct SwiftUIGenericControlTests {
  @Test func aStepperOverAStrideableValueStepsAndStopsAtTheRangesEnd() throws {
    // The stepper's right half at (370, 438.5), as for an integer stepper; four taps from 4 by
    // 2 stop at 10, then two on the left half (x 300) come back to 6.
    let right = String(repeating: "tap 370,438\nwait 300ms\n", count: 4)
    let left = String(repeating: "tap 300,438\nwait 300ms\n", count: 2)
    let (scene, _) = try replayHosted(
      right, on: SwiftUIHostedScreen<QuarterStepperScreen>.self)
    #expect(SwiftUIHostedScreen<QuarterStepperScreen>.model(of: scene)?.time.quarters == 10)
    let (back, _) = try replayHosted(
      right + left, on: SwiftUIHostedScreen<QuarterStepperScreen>.self)
    #expect(SwiftUIHostedScreen<QuarterStepperScreen>.model(of: back)?.time.quarters == 6)
  }

  @Test func aFormattedFieldShowsItsValueAsTheFormatWritesIt() throws {
    var amount = 3.25
    let binding = Binding(get: { amount }, set: { amount = $0 })
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          TextField("Amount", value: binding, format: .number).fixedSize()
            .accessibilityIdentifier("amount")
          TextField(value: binding, format: .number) { Text("Label") }.fixedSize()
            .accessibilityIdentifier("labelled")
        }))
    // "3.25": four characters of 0.5 × 17 pt.
    for name in ["amount", "labelled"] {
      let field = try #require(frame(of: name, in: view))
      #expect(abs(field.width - 34) <= tolerance, "\(name)")
    }
  }
}

@Suite("SwiftUI labelsHidden: a control alone, as SwiftUI lays it out")
@MainActor
struct SwiftUILabelsHiddenTests {
  @Test func aToggleWithItsLabelHiddenIsItsSwitchCentred() throws {
    let root = hostedLayout(Toggle("Sound", isOn: .constant(true)).labelsHidden())
    let toggle = try #require(firstView(of: UISwitch.self, in: root))
    // The 51 × 31 switch alone, centred in 393 × 852: x 171, y 410.5.
    let box = toggle.convert(toggle.bounds, to: root)
    #expect(abs(box.minX - 171) <= tolerance && abs(box.minY - 410.5) <= tolerance, "\(box)")
    // With its label, the switch sits at the trailing edge: x 393 − 51 = 342.
    let labelled = hostedLayout(Toggle("Sound", isOn: .constant(true)))
    let trailing = try #require(firstView(of: UISwitch.self, in: labelled))
    #expect(abs(trailing.convert(trailing.bounds, to: labelled).minX - 342) <= tolerance)
  }

  @Test func aHiddenLabelLeavesAStepperAndLabeledContentTheirControls() throws {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Stepper("Count", value: .constant(1), in: 0...5)
        LabeledContent("Name") { Text("Ada").accessibilityIdentifier("value") }
      }
      .labelsHidden())
    let stepper = try #require(firstView(of: UIStepper.self, in: root))
    // The 94-pt stepper centred across 393 pt: x 149.5; "Ada" (25.5 pt) centred: x 183.75.
    #expect(abs(stepper.convert(stepper.bounds, to: root).minX - 149.5) <= tolerance)
    #expect(abs((frame(of: "value", in: root)?.minX ?? 0) - 183.75) <= tolerance)
  }
}
