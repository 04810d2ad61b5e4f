import Foundation
import HapticTapeSwiftUI
import Testing

// Tolerance: points, exact to 1e-9 (`expectFrame`'s default): text is 8.5 pt a character and
// 20.4 pt a line (the body font's stated metrics), the rest stack arithmetic.

/// What a view read of `\.dynamicTypeSize` and `\.sizeCategory`, by name.
final class TypeSizeRecord: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var sizes: [String: DynamicTypeSize] = [:]
  var categories: [String: ContentSizeCategory] = [:]
}

/// Records the text size and the size category it reads under `name`.
nonisolated struct TypeSizeProbe: View {
  let name: String
  let record: TypeSizeRecord
  @Environment(\.dynamicTypeSize) private var size
  @Environment(\.sizeCategory) private var category
  var body: some View {
    record.sizes[name] = size
    record.categories[name] = category
    return Color.clear.frame(width: 1, height: 1)
  }
}

@Suite("SwiftUI, the sixth count: share links, text sizes, bindings to collections, formatters")
struct SwiftUISixthCountTests {
  @Test func aShareLinkLaysOutAsAButtonWithTheShareLabel() {
    // The default label is SwiftUI's "Share" with its symbol: as wide as that button.
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          ShareLink(item: URL(fileURLWithPath: "/story")).accessibilityIdentifier("share")
          Button {
          } label: {
            Label("Share", systemImage: "square.and.arrow.up")
          }
          .accessibilityIdentifier("button")
          ShareLink("Send", item: "text", preview: SharePreview("Story"))
            .accessibilityIdentifier("titled")
          ShareLink(items: [1, 2]) { Text("Both") }.accessibilityIdentifier("custom")
        }))
    let share = frame(of: "share", in: view)
    let button = frame(of: "button", in: view)
    // "Share" (42.5 pt), the symbol and the label's spacing: 70.9 pt, a line tall.
    #expect(share?.width == button?.width && abs((share?.width ?? 0) - 70.9) < 1e-9)
    #expect(abs((share?.height ?? 0) - 20.4) < 1e-9 && abs((button?.height ?? 0) - 20.4) < 1e-9)
    // A custom label is the label: "Both", 34 pt.
    expectFrame("custom", in: view, CGRect(x: 0, y: 3 * 20.4, width: 34, height: 20.4))
  }

  @Test func textSizeIsLargeUntilAViewSetsOrBoundsIt() {
    let record = TypeSizeRecord()
    _ = hostedLayout(
      VStack {
        TypeSizeProbe(name: "default", record: record)
        TypeSizeProbe(name: "set", record: record).dynamicTypeSize(.accessibility2)
        TypeSizeProbe(name: "capped", record: record)
          .dynamicTypeSize(...DynamicTypeSize.medium)
        TypeSizeProbe(name: "raised", record: record)
          .dynamicTypeSize(DynamicTypeSize.xxLarge...DynamicTypeSize.accessibility1)
        TypeSizeProbe(name: "kept", record: record)
          .dynamicTypeSize(DynamicTypeSize.xSmall..<DynamicTypeSize.xxxLarge)
      })
    #expect(record.sizes["default"] == .large)
    #expect(record.sizes["set"] == .accessibility2)
    // Large is above the cap: the largest allowed. Below the range: its smallest.
    #expect(record.sizes["capped"] == .medium)
    #expect(record.sizes["raised"] == .xxLarge)
    #expect(record.sizes["kept"] == .large)
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    #expect(DynamicTypeSize.small < .medium && DynamicTypeSize.allCases.count == 12)
  }

  @Test func aBindingToAnArrayIsACollectionOfBindingsToItsElements() {
    var items = [3, 5, 8]
    let binding = Binding(get: { items }, set: { items = $0 })
    #expect(!binding.isEmpty && binding.count == 3)
    binding[1].wrappedValue = 50
    #expect(items == [3, 50, 8])
    for element in binding { element.wrappedValue += 1 }
    #expect(items == [4, 51, 9])
    #expect(binding.last?.wrappedValue == 9)
    items = []
    #expect(binding.isEmpty)
  }

  @Test func aFormatterWritesAValueInAText() {
    let year = DateFormatter()
    year.locale = Locale(identifier: "en_US_POSIX")
    year.timeZone = TimeZone(identifier: "UTC")
    year.dateFormat = "yyyy"
    let cents = NumberFormatter()
    cents.locale = Locale(identifier: "en_US_POSIX")
    cents.minimumFractionDigits = 2
    // 5 March 2025: "In 2025" (7 characters, 59.5 pt); "3.00 kg" (7, 59.5 pt).
    let date = Date(timeIntervalSince1970: 1_741_167_660)
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Text("In \(date, formatter: year)").accessibilityIdentifier("date")
          Text("\(NSNumber(value: 3), formatter: cents) kg").accessibilityIdentifier("number")
        }))
    expectFrame("date", in: view, CGRect(x: 0, y: 0, width: 59.5, height: 20.4))
    expectFrame("number", in: view, CGRect(x: 0, y: 20.4, width: 59.5, height: 20.4))
  }

  @Test func aFieldWithAnAxisAndALabelShowsTheLabelWhileEmpty() {
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          TextField(text: .constant(""), prompt: Text("Notes"), axis: .vertical) {
            Text("Notes")
          }
          .fixedSize()
          .accessibilityIdentifier("field")
          TextField("Title", text: .constant("Hello"), prompt: nil, axis: .vertical)
            .fixedSize()
            .accessibilityIdentifier("titled")
        }))
    // "Notes" (42.5 pt) while empty; the text "Hello" (42.5 pt) once there is some.
    expectFrame("field", in: view, CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
    expectFrame("titled", in: view, CGRect(x: 0, y: 20.4, width: 42.5, height: 20.4))
  }

  @Test func displaySettingsLeaveTheLayoutAlone() {
    let view = hostedLayout(
      pinned(
        Color.red.frame(width: 30, height: 10)
          .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
          .scrollContentBackground(.hidden)
          .accessibilityShowsLargeContentViewer()
          .accessibilityShowsLargeContentViewer { Text("Large") }
          .presentationSizing(.form.fitted(horizontal: false, vertical: true).sticky())
          .accessibilityIdentifier("plain")))
    expectFrame("plain", in: view, CGRect(x: 0, y: 0, width: 30, height: 10))
  }

  @Test func aFilledShapeWithABorderOnTopIsLaidOutAsTheShape() {
    let view = hostedLayout(
      pinned(
        RoundedRectangle(cornerRadius: 8).fill(.blue).strokeBorder(.red, lineWidth: 2)
          .frame(width: 40, height: 24).accessibilityIdentifier("card")))
    expectFrame("card", in: view, CGRect(x: 0, y: 0, width: 40, height: 24))
  }

  @Test func aVisualEffectScalesByASize() throws {
    // A size's width and height scale as x and y do: the layer's m11 and m22.
    let root = hostedLayout(
      HStack {
        Color.red.frame(width: 20, height: 20)
          .visualEffect { content, _ in content.scaleEffect(CGSize(width: 2, height: 0.5)) }
          .accessibilityIdentifier("size")
        Color.red.frame(width: 20, height: 20)
          .visualEffect { content, _ in content.scaleEffect(x: 2, y: 0.5) }
          .accessibilityIdentifier("axes")
      })
    func find(_ identifier: String, in view: UIView) -> UIView? {
      if view.accessibilityIdentifier == identifier { return view }
      return view.subviews.lazy.compactMap { find(identifier, in: $0) }.first
    }
    let bySize = try #require(find("size", in: root)?.superview).layer.transform
    let byAxes = try #require(find("axes", in: root)?.superview).layer.transform
    #expect(bySize.m11 == 2 && bySize.m22 == 0.5)
    #expect(CATransform3DEqualToTransform(bySize, byAxes))
  }

  @Test func valuesAndColoursMixByAFraction() {
    #expect(CGFloat(10).interpolated(towards: 30, amount: 0.25) == 15)
    #expect(Double(4).interpolated(towards: 0, amount: 1.5) == -2)
    let mixed = Color(red: 1, green: 0, blue: 0).mix(
      with: Color(red: 0, green: 0, blue: 1), by: 0.25)
    #expect(mixed == Color(red: 0.75, green: 0, blue: 0.25))
    // A fraction past 1 is 1; one that is not a number is 0.
    #expect(Color.white.mix(with: .black, by: 2) == Color(red: 0, green: 0, blue: 0))
    #expect(Color.white.mix(with: .black, by: .nan) == Color(red: 1, green: 1, blue: 1))
  }

  @Test func aMeshGradientFillsItsFrameAndGestureSettingsLeaveTheLayoutAlone() {
    let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          MeshGradient(width: 2, height: 2, points: points, colors: [.red, .blue, .green, .red])
            .frame(width: 50, height: 20).accessibilityIdentifier("mesh")
          Button("Hold") {}
            .buttonRepeatBehavior(.enabled)
            .statusBar(hidden: true)
            .scrollIndicatorsFlash(trigger: 1)
            .scrollIndicatorsFlash(onAppear: true)
            .geometryGroup()
            .defersSystemGestures(on: .bottom)
            .accessibilityIdentifier("hold")
        }))
    expectFrame("mesh", in: view, CGRect(x: 0, y: 0, width: 50, height: 20))
    // "Hold": 34 pt, a line.
    expectFrame("hold", in: view, CGRect(x: 0, y: 20, width: 34, height: 20.4))
  }
}
