import ScrollEngine
import Testing
import TouchCore
import TouchModel

/// Offsets on the @3x pixel grid compare within one device pixel.
private let pixelTolerance = 1.0 / 3

@Suite struct ScrollViewModelProgrammaticTests {
  /// Animated setContentOffset → didScroll×n → didEndScrollingAnimation
  /// (docs/physics-model.md#delegate-order).
  @Test func animatedSetContentOffsetEndsWithScrollingAnimation() throws {
    var session = ScrollSession(view: .tallList())
    session.view.setContentOffset(
      Point2D(x: 0, y: 1_300), animated: true, at: .zero, into: &session.events)
    session.settle(after: .zero, seconds: 1)
    #expect(session.shape == ["didScroll…", "didEndScrollingAnimation"])
    let end = try #require(session.first { $0 == .didEndScrollingAnimation })
    // 0.33 s, ended on the first 120 Hz frame at or after it (frame 40 = 0.3333 s).
    #expect(end.timestamp == Timestamp.tick(40, hertz: 120))
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_300))
    #expect(!session.view.isAnimating)
  }

  /// Exactly one didScroll, and none when the offset does not change
  /// (docs/physics-model.md#programmatic-scrolling; the second half is our inference).
  @Test func unanimatedSetContentOffsetScrollsOnce() {
    var session = ScrollSession(view: .tallList())
    session.view.setContentOffset(
      Point2D(x: 0, y: 1_234.4), animated: false, at: .zero, into: &session.events)
    session.view.setContentOffset(
      Point2D(x: 0, y: 1_234.4), animated: false, at: .zero, into: &session.events)
    session.settle(after: .zero, seconds: 0.5)
    // 1234.4 rounds to the @3x grid: 3703/3.
    #expect(session.events == [ScrollEvent(.didScroll(Point2D(x: 0, y: 3_703.0 / 3)), at: .zero)])
  }

  @Test func timedScrollFollowsItsCurve() throws {
    var session = ScrollSession(view: .tallList(offsetY: 0))
    session.view.scroll(
      to: Point2D(x: 0, y: 600), duration: .milliseconds(300), curve: .easeInOut, at: .zero,
      into: &session.events)
    session.advance(to: .milliseconds(150))
    // Frame 18 at 0.15 s is the curve's midpoint: ease-in-out is symmetric, so half way.
    #expect(abs(session.view.contentOffset.y - 300) <= pixelTolerance)
    session.settle(after: .milliseconds(150), seconds: 1)
    #expect(session.view.contentOffset.y == 600)
    #expect(session.shape == ["didScroll…", "didEndScrollingAnimation"])
  }

  @Test func scrollRectToVisibleMovesTheLeastDistance() {
    var session = ScrollSession(view: .tallList(offsetY: 0))
    session.view.scrollRectToVisible(
      Rect2D(x: 0, y: 100, width: 100, height: 100), animated: false, at: .zero,
      into: &session.events
    )
    #expect(session.events.isEmpty)
    session.view.scrollRectToVisible(
      Rect2D(x: 0, y: 1_000, width: 100, height: 100), animated: false, at: .zero,
      into: &session.events)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 1_100 - 852))
    session.view.scrollRectToVisible(
      Rect2D(x: 0, y: 50, width: 100, height: 100), animated: true, at: .zero, into: &session.events
    )
    session.settle(after: .zero, seconds: 1)
    #expect(session.view.contentOffset == Point2D(x: 0, y: 50))
    #expect(session.shape == ["didScroll…", "didEndScrollingAnimation"])
  }

  /// The secret-offer open: a hidden card behind a negative right inset is pulled into view;
  /// the scene then animates to it and disables the pan, cancelling the finger.
  @Test func secretOfferPullOpensWithAnAnimationDuringTheDrag() throws {
    let cardWidth = 393.0 - 40
    let contentWidth = 4 * cardWidth + 3 * 8 + 24
    var view = ScrollViewModel(
      boundsSize: Size2D(width: 393, height: 180),
      contentSize: Size2D(width: contentWidth, height: 180),
      contentInset: Insets(left: 4, right: -(cardWidth - 16)),
      configuration: ScrollConfiguration(scale: 3))
    view.alwaysBounceHorizontal = true
    let end = view.offsetRange(.horizontal).upperBound
    #expect(end == contentWidth - (cardWidth - 16) - 393)
    var setup: [ScrollEvent] = []
    view.setContentOffset(Point2D(x: end, y: 0), animated: false, at: .zero, into: &setup)
    var session = ScrollSession(view: view)
    // Pull left 200 pt: the hidden card rubber-bands into view.
    session.touch(1, .began, x: 350, y: 280, ms: 0)
    for step in 1...10 {
      session.touch(1, .moved, x: 350 - 20 * Double(step), y: 280, ms: 8 * Double(step))
    }
    #expect(session.view.contentOffset.x > end + 50)
    // Open: standard inset, animated scroll to the card, pan disabled until the animation ends.
    session.view.contentInset = Insets(left: 4, right: 12)
    let openOffset = Point2D(x: contentWidth + 12 - 393, y: 0)
    session.view.setContentOffset(
      openOffset, animated: true, at: .milliseconds(80), into: &session.events)
    session.view.setPanEnabled(false, at: .milliseconds(80), into: &session.events)
    session.touch(1, .moved, x: 100, y: 280, ms: 96)
    session.touch(1, .ended, x: 100, y: 280, ms: 104)
    session.settle(after: .milliseconds(104), seconds: 1)
    session.view.setPanEnabled(true, at: .seconds(1.2), into: &session.events)
    #expect(
      session.shape == [
        "willBeginDragging", "didScroll…", "dragCancelled", "willEndDragging",
        "didEndDragging(false)",
        "didScroll…", "didEndScrollingAnimation",
      ])
    #expect(session.view.contentOffset == openOffset)
  }
}
