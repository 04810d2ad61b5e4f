import ScrollPhysics
import TouchCore
import TouchInput

// MARK: - Geometry

// The helpers below are always inlined: a mutating step (a drag's move, a frame) that called
// one copied the whole view model (about 1.5 KB) to pass it.
extension ScrollViewModel {
  /// The insets that bound scrolling (`adjustedContentInset`); this model has no safe area, so
  /// they equal ``contentInset``.
  @inline(__always)
  public var adjustedContentInset: Insets { contentInset }

  /// The content offsets reachable without overscroll on `axis`, in points: from
  /// `−inset.leading` to `content + inset.trailing − bounds` (never below the lower bound).
  @inline(__always)
  public func offsetRange(_ axis: Axis2D) -> ClosedRange<Double> {
    let lower = -adjustedContentInset.leading(axis)
    let upper = contentSize[axis] + adjustedContentInset.trailing(axis) - boundsSize[axis]
    return lower...max(lower, upper)
  }

  /// Whether a drag moves the content on `axis`: the content overflows the bounds, or
  /// ``bounces`` with `alwaysBounce…` for that axis.
  @inline(__always)
  public func canScroll(_ axis: Axis2D) -> Bool {
    let range = offsetRange(axis)
    let alwaysBounces = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
    return range.upperBound > range.lowerBound || (bounces && alwaysBounces)
  }

  /// The rubber band for `axis`, or `nil` when bouncing is off or the bounds are empty.
  @inline(__always)
  private func rubberBand(_ axis: Axis2D) -> RubberBand? {
    guard bounces, boundsSize[axis] > 0 else { return nil }
    return RubberBand(coefficient: configuration.rubberBandCoefficient, dimension: boundsSize[axis])
  }

  /// The shown offset for a raw (finger-driven) offset on `axis`.
  @inline(__always)
  func shownOffset(forUnconstrained raw: Double, axis: Axis2D) -> Double {
    let range = offsetRange(axis)
    guard let band = rubberBand(axis) else {
      return min(max(raw, range.lowerBound), range.upperBound)
    }
    return band.position(forUnconstrained: raw, in: range)
  }

  /// The raw offset that shows as `offset`, so a drag can start from a bounced position.
  func unconstrainedOffset(_ offset: Point2D) -> Point2D {
    var raw = offset
    for axis in Axis2D.allCases {
      guard let band = rubberBand(axis) else { continue }
      let value = band.unconstrainedPosition(for: offset[axis], in: offsetRange(axis))
      // Beyond one viewport of overscroll the band has no inverse; keep the shown value.
      if value.isFinite { raw[axis] = value }
    }
    return raw
  }

  /// A drag that continues from the current offset at the pan's current translation.
  func continuingDrag(startOffset: Point2D) -> State {
    .dragging(
      Drag(
        anchor: unconstrainedOffset(contentOffset), base: pan.translation, startOffset: startOffset)
    )
  }

  /// Keeps the motion consistent after bounds, content, insets or bouncing change: a drag is
  /// re-anchored so the content does not jump; momentum is re-planned from where it is now (the
  /// last frame, or the release when no frame has come since) with its current velocity against
  /// the new range.
  mutating func geometryDidChange() {
    switch state {
    case .idle, .animating:
      return
    case .dragging(let drag):
      state = continuingDrag(startOffset: drag.startOffset)
    case .decelerating(let deceleration):
      // A release between two frames starts the motion after the last frame; the offset is the
      // release's until the next frame, so the motion is re-planned from its start, never from
      // before it (where a bounce that starts at the release has no phase).
      let now = max(lastFrame, deceleration.start)
      let time = (now - deceleration.start).seconds
      var replanned = Deceleration(horizontal: nil, vertical: nil, start: now)
      for axis in Axis2D.allCases where canScroll(axis) {
        let velocity = deceleration[axis]?.velocity(at: time) ?? 0
        let range = offsetRange(axis)
        guard velocity != 0 || !range.contains(contentOffset[axis]) else { continue }
        replanned[axis] = momentum(axis, velocity: velocity, target: nil)
      }
      state = .decelerating(replanned)
    }
  }

  /// The motion of `axis` from the current offset at `velocity` (points per second), landing on
  /// `target` when given.
  func momentum(_ axis: Axis2D, velocity: Double, target: Double?) -> MomentumSimulation {
    let rate =
      isPagingEnabled ? configuration.pagingDecelerationRate.rawValue : decelerationRate.rawValue
    return MomentumSimulation(
      position: contentOffset[axis], velocity: velocity, target: target, range: offsetRange(axis),
      rate: rate, bounces: bounces, deceleration: configuration.deceleration,
      spring: configuration.bounceSpring,
      // source: super-ultra/ScrollMechanics @ 587660a6 (the spring settles within 0.5/scale pt;
      // docs/physics-model.md#bounce) and
      // DecelerationSimulation.defaultTolerance's 0.5 pt/s for its speed.
      tolerance: Tolerance(
        distance: 0.5 / configuration.scale, time: 1e-3,
        velocity: DecelerationSimulation.defaultTolerance.velocity))
  }
}
