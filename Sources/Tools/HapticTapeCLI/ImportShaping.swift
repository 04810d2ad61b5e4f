import HapticTape

/// How `import` shapes each imported gesture before it plays: swapped axes, moved to a start
/// point, after a scripted lead-in.
///
/// A sweep corpus is made this way: real swipes from another screen turned into pulls on a
/// scene, each after the same scripted gestures that bring the scene to where the pull starts.
struct ImportShaping {
  /// Swap x and y in points: a vertical swipe becomes a horizontal one as long.
  var isTransposed = false
  /// Where each gesture's first touch lands, in points.
  var anchor: Point2D?
  /// The inputs played before each gesture, and when they end.
  var leadIn: GestureTimeline?

  var isEmpty: Bool { !isTransposed && anchor == nil && leadIn == nil }

  /// Where an anchor may be, in points: far beyond any screen, and small enough that a
  /// gesture moved there keeps sub-point precision.
  static let anchorRange = -1e6...1e6

  /// The inputs of `gesture`, shaped: the lead-in's first, then the gesture's, its fingers
  /// numbered after the lead-in's and its times after the lead-in's end.
  func inputs(of gesture: [TouchSample]) -> [GestureTimeline.Input] {
    guard let first = gesture.first else { return leadIn?.inputs ?? [] }
    let origin = isTransposed ? Self.transposed(first.location) : first.location
    let shift = anchor.map { $0 - origin } ?? Vector2D(dx: 0, dy: 0)
    func place(_ point: Point2D) -> Point2D {
      (isTransposed ? Self.transposed(point) : point) + shift
    }
    var inputs = leadIn?.inputs ?? []
    let start = leadIn?.end ?? .zero
    let fingers = leadIn?.touches.map(\.id.rawValue).max() ?? 0
    for sample in gesture {
      var shaped = sample
      shaped.location = place(sample.location)
      shaped.timestamp = start + (sample.timestamp - .zero)
      shaped.id = Touch.ID(sample.id.rawValue &+ fingers)
      shaped.coalesced = sample.coalesced.map {
        var coalesced = $0
        coalesced.location = place($0.location)
        coalesced.timestamp = start + ($0.timestamp - .zero)
        return coalesced
      }
      inputs.append(.touch(shaped))
    }
    return inputs
  }

  private static func transposed(_ point: Point2D) -> Point2D {
    Point2D(x: point.y, y: point.x)
  }
}
