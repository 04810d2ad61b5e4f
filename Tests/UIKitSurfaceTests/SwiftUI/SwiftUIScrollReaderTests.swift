import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: offsets in points, 1e-6 (the engine's arithmetic in doubles).
private let tolerance = 1e-6

/// The first scroll view under `view`, depth first.
func firstScrollView(in view: UIView) -> UIScrollView? {
  if let scroll = view as? UIScrollView { return scroll }
  for subview in view.subviews {
    if let found = firstScrollView(in: subview) { return found }
  }
  return nil
}

/// What a reader screen keeps: its proxy, once built, and its row count.
@Observable final class ReaderModel {
  @ObservationIgnored var proxy: ScrollViewProxy?
  var rows = 100
  var phases: [ScrollPhase] = []
}

/// `model.rows` 100-pt rows, identified by index, in a reader around a vertical scroll view.
struct ReaderRows: View {
  let model: ReaderModel

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<model.rows, id: \.self) { _ in Color.gray.frame(height: 100) }
        }
      }
      .onScrollPhaseChange { _, new in model.phases.append(new) }
      .accessibilityIdentifier("rows")
      .onAppear { model.proxy = proxy }
    }
  }
}

enum ReaderScreen: SwiftUIScreen {
  static let id = "reader-rows"
  static let summary = "A hundred rows in a reader."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ReaderModel { ReaderModel() }
  static func makeView(model: ReaderModel, configuration: UIKitScreenConfiguration) -> ReaderRows {
    ReaderRows(model: model)
  }
  /// `command to N`: scrolls to row N's top, animated; `command append`: adds a row and scrolls
  /// to its bottom edge in the same action.
  static func handle(_ command: SceneCommand, model: ReaderModel) throws(SceneError) {
    switch command.name {
    case "to":
      guard case .integer(let value)? = command.arguments.first, let row = Int(exactly: value)
      else { throw SceneError(.unknownCommand, "to takes a row") }
      withAnimation { model.proxy?.scrollTo(row, anchor: .top) }
    case "append":
      model.rows += 1
      model.proxy?.scrollTo(model.rows - 1, anchor: .bottom)
    default:
      throw SceneError(.unknownCommand, "reader rows take to N or append")
    }
  }
}

/// A 2,000-pt block, then a 50-pt footer with an explicit identity, in a reader's scroll view.
struct FooterView: View {
  let model: ReaderModel

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 0) {
          Color.gray.frame(height: 2_000)
          Color.red.frame(height: 50).id("footer")
        }
      }
      .onAppear { model.proxy = proxy }
    }
  }
}

@Suite("SwiftUI ScrollViewReader: scrollTo on the UIScrollView engine")
@MainActor
struct SwiftUIScrollReaderTests {
  /// Hosts the rows, and returns the model, the hosting view and its scroll view.
  private func hosted() throws -> (ReaderModel, UIView, UIScrollView) {
    let model = ReaderModel()
    let root = hostedLayout(ReaderRows(model: model))
    let scroll = try #require(firstScrollView(in: root))
    return (model, root, scroll)
  }

  /// Calls `scrollTo` and runs the layout pass it waits for; returns the offset.
  private func scroll(
    _ model: ReaderModel, _ root: UIView, _ scroll: UIScrollView, to id: some Hashable,
    anchor: UnitPoint?
  ) throws -> Double {
    try #require(model.proxy).scrollTo(id, anchor: anchor)
    root.layoutIfNeeded()
    return scroll.contentOffset.y
  }

  @Test func anAnchorPutsTheSamePointsTogether() throws {
    let (model, root, view) = try hosted()
    // Row 12 spans 1,200...1,300; the scroll view is 852 pt tall.
    // Top: 1,200. Centre: 1,200 + 0.5 × (100 − 852) = 824. Bottom: 1,200 + 100 − 852 = 448.
    #expect(abs(try scroll(model, root, view, to: 12, anchor: .top) - 1_200) <= tolerance)
    #expect(abs(try scroll(model, root, view, to: 12, anchor: .center) - 824) <= tolerance)
    #expect(abs(try scroll(model, root, view, to: 12, anchor: .bottom) - 448) <= tolerance)
  }

  @Test func noAnchorScrollsTheLeastThatShowsTheView() throws {
    let (model, root, view) = try hosted()
    // From 0, row 12 (1,200...1,300) is below: its bottom at the bottom edge, 1,300 − 852 = 448.
    #expect(abs(try scroll(model, root, view, to: 12, anchor: nil) - 448) <= tolerance)
    // Row 3 (300...400) is above 448: its top at the top edge, 300.
    #expect(abs(try scroll(model, root, view, to: 3, anchor: nil) - 300) <= tolerance)
    // Row 5 (500...600) already shows whole in 300...1,152: no scroll.
    #expect(abs(try scroll(model, root, view, to: 5, anchor: nil) - 300) <= tolerance)
  }

  @Test func anExplicitIDIsFound() throws {
    let model = ReaderModel()
    let root = hostedLayout(FooterView(model: model))
    let scroll = try #require(firstScrollView(in: root))
    // The footer spans 2,000...2,050: its bottom at the bottom edge, 2,050 − 852 = 1,198.
    #expect(
      abs(try self.scroll(model, root, scroll, to: "footer", anchor: nil) - 1_198) <= tolerance)
  }

  @Test func theOffsetStaysWithinTheContent() throws {
    let (model, root, view) = try hosted()
    // Row 99's top is 9,900, past the last offset, 10,000 − 852 = 9,148.
    #expect(abs(try scroll(model, root, view, to: 99, anchor: .top) - 9_148) <= tolerance)
    // Row 0's bottom at the bottom edge would be 100 − 852 < 0: 0.
    #expect(abs(try scroll(model, root, view, to: 0, anchor: .bottom)) <= tolerance)
  }

  @Test func anUnknownIDOrANaNAnchorDoesNothing() throws {
    let (model, root, view) = try hosted()
    _ = try scroll(model, root, view, to: 20, anchor: .top)
    #expect(abs(try scroll(model, root, view, to: 500, anchor: .top) - 2_000) <= tolerance)
    #expect(abs(try scroll(model, root, view, to: "20", anchor: .top) - 2_000) <= tolerance)
    let nan = UnitPoint(x: .nan, y: .nan)
    #expect(abs(try scroll(model, root, view, to: 40, anchor: nan) - 2_000) <= tolerance)
    // An unknown id is dropped, not kept for a view that joins later.
    model.rows = 600
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(abs(view.contentOffset.y - 2_000) <= tolerance)
  }

  @Test func insideWithAnimationTheScrollAnimates() throws {
    let script = "wait 100ms\ncommand to 30\nwait 1s"
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<ReaderScreen>.self)
    let moves = offsets(of: "rows", in: outcome)
    // Row 30's top: 3,000, reached through offsets between.
    #expect(abs(try #require(moves.last).y - 3_000) <= tolerance)
    #expect(moves.contains { $0.y > 0 && $0.y < 3_000 })
    let model = try #require(SwiftUIHostedScreen<ReaderScreen>.model(of: scene))
    #expect(model.phases == [.animating, .idle])
  }

  @Test func aRowAddedByTheSameActionIsScrolledTo() throws {
    let script = "wait 100ms\ncommand append\nwait 1s"
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<ReaderScreen>.self)
    // Row 100 joins at 10,000...10,100; the hosted scroll view fills the safe area,
    // 852 − 59 − 34 = 759 pt: its bottom at the bottom edge, 10,100 − 759 = 9,341, at once (no
    // animation: one offset).
    #expect(offsets(of: "rows", in: outcome).map(\.y) == [9_341])
    let model = try #require(SwiftUIHostedScreen<ReaderScreen>.model(of: scene))
    #expect(model.phases.isEmpty)
  }
}

/// What a position screen keeps: the bound position and the phases its scroll view reported.
@Observable final class PositionModel {
  var position: ScrollPosition
  init(_ position: ScrollPosition = ScrollPosition(edge: .bottom)) { self.position = position }
  var phases: [ScrollPhase] = []
  var velocities: [CGVector?] = []
}

/// A hundred 100-pt rows, view-aligned one row per fling, bound to `model.position`.
struct PositionRows: View {
  let model: PositionModel

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<100, id: \.self) { _ in Color.gray.frame(height: 100) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    .scrollPosition(Binding(get: { model.position }, set: { model.position = $0 }))
    .onScrollPhaseChange { old, new, context in
      model.phases.append(new)
      model.velocities.append(context.velocity)
    }
    .accessibilityIdentifier("rows")
  }
}

enum PositionScreen: SwiftUIScreen {
  static let id = "position-rows"
  static let summary = "A hundred rows bound to a scroll position."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PositionModel {
    PositionModel(ScrollPosition(idType: Int.self))
  }
  static func makeView(model: PositionModel, configuration: UIKitScreenConfiguration)
    -> PositionRows
  {
    PositionRows(model: model)
  }
  /// `command top`: scrolls to the top edge, animated.
  static func handle(_ command: SceneCommand, model: PositionModel) throws(SceneError) {
    guard command.name == "top" else { throw SceneError(.unknownCommand, "rows take top") }
    withAnimation { model.position.scrollTo(edge: .top) }
  }
}

@Suite("SwiftUI ScrollPosition: a bound position on the UIScrollView engine")
@MainActor
struct SwiftUIScrollPositionTests {
  /// Sets the position with `change`, runs the layout pass and returns the offset.
  private func set(
    _ model: PositionModel, _ root: UIView, _ scroll: UIScrollView,
    _ change: (inout ScrollPosition) -> Void
  ) -> CGPoint {
    change(&model.position)
    root.layoutIfNeeded()
    return scroll.contentOffset
  }

  @Test func eachKindOfPositionScrollsThere() throws {
    let model = PositionModel()
    let root = hostedLayout(PositionRows(model: model))
    let scroll = try #require(firstScrollView(in: root))
    // Starts at the bottom edge: 100 rows of 100 pt in 852 pt, 10,000 − 852 = 9,148.
    #expect(abs(scroll.contentOffset.y - 9_148) <= tolerance)
    #expect(model.position.edge == .bottom)
    // Row 12 by identity, no anchor: its top at the top, 1,200.
    var offset = set(model, root, scroll) { $0.scrollTo(id: 12) }
    #expect(abs(offset.y - 1_200) <= tolerance)
    #expect(model.position.viewID(type: Int.self) == 12)
    #expect(model.position.viewID as? Int == 12)
    #expect(model.position.edge == nil)
    // With the centre anchor: 1,200 + 0.5 × (100 − 852) = 824.
    offset = set(model, root, scroll) { $0.scrollTo(id: 12, anchor: .center) }
    #expect(abs(offset.y - 824) <= tolerance)
    offset = set(model, root, scroll) { $0.scrollTo(y: 500) }
    #expect(abs(offset.y - 500) <= tolerance)
    offset = set(model, root, scroll) { $0.scrollTo(point: CGPoint(x: 0, y: 700)) }
    #expect(abs(offset.y - 700) <= tolerance)
    #expect(model.position.point == CGPoint(x: 0, y: 700))
    // A point past the content is clamped: 9,148.
    offset = set(model, root, scroll) { $0.scrollTo(y: 20_000) }
    #expect(abs(offset.y - 9_148) <= tolerance)
    offset = set(model, root, scroll) { $0.scrollTo(edge: .top) }
    #expect(abs(offset.y) <= tolerance)
    // Not a finite number: no scroll.
    offset = set(model, root, scroll) { $0.scrollTo(y: .nan) }
    #expect(abs(offset.y) <= tolerance)
  }

  @Test func theSameViewSetAgainScrollsAgain() throws {
    let model = PositionModel()
    let root = hostedLayout(PositionRows(model: model))
    let scroll = try #require(firstScrollView(in: root))
    _ = set(model, root, scroll) { $0.scrollTo(id: 12) }
    scroll.contentOffset = CGPoint(x: 0, y: 3_000)
    let offset = set(model, root, scroll) { $0.scrollTo(id: 12) }
    #expect(abs(offset.y - 1_200) <= tolerance)
  }

  @Test func aUserScrollWritesThePositionBackAndCodeScrollsAnimated() throws {
    let fling = "wait 100ms\nfling 1 from 196,600 to 196,300 velocity 1500\nwait 3s"
    let (scene, outcome) = try replayHosted(
      fling + "\ncommand top\nwait 1s", on: SwiftUIHostedScreen<PositionScreen>.self)
    let model = try #require(SwiftUIHostedScreen<PositionScreen>.model(of: scene))
    // The fling rests one row down, at 100 (`.always`: one view per gesture); row 1
    // (100...200) is then the top-most with more than 0.5 pt showing.
    let moves = offsets(of: "rows", in: outcome).map(\.y)
    #expect(moves.contains(100))
    #expect(model.position.isPositionedByUser == false)
    // `top` then scrolls back to 0, animated.
    #expect(abs(try #require(moves.last)) <= tolerance)
    #expect(model.position.edge == .top)
    #expect(model.phases == [.interacting, .decelerating, .idle, .animating, .idle])
    // The release velocity rides the changes into and out of deceleration: the finger moved
    // the content up, towards larger offsets.
    let velocities = model.velocities.map { $0?.dy }
    #expect(velocities[0] == nil && velocities[3] == nil && velocities[4] == nil)
    #expect((velocities[1] ?? 0) > 0 && velocities[1] == velocities[2])
    #expect(model.velocities[1]?.dx == 0)
  }

  @Test func aUserScrollWritesThePositionBack() throws {
    let fling = "wait 100ms\nfling 1 from 196,600 to 196,300 velocity 1500\nwait 3s"
    let (scene, _) = try replayHosted(fling, on: SwiftUIHostedScreen<PositionScreen>.self)
    let model = try #require(SwiftUIHostedScreen<PositionScreen>.model(of: scene))
    // At rest at 100: row 1 is the top-most target showing.
    #expect(model.position.isPositionedByUser)
    #expect(model.position.viewID(type: Int.self) == 1)
    #expect(model.position.viewID as? Int == 1)
    #expect(model.position.viewID(type: String.self) == nil)
  }
}

/// What the observers of a rows screen reported.
@Observable final class ObserverLog {
  var rows = 100
  var tops: [Double] = []
  var changes: [[Double]] = []
  var visible: [Bool] = []
  var targets: [[Int]] = []
}

/// `log.rows` 100-pt rows named "rowN", observed: row 3's top in the scroll view, row 9's
/// visibility, and the visible targets.
struct ObservedRows: View {
  let log: ObserverLog
  var anchor: UnitPoint?

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<log.rows, id: \.self) { index in
          row(index)
        }
      }
      .scrollTargetLayout()
    }
    .defaultScrollAnchor(anchor)
    .onScrollTargetVisibilityChange(idType: Int.self) { log.targets.append($0) }
  }

  @ViewBuilder private func row(_ index: Int) -> some View {
    let color = Color.gray.frame(height: 100).accessibilityIdentifier("row\(index)")
    switch index {
    case 3:
      color
        .onGeometryChange(for: Double.self) {
          Double($0.frame(in: .scrollView).minY)
        } action: {
          log.tops.append($0)
        }
        .onGeometryChange(for: Double.self) {
          Double($0.frame(in: .scrollView).minY)
        } action: {
          log.changes.append([$0, $1])
        }
    case 9: color.onScrollVisibilityChange { log.visible.append($0) }
    default: color
    }
  }
}

@Suite("SwiftUI scroll observers and the default anchor")
@MainActor
struct SwiftUIScrollObserverTests {
  @Test func geometryChangesAreReportedAfterLayoutAndOnScroll() throws {
    let log = ObserverLog()
    let root = hostedLayout(ObservedRows(log: log))
    let scroll = try #require(firstScrollView(in: root))
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    // Row 3's top: 300 at first, 300 − 120 = 180 after the scroll; the same offset again
    // changes nothing.
    #expect(log.tops == [300, 180])
    // The old-and-new form gets the first value as both, then the change.
    #expect(log.changes == [[300, 300], [300, 180]])
  }

  @Test func visibilityCrossesTheThreshold() throws {
    let log = ObserverLog()
    let root = hostedLayout(ObservedRows(log: log))
    let scroll = try #require(firstScrollView(in: root))
    // Row 9 (900...1,000) starts hidden below 852: nothing reported.
    #expect(log.visible.isEmpty)
    // At 97, 49 pt show (< half); at 98, 50 pt (half: visible); back at 0, hidden.
    for y in [97.0, 98, 0] { scroll.contentOffset = CGPoint(x: 0, y: y) }
    #expect(log.visible == [true, false])
    // Rows 0...8 at first (row 8, 800...900, shows 52 %); at 97 row 0 shows 3 % and row 9
    // 49 %: rows 1...8; at 98 row 9 shows 50 %: rows 1...9; at 0, rows 0...8 again.
    #expect(log.targets == [Array(0...8), Array(1...8), Array(1...9), Array(0...8)])
  }

  @Test func aBottomAnchorStartsAtTheEndAndStaysThere() throws {
    let log = ObserverLog()
    let root = hostedLayout(ObservedRows(log: log, anchor: .bottom))
    let scroll = try #require(firstScrollView(in: root))
    // 10,000 − 852 = 9,148.
    #expect(abs(scroll.contentOffset.y - 9_148) <= tolerance)
    // A row more while at the end: 10,100 − 852 = 9,248.
    log.rows = 101
    root.layoutIfNeeded()
    #expect(abs(scroll.contentOffset.y - 9_248) <= tolerance)
    // Scrolled away, a row more leaves the offset.
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    log.rows = 102
    root.layoutIfNeeded()
    #expect(abs(scroll.contentOffset.y - 500) <= tolerance)
  }

  @Test func aBottomAnchorAlignsShortContentAtTheBottom() throws {
    let log = ObserverLog()
    log.rows = 3
    let root = hostedLayout(ObservedRows(log: log, anchor: .bottom))
    // Three rows, 300 pt, at the bottom of 852: row 0 at 852 − 300 = 552.
    let row = try #require(frame(of: "row0", in: root))
    #expect(abs(row.minY - 552) <= tolerance)
    let top = hostedLayout(ObservedRows(log: log))
    #expect(abs(try #require(frame(of: "row0", in: top)).minY) <= tolerance)
  }
}

/// A hundred 100-pt rows named "rowN" with 20-pt content margins, view-aligned one row per fling.
struct MarginRows: View {
  let model: ReaderModel

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100, id: \.self) { index in
            Color.gray.frame(height: 100).accessibilityIdentifier("row\(index)")
          }
        }
        .scrollTargetLayout()
      }
      .contentMargins(.bottom, 40)
      .contentMargins(20, for: .scrollContent)
      .contentMargins(.top, 80, for: .scrollIndicators)
      .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
      .accessibilityIdentifier("rows")
      .onAppear { model.proxy = proxy }
    }
  }
}

enum MarginScreen: SwiftUIScreen {
  static let id = "margin-rows"
  static let summary = "A hundred rows inside content margins."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ReaderModel { ReaderModel() }
  static func makeView(model: ReaderModel, configuration: UIKitScreenConfiguration) -> MarginRows {
    MarginRows(model: model)
  }
}

@Suite("SwiftUI contentMargins: a scroll view's content insets")
@MainActor
struct SwiftUIContentMarginTests {
  @Test func theContentStartsInsideTheMargins() throws {
    let model = ReaderModel()
    let root = hostedLayout(MarginRows(model: model))
    let scroll = try #require(firstScrollView(in: root))
    // 20 pt on every edge, but 40 at the bottom from the inner modifier (the nearest to the
    // scroll view wins); the indicators' margins move nothing.
    #expect(scroll.contentInset == UIEdgeInsets(top: 20, left: 20, bottom: 40, right: 20))
    #expect(scroll.contentOffset == CGPoint(x: -20, y: -20))
    // Row 0 is laid out 393 − 40 = 353 wide and shows at 20, 20.
    #expect(frame(of: "row0", in: root) == CGRect(x: 20, y: 20, width: 353, height: 100))
    // Row 12's top at the top margin: 1,200 − 20 = 1,180.
    try #require(model.proxy).scrollTo(12, anchor: .top)
    root.layoutIfNeeded()
    #expect(abs(scroll.contentOffset.y - 1_180) <= tolerance)
    // The last offset leaves the bottom margin under the content: 10,000 − 852 + 40 = 9,188.
    try #require(model.proxy).scrollTo(99, anchor: .bottom)
    root.layoutIfNeeded()
    #expect(abs(scroll.contentOffset.y - 9_188) <= tolerance)
  }

  @Test func viewAlignedRestsARowAtTheMargin() throws {
    let script = "wait 100ms\nfling 1 from 196,600 to 196,300 velocity 1500\nwait 3s"
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<MarginScreen>.self)
    // One row down from −20: row 1's top (100) at the 20-pt margin, 80.
    #expect(abs(try #require(offsets(of: "rows", in: outcome).last).y - 80) <= tolerance)
  }
}
