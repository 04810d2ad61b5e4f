import HapticTapeSwiftUI
import Testing

// Exact: rows are counted, at whole-point offsets.

@Suite("SwiftUI lazy rows out of view are not drawn")
@MainActor
struct SwiftUILazyDrawingTests {
  /// The rows whose visual effects a scroll to `y` ran, in a lazy stack or a plain one.
  private func drawn(scrollingTo y: CGFloat, lazy: Bool, log: RowLog = RowLog()) throws -> [Int] {
    let root = hostedLayout(LoggedRows(log: log, lazy: lazy))
    let scroll = try #require(firstScrollView(in: root))
    log.drawn = []
    scroll.contentOffset = CGPoint(x: 0, y: y)
    return log.drawn
  }

  @Test func aScrollDrawsOnlyTheLazyRowsInView() throws {
    // At 98 the view shows 98...950: rows 0 (2 pt of it) to 9.
    #expect(try drawn(scrollingTo: 98, lazy: true) == Array(0...9))
    // At 1,000 it shows rows 10 to 18 (1,800...1,852 of row 18).
    let log = RowLog()
    #expect(try drawn(scrollingTo: 1_000, lazy: true, log: log) == Array(10...18))
    // Observers still run for rows out of view: row 0 left it.
    #expect(log.visible[0] == false && log.visible[10] == true)
  }

  @Test func aPlainStackDrawsEveryRow() throws {
    #expect(try drawn(scrollingTo: 98, lazy: false) == Array(0..<100))
  }
}
