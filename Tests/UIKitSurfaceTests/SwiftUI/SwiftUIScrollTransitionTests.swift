import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: alphas, offsets and scales, 1e-6 (doubles through a bisected Bézier curve).
private let tolerance = 1e-6

/// Thirty 100-pt rows in an 852-pt scroll view, each named "rowN" and drawn with `transition`:
/// opacity 0 and `phase.value` × 100 pt across at the edges.
struct TransitionRows: View {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<30, id: \.self) { index in
          Color.gray.frame(height: 100).accessibilityIdentifier("row\(index)")
            .scrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing) {
              content, phase in
              content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 100)
            }
        }
      }
      .scrollTargetLayout()
    }
  }
}

/// The view with `identifier` under `view`.
private func view(named identifier: String, in view: UIView) -> UIView? {
  if view.accessibilityIdentifier == identifier { return view }
  for subview in view.subviews {
    if let found = UIKitSurfaceTests.view(named: identifier, in: subview) { return found }
  }
  return nil
}

@Suite("SwiftUI scrollTransition: phases from the scroll view's visible region")
struct SwiftUIScrollTransitionTests {
  /// The opacity and horizontal offset the transition draws row `row` with at `offset`.
  private func drawn(
    row: Int, at offset: CGFloat, _ top: ScrollTransitionConfiguration,
    _ bottom: ScrollTransitionConfiguration = .interactive
  ) throws -> (alpha: Double, x: Double) {
    let root = hostedLayout(TransitionRows(topLeading: top, bottomTrailing: bottom))
    let scroll = try #require(firstScrollView(in: root))
    scroll.contentOffset = CGPoint(x: 0, y: offset)
    // The transition's view is the one around the named colour's.
    let effect = try #require(view(named: "row\(row)", in: root)?.superview)
    return (Double(effect.alpha), Double(effect.layer.transform.m41))
  }

  @Test func aWhollyVisibleRowIsAtIdentity() throws {
    // Row 5 (500...600) at offset 98 shows whole in 98...950.
    let row = try drawn(row: 5, at: 98, .interactive)
    #expect(abs(row.alpha - 1) <= tolerance && abs(row.x) <= tolerance)
  }

  @Test func interactiveInterpolatesByTheEaseInOutCurve() throws {
    // Row 9 (900...1,000) at offset 98: 50 pt of 100 showing at the bottom. Its centre,
    // 950 − 98 = 852, is 426 pt below the region's (426). Just hidden at H = (852 + 100) / 2 =
    // 476; at the visible threshold at T = 476 − 100 = 376; progress (476 − 426) / (476 − 376)
    // = 0.5 and easeInOut(0.5) = 0.5: halfway to bottomTrailing, opacity 0.5, offset 50.
    var row = try drawn(row: 9, at: 98, .interactive)
    #expect(abs(row.alpha - 0.5) <= tolerance && abs(row.x - 50) <= tolerance)
    // At offset 73, 25 pt show: centres 451 pt apart, progress (476 − 451) / 100 = 0.25, easeInOut(0.25) = 0.129162 (the Bézier
    // 0.42 0 0.58 1 solved at x = 0.25): opacity 0.129162, offset (1 − 0.129162) × 100.
    row = try drawn(row: 9, at: 73, .interactive)
    #expect(abs(row.alpha - 0.129_161_931) <= tolerance)
    #expect(abs(row.x - 87.083_806_895) <= tolerance)
    // Row 0 (0...100) at offset 50: half hidden above, halfway to topLeading: offset −50.
    row = try drawn(row: 0, at: 50, .interactive)
    #expect(abs(row.alpha - 0.5) <= tolerance && abs(row.x + 50) <= tolerance)
    // Row 10 (1,000...1,100) at offset 98 is hidden: all the way, opacity 0, offset 100.
    row = try drawn(row: 10, at: 98, .interactive)
    #expect(abs(row.alpha) <= tolerance && abs(row.x - 100) <= tolerance)
  }

  @Test func aTimingCurvePacesAnInteractiveTransition() throws {
    // Row 9 at offset 73: progress 0.25 (above); linear, a quarter of the way from the edge
    // phase: opacity 0.25, offset 75. Ease-in-out named is the default's own numbers.
    let linear = ScrollTransitionConfiguration.interactive(timingCurve: .linear)
    var row = try drawn(row: 9, at: 73, linear, linear)
    #expect(abs(row.alpha - 0.25) <= tolerance && abs(row.x - 75) <= tolerance)
    row = try drawn(row: 9, at: 73, linear, .interactive(timingCurve: .easeInOut))
    #expect(abs(row.alpha - 0.129_161_931) <= tolerance)
    // The curve is kept through `threshold(_:)`: `.hidden` puts row 9 at identity.
    row = try drawn(row: 9, at: 73, linear, linear.threshold(.hidden))
    #expect(abs(row.alpha - 1) <= tolerance)
  }

  @Test func animatedTakesTheEdgePhaseWholeUntilTheThreshold() throws {
    // Row 9 half showing has not reached the visible threshold: the whole edge phase.
    let row = try drawn(row: 9, at: 98, .animated, .animated)
    #expect(abs(row.alpha) <= tolerance && abs(row.x - 100) <= tolerance)
  }

  @Test func thresholdsMoveIdentity() throws {
    // `.hidden`: identity while any of the row shows (row 9, 50 pt showing).
    var row = try drawn(row: 9, at: 98, .animated, .animated.threshold(.hidden))
    #expect(abs(row.alpha - 1) <= tolerance)
    // `.visible(0.5)`: identity once half shows: 50 pt of row 9 is half.
    row = try drawn(row: 9, at: 98, .animated, .animated.threshold(.visible(0.5)))
    #expect(abs(row.alpha - 1) <= tolerance)
    // `.visible(0.5).inset(by: 1)`: 1 pt further in: not yet.
    row = try drawn(row: 9, at: 98, .animated, .animated.threshold(.visible(0.5).inset(by: 1)))
    #expect(abs(row.alpha) <= tolerance)
    // `.centered`: row 5's centre (550 − 98 = 452) is 26 pt below the region's (426): not yet.
    row = try drawn(row: 5, at: 98, .animated, .animated.threshold(.centered))
    #expect(abs(row.alpha) <= tolerance)
  }

  @Test func eachSideHasItsOwnConfiguration() throws {
    // Identity on top: row 0 half hidden above stays drawn as it is.
    var row = try drawn(row: 0, at: 50, .identity, .interactive)
    #expect(abs(row.alpha - 1) <= tolerance && abs(row.x) <= tolerance)
    // Interactive at the bottom: row 9 half showing, halfway.
    row = try drawn(row: 9, at: 98, .identity, .interactive)
    #expect(abs(row.alpha - 0.5) <= tolerance)
  }

  @Test func layoutSamplesRecordTheTransition() throws {
    let root = hostedLayout(TransitionRows(topLeading: .interactive, bottomTrailing: .interactive))
    let scroll = try #require(firstScrollView(in: root))
    scroll.contentOffset = CGPoint(x: 0, y: 98)
    let items = try #require(scroll.headlessLayoutItems())
    // Row 9 halfway to bottomTrailing: alpha 0.5, its centre moved 50 pt right of 393 / 2.
    let row = try #require(items.first { $0.indexPath.item == 9 })
    #expect(abs(Double(row.alpha) - 0.5) <= tolerance)
    #expect(abs(Double(row.center.x) - 246.5) <= tolerance)
    // Row 10, hidden, is drawn transparent: not on screen, not sampled.
    #expect(!items.contains { $0.indexPath.item == 10 })
  }

  @Test func phaseValues() {
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(ScrollTransitionPhase.identity.value == 0)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(
      ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
  }
}
