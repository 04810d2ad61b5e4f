import Foundation
import HapticTapeSwiftUI
import HapticTapeTestSupport
import Testing

// Tolerance: points, 1e-9 for lines and the halves of a symmetric curve (the chords either side
// of its middle are mirror images); type sizes and elements exact.

/// A value with a part, for bindings to parts.
private struct Pair {
  var first = 0
  var second = 0
}

@Suite("SwiftUI, the seventh count: size categories, binding transactions, path elements")
struct SwiftUISeventhCountTests {
  @Test func sizeCategoryIsTheDynamicTypeSizeUnderIOS13Names() {
    let record = TypeSizeRecord()
    _ = hostedLayout(
      VStack {
        TypeSizeProbe(name: "default", record: record)
        TypeSizeProbe(name: "set size", record: record).dynamicTypeSize(.accessibility2)
        TypeSizeProbe(name: "set category", record: record)
          .environment(\.sizeCategory, .extraSmall)
      })
    #expect(record.categories["default"] == .large && record.sizes["default"] == .large)
    // The second accessibility size is iOS 13's accessibility large.
    #expect(record.categories["set size"] == .accessibilityLarge)
    #expect(record.sizes["set category"] == .xSmall)
    #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityMedium) == .accessibilityMedium)
    #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
    #expect(DynamicTypeSize(UIContentSizeCategory.extraExtraLarge) == .xxLarge)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.small < .medium && ContentSizeCategory.allCases.count == 12)
  }

  @Test func aBindingsTransactionGoesWithItsWritesAndItsParts() {
    var pair = Pair()
    var animations: [Animation?] = []
    let binding = Binding(
      get: { pair },
      set: { (value: Pair, transaction: Transaction) in
        pair = value
        animations.append(transaction.animation)
      })
    #expect(binding.transaction.animation == nil)
    let eased = binding.transaction(Transaction(animation: .easeIn))
    #expect(eased.transaction.animation == .easeIn)
    eased.wrappedValue = Pair(first: 1, second: 2)
    // A part of the binding writes in the binding's transaction.
    eased.second.wrappedValue = 5
    // A plain write carries the transaction it is made in: none here.
    binding.first.wrappedValue = 7
    #expect(pair.first == 7 && pair.second == 5)
    #expect(animations == [.easeIn, .easeIn, nil])
  }

  @Test func forEachGivesThePathsElementsInOrder() {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
    path.addCurve(
      to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
    path.closeSubpath()
    var elements: [Path.Element] = []
    path.forEach { elements.append($0) }
    #expect(
      elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
        .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
        .curve(
          to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12),
          control2: CGPoint(x: 13, y: 14)),
        .closeSubpath,
      ])
  }

  @Test func aTrimmedPathIsThePartBetweenFractionsOfItsLength() throws {
    // Two 100-pt lines: a quarter to three quarters of the 200 pt is 50 pt along the first to
    // 50 pt down the second.
    var corner = Path()
    corner.move(to: .zero)
    corner.addLine(to: CGPoint(x: 100, y: 0))
    corner.addLine(to: CGPoint(x: 100, y: 100))
    var elements: [Path.Element] = []
    corner.trimmedPath(from: 0.25, to: 0.75).forEach { elements.append($0) }
    #expect(
      elements == [
        .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
        .line(to: CGPoint(x: 100, y: 50)),
      ])
    #expect(corner.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    // A curve symmetric about x = 50: its first half by length ends at its apex, t = 0.5:
    // (50, 75), and starts as the curve does.
    var arch = Path()
    arch.move(to: .zero)
    arch.addCurve(
      to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    var half: [Path.Element] = []
    arch.trimmedPath(from: 0, to: 0.5).forEach { half.append($0) }
    #expect(half.count == 2 && half.first == .move(to: .zero))
    guard case .curve(let end, let control1, _)? = half.last else {
      Issue.record("no curve: \(half)")
      return
    }
    #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 75) < 1e-9)
    // The first half of the curve split at t = 0.5: its first control halfway to (0, 100).
    #expect(abs(control1.x) < 1e-9 && abs(control1.y - 50) < 1e-9)
  }

  @Test func aRelativeArcTurnsByItsDeltaFromItsStart() throws {
    // A quarter turn from 0 about (0, 0), radius 10: from (10, 0) to (0, 10), towards larger
    // angles; the same quarter back is the clockwise arc.
    var forward = Path()
    forward.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    var arc = Path()
    arc.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    var forwardElements: [Path.Element] = []
    var arcElements: [Path.Element] = []
    forward.forEach { forwardElements.append($0) }
    arc.forEach { arcElements.append($0) }
    #expect(forwardElements == arcElements)
    let end = try #require(forward.currentPoint)
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    var back = Path()
    back.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(90), delta: .degrees(-90))
    let backEnd = try #require(back.currentPoint)
    #expect(abs(backEnd.x - 10) < 1e-9 && abs(backEnd.y) < 1e-9)
  }

  @Test func fontMetricsKeepTheDefaultTextSize() {
    // The replay's text size is the default, at which every style keeps its size.
    let metrics = UIFontMetrics(forTextStyle: .headline)
    let font = UIFont.systemFont(ofSize: 17)
    #expect(metrics.scaledFont(for: font).pointSize == 17)
    #expect(metrics.scaledFont(for: font, maximumPointSize: 15).pointSize == 15)
    #expect(metrics.scaledFont(for: font, maximumPointSize: 22).pointSize == 17)
    #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
  }

  @Test func iOS13FormsNameAndTitleAsTheirSuccessorsDo() {
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          TextField("Search", text: .constant("")).accessibilityIdentifier("field")
          TextField("Search", text: .constant(""), onEditingChanged: { _ in })
            .accessibility(identifier: "old field")
          TextField("Search", text: .constant(""), onCommit: {})
            .accessibilityIdentifier("committing")
          Color.red.frame(width: 10, height: 10).accessibility(removeTraits: .isButton)
            .accessibility(identifier: "square")
        }))
    // Each a line (20.4 pt) as wide as offered.
    for name in ["field", "old field", "committing"] {
      let size = frame(of: name, in: view)?.size
      #expect(size?.width == 393 && abs((size?.height ?? 0) - 20.4) < 1e-9, "\(name)")
    }
    expectFrame("square", in: view, CGRect(x: 0, y: 3 * 20.4, width: 10, height: 10))
  }

  @Test func anImageFromAFileIsThereOnlyWhenTheFileIs() throws {
    let folder = try ScratchFolder.make("image-file")
    let file = folder.appendingPathComponent("photo.png")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
    #expect(UIImage(contentsOfFile: file.path) != nil)
    #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    #expect(UIImage(contentsOfFile: folder.path) == nil)
    let view = UIView()
    #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
  }

  @Test func anAppsOwnPowInADoubleExtensionIsTheCLibrarys() throws {
    // No module the surface imports adds a static `pow` to `Double`: inside an extension of
    // `Double` an app's `pow(_:_:)` finds the global one, as on iOS.
    let folder = try ScratchFolder.make("pow-in-double")
    try """
    import SwiftUI
    extension Double {
      func rounded(places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
      }
    }
    """.write(
      to: folder.appendingPathComponent("Rounding.swift"), atomically: true, encoding: .utf8)
    let result = try DocCommentExampleTests.compiler.get().typecheck(
      ["Rounding.swift"], in: folder, swiftVersion: "5")
    #expect(result.status == 0, "\(result.output)")
  }
}

/// What a view read of `\.labelsVisibility`, by name.
final class LabelsVisibilityRecord: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var visibilities: [String: Visibility] = [:]
}

/// Records the labels' visibility it reads under `name`.
nonisolated struct LabelsVisibilityProbe: View {
  let name: String
  let record: LabelsVisibilityRecord
  @Environment(\.labelsVisibility) private var visibility
  var body: some View {
    record.visibilities[name] = visibility
    return Color.clear.frame(width: 1, height: 1)
  }
}

@Suite("SwiftUI, the eighth count: iOS 18 labels, tabs and menus, scene padding")
struct SwiftUIEighthCountTests {
  @Test func labelsVisibilityIsLabelsHidden() {
    let record = LabelsVisibilityRecord()
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          LabelsVisibilityProbe(name: "default", record: record)
          LabelsVisibilityProbe(name: "hidden", record: record).labelsHidden()
          Toggle("Sound", isOn: .constant(true)).labelsVisibility(.hidden)
            .accessibilityIdentifier("bare")
          Toggle("Sound", isOn: .constant(true)).labelsHidden().accessibilityIdentifier("hidden")
          Toggle("Sound", isOn: .constant(true)).labelsVisibility(.visible)
            .accessibilityIdentifier("labelled")
        }))
    #expect(record.visibilities["default"] == .automatic)
    #expect(record.visibilities["hidden"] == .hidden)
    // Hidden by either modifier, a toggle is its switch alone; shown, it spans the width.
    let bare = frame(of: "bare", in: view)?.size
    #expect(bare != nil && bare == frame(of: "hidden", in: view)?.size)
    #expect(frame(of: "labelled", in: view)?.width == 393 && (bare?.width ?? 0) < 393)
  }

  @Test func scenePaddingIsTheStandardPadding() {
    let view = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 10, height: 10).scenePadding(.horizontal)
            .accessibilityIdentifier("scene")
          Color.red.frame(width: 10, height: 10).scenePadding(.minimum, edges: .top)
            .accessibilityIdentifier("top")
        }))
    expectFrame("scene", in: view, CGRect(x: 0, y: 0, width: 42, height: 10))
    expectFrame("top", in: view, CGRect(x: 0, y: 10, width: 10, height: 26))
  }

  @Test func tabCustomizationIsKeptAndTheAdaptableStyleIsTheTabBar() {
    var customization = TabViewCustomization()
    #expect(customization[visibility: "schedule"] == .automatic)
    customization[visibility: "schedule"] = .hidden
    customization[sidebarVisibility: "contact"] = .visible
    #expect(customization[visibility: "schedule"] == .hidden)
    #expect(customization[sidebarVisibility: "contact"] == .visible)
    customization.resetVisibility()
    #expect(customization == TabViewCustomization())
    // The adaptable style shows the selected tab above the tab bar, as `.automatic` does.
    let layouts = [false, true].map { adaptable in
      hostedLayout(
        TabView {
          Tab("One", systemImage: "1.circle") { Color.red.accessibilityIdentifier("page") }
            .customizationID("one")
        }
        .modifier(AdaptableStyle(isOn: adaptable))
        .tabViewCustomization(.constant(customization))
        .menuActionDismissBehavior(.disabled)
        .navigationSubtitle("Today"))
    }
    let plain = frame(of: "page", in: layouts[0])
    #expect(plain != nil && plain == frame(of: "page", in: layouts[1]))
  }
}

/// The adaptable tab view style when `isOn`, else the automatic one.
private struct AdaptableStyle: ViewModifier {
  let isOn: Bool
  func body(content: Content) -> some View {
    if isOn {
      content.tabViewStyle(.sidebarAdaptable)
    } else {
      content.tabViewStyle(.automatic)
    }
  }
}
