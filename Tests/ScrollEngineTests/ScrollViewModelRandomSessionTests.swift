import HapticTapeTestSupport
import ScrollEngine
import Testing
import TouchCore
import TouchModel

/// The overscroll a frame may show, as a share of the bounds on that axis: the rubber band
/// stays below its coefficient (0.55) of the bounds, and a bounce after a fling at the speeds
/// drawn here (≤ 4,000 pt/s) overshoots a critically damped spring (ω = 10/s) by v/(e·ω) ≈
/// 150 pt, below one bound of the smallest viewport drawn.
private let overscrollLimitInBounds = 1.0
/// How far from its range a view at rest may be: one device pixel at scale 3.
private let restTolerance = 1.0 / 3

/// Random finger sessions on scroll views of random geometry: at every frame the offset is finite
/// and within its range plus the overscroll limit, and a view at rest is inside its range.
///
/// Seeded, so every run checks the same sessions.
@Suite struct ScrollViewModelRandomSessionTests {
  @Test(arguments: 0..<200)
  func offsetsStayWithinContentAndOverscroll(_ seed: Int) {
    var random = SplitMix64(seed: 0x5343_524F_4C4C + UInt64(seed))
    let bounds = Size2D(
      width: Double.random(in: 200...430, using: &random),
      height: Double.random(in: 300...930, using: &random))
    var view = ScrollViewModel(
      boundsSize: bounds,
      contentSize: Size2D(
        width: bounds.width * Double.random(in: 0.5...6, using: &random),
        height: bounds.height * Double.random(in: 0.5...6, using: &random)),
      contentInset: Insets(
        top: Double.random(in: 0...60, using: &random),
        left: Double.random(in: 0...30, using: &random),
        bottom: Double.random(in: 0...60, using: &random),
        right: Double.random(in: 0...30, using: &random)),
      configuration: ScrollConfiguration(scale: 3))
    view.isPagingEnabled = Bool.random(using: &random)
    view.bounces = Bool.random(using: &random)
    view.alwaysBounceVertical = Bool.random(using: &random)
    view.alwaysBounceHorizontal = Bool.random(using: &random)

    var session = ScrollSession(view: view)
    var time = 0.0
    var down: [UInt32: Point2D] = [:]
    for _ in 0..<40 {
      time += Double.random(in: 4...200, using: &random)
      let finger = UInt32.random(in: 1...3, using: &random)
      if let location = down[finger] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
          session.touch(finger, .ended, x: location.x, y: location.y, ms: time); down[finger] = nil
        case 1:
          session.touch(finger, .cancelled, x: location.x, y: location.y, ms: time);
          down[finger] = nil
        default:
          // Up to 32 pt per 8 ms: at most 4,000 pt/s.
          let steps = Int.random(in: 1...12, using: &random)
          let dx = Double.random(in: -32...32, using: &random)
          let dy = Double.random(in: -32...32, using: &random)
          var point = location
          for _ in 0..<steps {
            time += 8
            point = Point2D(x: point.x + dx, y: point.y + dy)
            session.touch(finger, .moved, x: point.x, y: point.y, ms: time)
            check(session.view, at: time)
          }
          down[finger] = point
        }
      } else {
        let point = Point2D(
          x: Double.random(in: -20...(bounds.width + 20), using: &random),
          y: Double.random(in: -20...(bounds.height + 20), using: &random))
        session.touch(finger, .began, x: point.x, y: point.y, ms: time)
        down[finger] = point
      }
      check(session.view, at: time)
    }
    for (finger, location) in down.sorted(by: { $0.key < $1.key }) {
      time += 8
      session.touch(finger, .ended, x: location.x, y: location.y, ms: time)
    }
    for _ in 0..<(8 * 120) {
      time += 1_000 / 120
      session.advance(to: .seconds(time / 1_000))
      check(session.view, at: time)
    }
    // Eight seconds after the last lift everything has come to rest inside the range.
    #expect(!session.view.isDecelerating && !session.view.isDragging)
    for axis in Axis2D.allCases {
      let range = session.view.offsetRange(axis)
      let offset = session.view.contentOffset[axis]
      #expect(
        offset >= range.lowerBound - restTolerance && offset <= range.upperBound + restTolerance,
        "seed \(seed): at rest at \(offset) outside \(range) on \(axis)")
    }
  }

  private func check(_ view: ScrollViewModel, at milliseconds: Double) {
    for axis in Axis2D.allCases {
      let offset = view.contentOffset[axis]
      let range = view.offsetRange(axis)
      let limit = overscrollLimitInBounds * view.boundsSize[axis]
      #expect(offset.isFinite, "offset \(offset) at \(milliseconds) ms")
      #expect(
        offset >= range.lowerBound - limit && offset <= range.upperBound + limit,
        "offset \(offset) on \(axis) at \(milliseconds) ms, range \(range), limit \(limit)")
    }
  }
}
