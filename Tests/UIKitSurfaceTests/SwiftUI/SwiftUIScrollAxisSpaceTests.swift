import HapticTapeSwiftUI
import Testing

// No tolerance: offsets and frames are whole points, compared exactly.

/// What the inner item reported: its frame's origin in the vertical scroll view's space, then in
/// the nearest scroll view's (the horizontal one).
private final class AxisSpaceLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var origins: [[Double]] = []
  var feedBounds: [CGRect?] = []
}

/// A horizontal carousel 200 pt down a vertical feed, its second card observed.
private struct FeedWithCarousel: View {
  let log: AxisSpaceLog
  var body: some View {
    ScrollView(.vertical) {
      VStack(spacing: 0) {
        Color.gray.frame(height: 200)
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 100)
            Color.blue.frame(width: 100, height: 100)
              .onGeometryChange(for: [Double].self) { proxy in
                let feed = proxy.frame(in: .scrollView(axis: .vertical))
                let carousel = proxy.frame(in: .scrollView)
                return [feed.minX, feed.minY, carousel.minX, carousel.minY].map(Double.init)
              } action: {
                log.origins.append($0)
              }
              .onGeometryChange(for: CGRect?.self) {
                $0.bounds(of: .scrollView(axis: .vertical))
              } action: {
                log.feedBounds.append($0)
              }
            Color.gray.frame(width: 1000, height: 100)
          }
        }
        Color.gray.frame(height: 1000)
      }
    }
  }
}

/// Every scroll view under `view`, outer first.
private func scrollViews(in view: UIView) -> [UIScrollView] {
  let own: [UIScrollView] = (view as? UIScrollView).map { [$0] } ?? []
  return own + view.subviews.flatMap { scrollViews(in: $0) }
}

@Suite("SwiftUI .scrollView(axis:): the nearest scroll view along an axis")
struct SwiftUIScrollAxisSpaceTests {
  @Test func anAxisSpacePassesOverAScrollViewAlongTheOtherAxis() throws {
    let log = AxisSpaceLog()
    let root = hostedLayout(FeedWithCarousel(log: log))
    let scrolls = scrollViews(in: root)
    try #require(scrolls.count == 2)
    let feed = scrolls[0]
    let carousel = scrolls[1]
    // The card at x 100 of the carousel, the carousel 200 pt down the feed.
    #expect(log.origins.last == [100, 200, 100, 0])
    feed.contentOffset = CGPoint(x: 0, y: 50)
    // The feed moved it up 50 pt; in the carousel's space it stays put.
    #expect(log.origins.last == [100, 150, 100, 0])
    // The feed's visible region from the card: 100 pt left of it, 150 pt above, the screen's
    // size.
    #expect(log.feedBounds.last == CGRect(x: -100, y: -150, width: 393, height: 852))
    carousel.contentOffset = CGPoint(x: 30, y: 0)
    #expect(log.origins.last == [70, 150, 70, 0])
  }
}
