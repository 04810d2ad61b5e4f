import ScrollPhysics
import TouchCore

// MARK: - Release

extension ScrollViewModel {
  /// Ends a drag: proposes the natural resting point, lets the layout snap it and the delegate
  /// change it, reports `willEndDragging` and `didEndDragging`, and starts momentum that lands
  /// on the final target (Apple's pages for `UICollectionViewLayout.targetContentOffset` and
  /// `scrollViewWillEndDragging`; docs/physics-model.md#snapping, #delegate-order).
  mutating func endDrag<Delegate: ScrollViewDelegate>(
    fingerVelocity: Vector2D, at now: Timestamp, delegate: inout Delegate,
    into events: inout [ScrollEvent]
  ) {
    if case .animating(var animation) = state, animation.isHeldByDrag {
      // The finger lifts while a programmatic scroll it interrupted runs: the animation keeps going.
      animation.isHeldByDrag = false
      state = .animating(animation)
      events.append(
        ScrollEvent(
          .willEndDragging(velocity: .zero, proposedTarget: animation.to, target: animation.to),
          at: now))
      events.append(ScrollEvent(.didEndDragging(willDecelerate: false), at: now))
      return
    }
    guard case .dragging(let drag) = state else { return }
    defer { carriedVelocity = nil }
    var velocity = releaseVelocity(fingerVelocity)
    if let carry = configuration.momentumCarry, let carried = carriedVelocity,
      (now - lastTouchMovement).seconds <= carry.stationaryLimit
    {
      // A fling during a fling carries the running momentum (docs/physics-model.md#momentum-carry).
      for axis in Axis2D.allCases {
        velocity[axis] = carry.releaseVelocity(velocity[axis], carrying: carried[axis])
      }
    }
    let perMillisecond = velocity / 1_000
    let rate =
      isPagingEnabled ? configuration.pagingDecelerationRate.rawValue : decelerationRate.rawValue

    var proposed = contentOffset
    var naturalRest = contentOffset
    for axis in Axis2D.allCases where canScroll(axis) {
      let range = offsetRange(axis)
      let position = contentOffset[axis]
      let rest = configuration.deceleration.simulation(
        position: position, velocity: velocity[axis], rate: rate
      ).finalPosition
      naturalRest[axis] = rest
      let clamped = min(max(position, range.lowerBound), range.upperBound)
      proposed[axis] =
        range.contains(position)
        ? min(max(configuration.roundedToPixel(rest), range.lowerBound), range.upperBound) : clamped
    }

    var target: Point2D
    if isPagingEnabled {
      target = pageTarget(velocity: velocity, startOffset: drag.startOffset)
      // UIKit calls the delegate but ignores its change ("Stop offset can not be modified").
      var ignored = target
      delegate.scrollViewWillEndDragging(
        self, velocity: perMillisecond, targetContentOffset: &ignored)
    } else {
      target = delegate.targetContentOffset(proposed: proposed, velocity: perMillisecond, in: self)
      delegate.scrollViewWillEndDragging(
        self, velocity: perMillisecond, targetContentOffset: &target)
      for axis in Axis2D.allCases {
        let range = offsetRange(axis)
        target[axis] =
          canScroll(axis)
          ? min(max(configuration.roundedToPixel(target[axis]), range.lowerBound), range.upperBound)
          : contentOffset[axis]
      }
    }
    events.append(
      ScrollEvent(
        .willEndDragging(velocity: perMillisecond, proposedTarget: proposed, target: target),
        at: now))

    var deceleration = Deceleration(horizontal: nil, vertical: nil, start: now)
    for axis in Axis2D.allCases where canScroll(axis) {
      let range = offsetRange(axis)
      let position = contentOffset[axis]
      if !range.contains(position) {
        deceleration[axis] = momentum(axis, velocity: velocity[axis], target: nil)
      } else if target[axis] == position {
        continue
      } else if !isPagingEnabled && target[axis] == proposed[axis]
        && !range.contains(naturalRest[axis])
      {
        // Unchanged target at an edge: decay into the edge and bounce, as UIKit does.
        deceleration[axis] = momentum(axis, velocity: velocity[axis], target: nil)
      } else {
        deceleration[axis] = momentum(axis, velocity: velocity[axis], target: target[axis])
      }
    }
    let willDecelerate = deceleration.horizontal != nil || deceleration.vertical != nil
    events.append(ScrollEvent(.didEndDragging(willDecelerate: willDecelerate), at: now))
    if willDecelerate {
      events.append(ScrollEvent(.willBeginDecelerating, at: now))
      state = .decelerating(deceleration)
    } else {
      state = .idle
    }
  }

  /// The content-offset velocity in points per second for a finger velocity: opposite in sign,
  /// zero on axes that cannot scroll, and zero below the minimum fling speed.
  private func releaseVelocity(_ fingerVelocity: Vector2D) -> Vector2D {
    let velocity = Vector2D(
      dx: canScroll(.horizontal) ? -fingerVelocity.dx : 0,
      dy: canScroll(.vertical) ? -fingerVelocity.dy : 0)
    return velocity.length < configuration.minimumFlingVelocity ? .zero : velocity
  }

  /// The page a paging scroll view settles on: Flutter's rule (round the page index after
  /// moving half a page in the direction of a flick), at most one page from where the drag began.
  // source: Flutter widgets/scroll_physics.dart @ 000a6d64 PageScrollPhysics; one page per gesture
  // is inferred from Apple's isPagingEnabled and paging-mode text (docs/physics-model.md#paging).
  func pageTarget(velocity: Vector2D, startOffset: Point2D) -> Point2D {
    var target = contentOffset
    for axis in Axis2D.allCases where canScroll(axis) && boundsSize[axis] > 0 {
      let size = boundsSize[axis]
      var page = contentOffset[axis] / size
      if velocity[axis] > configuration.pagingFlickVelocity { page += 0.5 }
      if velocity[axis] < -configuration.pagingFlickVelocity { page -= 0.5 }
      let startPage = (startOffset[axis] / size).rounded()
      let index = min(max(page.rounded(), startPage - 1), startPage + 1)
      let range = offsetRange(axis)
      target[axis] = min(
        max(configuration.roundedToPixel(index * size), range.lowerBound), range.upperBound)
    }
    return target
  }
}
