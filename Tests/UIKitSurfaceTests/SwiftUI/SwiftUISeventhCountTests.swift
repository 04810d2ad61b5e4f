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
