import HapticTapeSwiftUI
import Testing

// Exact: rows are counted, at whole-point offsets.

/// Which rows' visual effects ran, in order.
final class EffectLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var drawn: [Int] = []
  var visible: [Int: Bool] = [:]
}

/// Thirty 100-pt rows in an 852-pt scroll view, in a lazy stack or a plain one, each drawn
/// through a visual effect that logs its row; row 20 also watches its visibility.
struct EffectLoggedRows: View {
  let log: EffectLog
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
    ForEach(0..<30, id: \.self) { index in
      Color.gray.frame(height: 100)
        .visualEffect { content, _ in
          log.drawn.append(index)
          return content.opacity(1)
        }
        .onScrollVisibilityChange(threshold: 0.01) { log.visible[index] = $0 }
    }
  }
}

@Suite("SwiftUI lazy rows out of view are not drawn")
struct SwiftUILazyDrawingTests {
  @Test func aScrollDrawsOnlyTheLazyRowsInView() throws {
    let log = EffectLog()
    let root = hostedLayout(EffectLoggedRows(log: log, lazy: true))
    let scroll = try #require(firstScrollView(in: root))
    log.drawn = []
    // At 98 the view shows 98...950: rows 0 (2 pt of it) to 9.
    scroll.contentOffset = CGPoint(x: 0, y: 98)
    #expect(log.drawn == Array(0...9))
    // At 1,000 it shows rows 10 to 18 (1,800...1,852 of row 18).
    log.drawn = []
    scroll.contentOffset = CGPoint(x: 0, y: 1_000)
    #expect(log.drawn == Array(10...18))
    // Observers still run for rows out of view: row 0 left it.
    #expect(log.visible[0] == false && log.visible[10] == true)
  }

  @Test func aPlainStackDrawsEveryRow() throws {
    let log = EffectLog()
    let root = hostedLayout(EffectLoggedRows(log: log, lazy: false))
    let scroll = try #require(firstScrollView(in: root))
    log.drawn = []
    scroll.contentOffset = CGPoint(x: 0, y: 98)
    #expect(log.drawn == Array(0..<30))
  }
}
