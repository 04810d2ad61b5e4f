import HapticTapeSwiftUI
import Testing

// Tolerance: layout in points, exact to 1e-9, `expectFrame`'s default (the arithmetic is the layouts' own).

/// A box of `width` by `height` named `identifier`.
private func box(_ identifier: String, _ width: CGFloat, _ height: CGFloat) -> some View {
  Color.red.frame(width: width, height: height).accessibilityIdentifier(identifier)
}

/// Each subview at its ideal size, 30 right and 20 down from the one before.
private struct Cascade: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.indices.reduce(CGSize.zero) { size, index in
      let own = subviews[index].sizeThatFits(.unspecified)
      return CGSize(
        width: max(size.width, CGFloat(index) * 30 + own.width),
        height: max(size.height, CGFloat(index) * 20 + own.height))
    }
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + CGFloat(index) * 30, y: bounds.minY + CGFloat(index) * 20),
        proposal: .unspecified)
    }
  }
}

/// Takes what it is offered and centres its first subview, offered 100 × 60; places no other.
private struct CentreFirst: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
      proposal: ProposedViewSize(width: 100, height: 60))
  }
}

private struct Rank: LayoutValueKey { static let defaultValue = 1 }

/// Its subviews stacked by rank, lowest first, each 30 tall and 50 wide.
private struct ByRank: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 50, height: CGFloat(subviews.count) * 30)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
    for (index, subview) in ordered.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(index) * 30),
        proposal: ProposedViewSize(width: 50, height: 30))
    }
  }
}

/// Counts the caches it makes and updates; sizing writes the cache, placing reads it.
private final class CacheLog {
  var made = 0
  var updated = 0
}

private struct Cached: Layout {
  let log: CacheLog
  func makeCache(subviews: Subviews) -> CGFloat {
    log.made += 1
    return 0
  }
  func updateCache(_ cache: inout CGFloat, subviews: Subviews) { log.updated += 1 }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat)
    -> CGSize
  {
    cache = 70
    return CGSize(width: 100, height: 100)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat
  ) {
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX + cache, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Reports what its subviews say of themselves, and places nothing.
private final class SubviewReport {
  var priorities: [Double] = []
  var spacing: CGFloat?
  var dimensions: ViewDimensions?
}

private struct Inspect: Layout {
  let report: SubviewReport
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    report.priorities = subviews.map(\.priority)
    report.spacing = subviews.first.map { first in
      subviews.last.map { first.spacing.distance(to: $0.spacing, along: .horizontal) } ?? 0
    }
    report.dimensions = subviews.first?.dimensions(in: .unspecified)
    return .zero
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// A layout that chooses a NaN size and places its subview at an infinite point.
private struct Broken: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: -5)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(at: CGPoint(x: CGFloat.infinity, y: 0), proposal: .infinity)
  }
}

/// Two boxes in a stack layout or an overlay, switched by `isStacked`, through `AnyLayout`.
private struct Switching: View {
  var isStacked: Bool
  var body: some View {
    let layout =
      isStacked
      ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(ZStackLayout(alignment: .topLeading))
    layout {
      box("one", 40, 10)
      box("two", 20, 30)
    }
  }
}

@Suite("SwiftUI custom layouts: the Layout protocol, stack layouts and placing modifiers")
struct SwiftUICustomLayoutTests {
  @Test func aCustomLayoutSizesItselfAndPlacesItsSubviews() {
    // Three 50 × 40 boxes: 2 × 30 + 50 = 110 wide, 2 × 20 + 40 = 80 tall, centred in 393 × 852:
    // x = (393 − 110) / 2 = 141.5, y = (852 − 80) / 2 = 386.
    let root = hostedLayout(
      Cascade {
        box("a", 50, 40)
        box("b", 50, 40)
        box("c", 50, 40)
      })
    expectFrame("a", in: root, CGRect(x: 141.5, y: 386, width: 50, height: 40))
    expectFrame("b", in: root, CGRect(x: 171.5, y: 406, width: 50, height: 40))
    expectFrame("c", in: root, CGRect(x: 201.5, y: 426, width: 50, height: 40))
  }

  @Test func placeAnchorsTheSubviewAndAnUnplacedSubviewIsCentred() {
    // The layout takes 393 × 852. A colour offered 100 × 60, its centre at (196.5, 426):
    // (196.5 − 50, 426 − 30). The 20 × 20 box is not placed: centred, (196.5 − 10, 426 − 10).
    let root = hostedLayout(
      CentreFirst {
        Color.red.accessibilityIdentifier("placed")
        box("unplaced", 20, 20)
      })
    expectFrame("placed", in: root, CGRect(x: 146.5, y: 396, width: 100, height: 60))
    expectFrame("unplaced", in: root, CGRect(x: 186.5, y: 416, width: 20, height: 20))
  }

  @Test func layoutValuesReachTheLayoutThroughModifiers() {
    // Ranks 2, 0 and the default 1 (the value set inside a padding): placed 0, 1, 2 from the
    // top, 30 apart. The layout is 50 × 90, at ((393 − 50) / 2, (852 − 90) / 2) = (171.5, 381).
    let root = hostedLayout(
      ByRank {
        Color.red.accessibilityIdentifier("second").layoutValue(key: Rank.self, value: 2)
        Color.red.accessibilityIdentifier("zeroth").layoutValue(key: Rank.self, value: 0)
          .padding(0)
        Color.red.accessibilityIdentifier("first")
      })
    expectFrame("zeroth", in: root, CGRect(x: 171.5, y: 381, width: 50, height: 30))
    expectFrame("first", in: root, CGRect(x: 171.5, y: 411, width: 50, height: 30))
    expectFrame("second", in: root, CGRect(x: 171.5, y: 441, width: 50, height: 30))
  }

  @Test func theCacheIsMadeOnceAndCarriesFromSizingToPlacing() {
    // Sizing writes 70 to the cache; placing puts the box 70 right of the layout's origin. The
    // layout is 100 × 100 at ((393 − 100) / 2, (852 − 100) / 2) = (146.5, 376).
    let log = CacheLog()
    let controller = UIHostingController(rootView: Cached(log: log) { box("cached", 10, 10) })
    let root: UIView = controller.view
    root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    root.layoutIfNeeded()
    expectFrame("cached", in: root, CGRect(x: 216.5, y: 376, width: 10, height: 10))
    #expect(log.made == 1)
    #expect(log.updated == 0)
    // A new root value updates the view: the cache is updated, not made again.
    controller.rootView = Cached(log: log) { box("cached", 10, 10) }
    root.layoutIfNeeded()
    #expect(log.made == 1)
    #expect(log.updated == 1)
  }

  @Test func aSubviewReportsItsPrioritySpacingAndDimensions() {
    let report = SubviewReport()
    _ = hostedLayout(
      Inspect(report: report) {
        box("low", 30, 12)
        box("high", 10, 10).layoutPriority(2)
      })
    #expect(report.priorities == [0, 2])
    // SwiftUI's default spacing between two views on iOS.
    #expect(report.spacing == 8)
    #expect(report.dimensions?.width == 30)
    #expect(report.dimensions?.height == 12)
    // The centre guide sits at half the width; the bottom guide at the height.
    #expect(report.dimensions?[HorizontalAlignment.center] == 15)
    #expect(report.dimensions?[VerticalAlignment.bottom] == 12)
  }

  @Test func stackLayoutsPlaceAsTheirStacksDo() {
    // As `HStack` (SwiftUILayoutTests): the text 3 × 8.5 = 25.5 wide, the fill 393 − 25.5 − 8.
    let row = hostedLayout(
      HStackLayout {
        Text("abc").accessibilityIdentifier("text")
        Color.red.accessibilityIdentifier("fill")
      })
    expectFrame("text", in: row, CGRect(x: 0, y: 415.8, width: 25.5, height: 20.4))
    expectFrame("fill", in: row, CGRect(x: 33.5, y: 0, width: 359.5, height: 852))
    // A spacer in a VStackLayout grows vertically, as in a VStack: 852 − 100 − 50 above the end.
    let column = hostedLayout(
      VStackLayout(spacing: 0) {
        Color.red.frame(height: 100).accessibilityIdentifier("top")
        Spacer()
        Color.blue.frame(height: 50).accessibilityIdentifier("bottom")
      })
    expectFrame("top", in: column, CGRect(x: 0, y: 0, width: 393, height: 100))
    expectFrame("bottom", in: column, CGRect(x: 0, y: 802, width: 393, height: 50))
  }

  @Test func anyLayoutSwitchesLayoutAndKeepsTheViews() throws {
    // Stacked: 40 wide, 10 + 30 tall, at ((393 − 40) / 2, (852 − 40) / 2) = (176.5, 406); the
    // narrower box is centred: 176.5 + 10.
    let controller = UIHostingController(rootView: Switching(isStacked: true))
    let root: UIView = controller.view
    root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    root.layoutIfNeeded()
    expectFrame("one", in: root, CGRect(x: 176.5, y: 406, width: 40, height: 10))
    expectFrame("two", in: root, CGRect(x: 186.5, y: 416, width: 20, height: 30))
    let before = try #require(view(named: "two", in: root))
    // Overlaid at the top leading corner: 40 × 30 at ((393 − 40) / 2, (852 − 30) / 2).
    controller.rootView = Switching(isStacked: false)
    root.layoutIfNeeded()
    expectFrame("one", in: root, CGRect(x: 176.5, y: 411, width: 40, height: 10))
    expectFrame("two", in: root, CGRect(x: 176.5, y: 411, width: 20, height: 30))
    #expect(view(named: "two", in: root) === before)
  }

  @Test func aBrokenLayoutIsClampedNotTrapped() {
    // A NaN or negative size becomes 0 (a NaN reported); an infinite position becomes 0
    // (reported).
    let root = hostedLayout(VStack { Broken { box("lost", 10, 10) } })
    #expect(frame(of: "lost", in: root)?.size == CGSize(width: 10, height: 10))
    #expect(frame(of: "lost", in: root)?.minX.isFinite == true)
  }

  @Test func positionCentresTheViewAtThePointInAllTheSpaceOffered() {
    // The position view takes 393 × 852; the 50 × 30 box is centred at (100, 200).
    let root = hostedLayout(box("at", 50, 30).position(x: 100, y: 200))
    expectFrame("at", in: root, CGRect(x: 75, y: 185, width: 50, height: 30))
    // In a 200 × 200 frame at ((393 − 200) / 2, (852 − 200) / 2): centred on its corner.
    let framed = hostedLayout(
      box("corner", 50, 30).position(CGPoint(x: 0, y: 0)).frame(width: 200, height: 200))
    expectFrame("corner", in: framed, CGRect(x: 96.5 - 25, y: 326 - 15, width: 50, height: 30))
  }

  @Test func safeAreaPaddingInsetsTheContentAsPaddingDoes() {
    // 20 off each horizontal edge of a 200 × 100 frame at (96.5, 376); 16 by default.
    let root = hostedLayout(
      VStack(spacing: 0) {
        Color.red.accessibilityIdentifier("inset").safeAreaPadding(.horizontal, 20)
          .frame(width: 200, height: 100)
        Color.red.accessibilityIdentifier("default").safeAreaPadding()
          .frame(width: 200, height: 100)
      })
    // The column is 200 tall: y = (852 − 200) / 2 = 326.
    expectFrame("inset", in: root, CGRect(x: 116.5, y: 326, width: 160, height: 100))
    expectFrame("default", in: root, CGRect(x: 112.5, y: 442, width: 168, height: 68))
  }

  @Test func aHiddenViewKeepsItsLayoutButIsNotShownOrHit() throws {
    // 100 + 50 tall, at (852 − 150) / 2 = 351; the visible one starts after the hidden one.
    let root = hostedLayout(
      VStack(spacing: 0) {
        Color.red.accessibilityIdentifier("hidden").frame(height: 100).hidden()
        Color.blue.accessibilityIdentifier("shown").frame(height: 50)
      })
    expectFrame("hidden", in: root, CGRect(x: 0, y: 351, width: 393, height: 100))
    expectFrame("shown", in: root, CGRect(x: 0, y: 451, width: 393, height: 50))
    let hidden = try #require(view(named: "hidden", in: root))
    let shown = try #require(view(named: "shown", in: root))
    #expect(root.hitTest(CGPoint(x: 196, y: 400), with: nil) !== hidden)
    #expect(root.hitTest(CGPoint(x: 196, y: 470), with: nil) === shown)
  }

  @Test func viewThatFitsShowsTheFirstViewWhoseIdealWidthFits() throws {
    // 40 characters want 40 × 8.5 = 340 > 200; "short" wants 5 × 8.5 = 42.5: it is shown,
    // centred in the 200-pt frame at (393 − 200) / 2 = 96.5: 96.5 + (200 − 42.5) / 2; the
    // frame is the text's 20.4 tall, at (852 − 20.4) / 2 = 415.8.
    let long = String(repeating: "x", count: 40)
    let root = hostedLayout(
      ViewThatFits(in: .horizontal) {
        Text(long).accessibilityIdentifier("long")
        Text("short").accessibilityIdentifier("short")
      }
      .frame(width: 200))
    expectFrame("short", in: root, CGRect(x: 175.25, y: 415.8, width: 42.5, height: 20.4))
    #expect(try #require(view(named: "long", in: root)).isHidden)
    #expect(try #require(view(named: "short", in: root)).isHidden == false)
    // With 393 offered, 340 fits: the long text is shown, at (393 − 340) / 2 = 26.5.
    let wide = hostedLayout(
      ViewThatFits(in: .horizontal) {
        Text(long).accessibilityIdentifier("long")
        Text("short").accessibilityIdentifier("short")
      })
    expectFrame("long", in: wide, CGRect(x: 26.5, y: 415.8, width: 340, height: 20.4))
    #expect(try #require(view(named: "short", in: wide)).isHidden)
  }

  @Test func viewThatFitsShowsTheLastViewWhenNoneFits() throws {
    // Neither 500 nor 450 fits in 393: the last is shown, centred: x = (393 − 450) / 2.
    let root = hostedLayout(
      ViewThatFits {
        box("wider", 500, 10)
        box("wide", 450, 10)
      })
    expectFrame("wide", in: root, CGRect(x: -28.5, y: 421, width: 450, height: 10))
    #expect(try #require(view(named: "wider", in: root)).isHidden)
  }
}

/// The view named `identifier` under `root`.
private func view(named identifier: String, in root: UIView) -> UIView? {
  if root.accessibilityIdentifier == identifier { return root }
  return root.subviews.lazy.compactMap { view(named: identifier, in: $0) }.first
}
