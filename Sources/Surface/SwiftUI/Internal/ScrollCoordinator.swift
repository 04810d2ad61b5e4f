/// A SwiftUI scroll view's delegate: it reports phases and geometry, keeps `scrollPosition`'s
/// binding, aligns flings to the target behavior and draws the visual effects of the views
/// inside as the content moves.
final class ScrollCoordinator: UIScrollViewDelegate {
  weak var node: ViewNode?
  var configuration = ScrollConfiguration()
  var axes: Axis.Set = .vertical
  private(set) var phase = ScrollPhase.idle
  /// The target the last drag began from.
  private var dragStart = CGPoint.zero
  /// The position last reported to (or read from) the binding.
  private var reportedPosition: AnyHashable??

  // MARK: - UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let node else { return }
    node.graph.renderVisualEffects(under: node)
    reportPosition(of: scrollView)
    let geometry = geometry(of: scrollView)
    for action in configuration.geometryActions { action(geometry) }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = scrollView.contentOffset
    change(to: .interacting, scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let behavior = configuration.targetBehavior, !(behavior is PagingScrollTargetBehavior)
    else { return }
    let container = scrollView.bounds.size
    let proposed = targetContentOffset.pointee
    var target = ScrollTarget(rect: CGRect(origin: proposed, size: container))
    if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
      target.rect.origin = alignedOffset(
        proposed, behavior: aligned, scrollView: scrollView, velocity: velocity)
    } else {
      let context = ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: CGRect(origin: dragStart, size: container)),
        velocity: CGVector(dx: velocity.x * 1000, dy: velocity.y * 1000),
        contentSize: scrollView.contentSize, containerSize: container, axes: axes)
      behavior.updateTarget(&target, context: context)
      if let anchor = target.anchor {
        target.rect.origin.x += anchor.x * (target.rect.width - container.width)
        target.rect.origin.y += anchor.y * (target.rect.height - container.height)
      }
    }
    targetContentOffset.pointee = clamped(target.rect.origin, in: scrollView)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    change(to: decelerate ? .decelerating : .idle, scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { change(to: .idle, scrollView) }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    change(to: .idle, scrollView)
  }

  // MARK: - Phases and geometry

  private func change(to newPhase: ScrollPhase, _ scrollView: UIScrollView) {
    guard newPhase != phase else { return }
    let old = phase
    phase = newPhase
    let context = ScrollPhaseChangeContext(geometry: geometry(of: scrollView), velocity: nil)
    for action in configuration.phaseActions { action(old, newPhase, context) }
  }

  private func geometry(of scrollView: UIScrollView) -> ScrollGeometry {
    ScrollGeometry(
      contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
      contentInsets: EdgeInsets(), containerSize: scrollView.bounds.size)
  }

  // MARK: - Position

  /// Reports the leading-most target the scroll view shows to the `scrollPosition` binding.
  private func reportPosition(of scrollView: UIScrollView) {
    guard let binding = configuration.position, let node else { return }
    let visible = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
    let first = node.scrollTargets().first { target in
      let frame = target.frameInScrollContent(of: node)
      // Leading-most: the first whose far edge is past the visible near edge (ours: by more
      // than half a point, so a target scrolled just off is not reported).
      return axes.contains(.horizontal)
        ? frame.maxX > visible.minX + 0.5 && frame.minX < visible.maxX
        : frame.maxY > visible.minY + 0.5 && frame.minY < visible.maxY
    }
    let id = first?.scrollTargetID
    guard reportedPosition != .some(id) else { return }
    reportedPosition = .some(id)
    if binding.get() != id { binding.set(id) }
  }

  /// Scrolls to the target the binding names when the app changed it (animated inside
  /// `withAnimation`).
  func followPosition(in scrollView: UIScrollView) {
    guard let binding = configuration.position, let node else { return }
    // Read under observation: a binding to an observable model's property scrolls again when
    // the model changes, with the transaction of the change.
    let observer = GraphObserver(graph: node.graph, node: nil)
    let wanted = withObservationTracking {
      binding.get()
    } onChange: {
      observer.changed()
    }
    guard reportedPosition != .some(wanted) else { return }
    let isFirst = reportedPosition == nil
    reportedPosition = .some(wanted)
    guard let wanted,
      let target = node.scrollTargets().first(where: { $0.scrollTargetID == wanted })
    else { return }
    let frame = target.frameInScrollContent(of: node)
    var offset = CGPoint(
      x: axes.contains(.horizontal) ? frame.minX : scrollView.contentOffset.x,
      y: axes.contains(.vertical) ? frame.minY : scrollView.contentOffset.y)
    if let anchor = binding.anchor {
      offset.x += anchor.x * (frame.width - scrollView.bounds.width)
      offset.y += anchor.y * (frame.height - scrollView.bounds.height)
    }
    offset = clamped(offset, in: scrollView)
    guard offset != scrollView.contentOffset else { return }
    let animated = !isFirst && node.graph.transaction.animation != nil
    if animated { change(to: .animating, scrollView) }
    scrollView.setContentOffset(offset, animated: animated)
  }

  // MARK: - Targets

  /// The offset that puts a target's leading edge at the visible leading edge nearest to where
  /// the fling would stop, no further than the limit from where the drag began.
  private func alignedOffset(
    _ proposed: CGPoint, behavior: ViewAlignedScrollTargetBehavior, scrollView: UIScrollView,
    velocity: CGPoint
  ) -> CGPoint {
    guard let node else { return proposed }
    let horizontal = axes.contains(.horizontal)
    let edges = node.scrollTargets().map { target -> CGFloat in
      let frame = target.frameInScrollContent(of: node)
      return horizontal ? frame.minX : frame.minY
    }
    guard !edges.isEmpty else { return proposed }
    let along = horizontal ? proposed.x : proposed.y
    let start = horizontal ? dragStart.x : dragStart.y
    func nearest(to value: CGFloat) -> Int {
      edges.indices.min { abs(edges[$0] - value) < abs(edges[$1] - value) } ?? 0
    }
    var index = nearest(to: along)
    let compact =
      (horizontal
        ? node.environment.horizontalSizeClass : node.environment.verticalSizeClass) == .compact
    if let limit = behavior.limit(compact: compact) {
      let from = nearest(to: start)
      index = min(max(index, from - limit), from + limit)
    }
    let edge = edges[index]
    return horizontal
      ? CGPoint(x: edge, y: proposed.y) : CGPoint(x: proposed.x, y: edge)
  }

  private func clamped(_ offset: CGPoint, in scrollView: UIScrollView) -> CGPoint {
    let maxX = max(scrollView.contentSize.width - scrollView.bounds.width, 0)
    let maxY = max(scrollView.contentSize.height - scrollView.bounds.height, 0)
    return CGPoint(x: min(max(offset.x, 0), maxX), y: min(max(offset.y, 0), maxY))
  }
}
