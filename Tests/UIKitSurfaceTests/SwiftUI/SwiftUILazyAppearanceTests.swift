import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: rows appear and disappear by index; the scroll offsets are whole points.

/// What rows did, in order: "+N" when row N appeared, "-N" when it disappeared.
@Observable final class RowLog {
  @ObservationIgnored var events: [String] = []
  /// The rows whose visual effect ran, in order.
  @ObservationIgnored var drawn: [Int] = []
  /// What each row's `onScrollVisibilityChange` said last.
  @ObservationIgnored var visible: [Int: Bool] = [:]
  var rows = 100

  /// The rows that appeared (and have not disappeared since), in order of appearance.
  var shown: [Int] {
    var result: [Int] = []
    for event in events {
      guard let row = Int(event.dropFirst()) else { continue }
      if event.hasPrefix("+") { result.append(row) } else { result.removeAll { $0 == row } }
    }
    return result
  }
}

/// `log.rows` 100-pt rows in a scroll view, in a lazy stack or a plain one, each logging its
/// appearances, its visual effect's runs and its visibility.
struct LoggedRows: View {
  let log: RowLog
  let lazy: Bool

  var body: some View {
    ScrollView {
      if lazy {
        LazyVStack(spacing: 0) { rows }
      } else {
        VStack(spacing: 0) { rows }
      }
    }
  }

  private var rows: some View {
    ForEach(0..<log.rows, id: \.self) { row in
      Color.gray.frame(height: 100)
        .visualEffect { content, _ in
          log.drawn.append(row)
          return content.opacity(1)
        }
        .onScrollVisibilityChange(threshold: 0.01) { log.visible[row] = $0 }
        .onAppear { log.events.append("+\(row)") }
        .onDisappear { log.events.append("-\(row)") }
    }
  }
}

/// 20 rows that load 20 more when the last appears, as an endless feed does.
struct FeedRows: View {
  let log: RowLog

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<log.rows, id: \.self) { row in
          Color.gray.frame(height: 100)
            .onAppear {
              guard row == log.rows - 1 else { return }
              log.events.append("+\(row)")
              log.rows += 20
            }
        }
      }
    }
  }
}

/// A grid of 3 columns of 100-pt cells whose cells start a task each; the task logs its start
/// and its cancellation.
struct TaskGrid: View {
  let log: RowLog

  var body: some View {
    ScrollView {
      LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0)
      {
        ForEach(0..<60, id: \.self) { cell in
          Color.gray.frame(height: 100)
            .task {
              log.events.append("+\(cell)")
              try? await HeadlessClock.sleep(for: .seconds(3_600))
              log.events.append("-\(cell)")
            }
        }
      }
    }
  }
}

@Suite("SwiftUI lazy containers: rows appear as they scroll into view")
@MainActor
struct SwiftUILazyAppearanceTests {
  @Test func aLazyStackShowsTheRowsInTheScrollViewsBoundsOnly() throws {
    let log = RowLog()
    let root = hostedLayout(LoggedRows(log: log, lazy: true))
    // 852 pt tall: rows 0...8 (row 8 spans 800...900) are in view, row 9 (900...) is not.
    #expect(log.shown == Array(0...8))
    let scroll = try #require(firstScrollView(in: root))
    scroll.contentOffset = CGPoint(x: 0, y: 2_000)
    // 2,000...2,852: rows 20...28; rows 0...8 disappeared, in order, before any appeared.
    #expect(log.shown == Array(20...28))
    #expect(log.events.count == 9 + 9 + 9)
    #expect(Array(log.events[9..<18]) == (0...8).map { "-\($0)" })
    // Back to the top: the first rows appear again.
    scroll.contentOffset = .zero
    #expect(log.shown == Array(0...8))
  }

  @Test func aPlainStackShowsEveryRowAtOnce() throws {
    let log = RowLog()
    let root = hostedLayout(LoggedRows(log: log, lazy: false))
    #expect(log.shown == Array(0..<100))
    let scroll = try #require(firstScrollView(in: root))
    scroll.contentOffset = CGPoint(x: 0, y: 2_000)
    #expect(log.events.count == 100)
  }

  @Test func anEndlessFeedLoadsAPageWhenItsLastRowComesIntoView() throws {
    let log = RowLog()
    log.rows = 20
    let root = hostedLayout(FeedRows(log: log))
    // 20 rows, 2,000 pt: the last (1,900...2,000) is out of view, nothing loads.
    #expect(log.rows == 20)
    let scroll = try #require(firstScrollView(in: root))
    // 1,148...2,000 (the content's end) shows row 19: one page loads, and only one.
    scroll.contentOffset = CGPoint(x: 0, y: 1_148)
    root.layoutIfNeeded()
    #expect(log.events == ["+19"])
    #expect(log.rows == 40)
    #expect(scroll.contentSize.height == 4_000)
    scroll.contentOffset = CGPoint(x: 0, y: 3_148)
    root.layoutIfNeeded()
    #expect(log.events == ["+19", "+39"])
    #expect(log.rows == 60)
  }

  @Test func aLazyGridRunsTheTasksOfTheCellsInView() throws {
    let runtime = phoneRuntime()
    let log = RowLog()
    let root = hostedLayout(TaskGrid(log: log), in: runtime)
    runTurn(runtime) {}
    // Three 131-pt columns of 100-pt lines: lines 0...8 (cells 0...26) are in view.
    #expect(log.shown == Array(0...26))
    let scroll = try #require(firstScrollView(in: root))
    // 1,000...1,852: lines 10...18, cells 30...56; the first cells' tasks are cancelled (their
    // sleep ends early and they log it), the new ones start.
    runTurn(runtime) { scroll.contentOffset = CGPoint(x: 0, y: 1_000) }
    #expect(log.shown == Array(30...56))
    #expect(log.events.filter { $0.hasPrefix("-") }.count == 27)
  }

  @Test func aListMakesItsRowsAsTheyScrollIntoView() throws {
    let log = RowLog()
    let root = hostedLayout(
      List(0..<100, id: \.self) { row in
        Text("\(row)").onAppear { log.events.append("+\(row)") }
      }
      .listStyle(.plain))
    // Plain rows 44 pt tall from 0: 852 / 44 = 19.4, rows 0...19 in view.
    #expect(log.shown == Array(0...19))
    let scroll = try #require(firstScrollView(in: root))
    scroll.contentOffset = CGPoint(x: 0, y: 440)
    // 440...1,292: rows 10...29; rows 20...29 appear.
    #expect(log.shown == Array(0...29))
  }
}
