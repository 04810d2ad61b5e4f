/// A SwiftUI scroll view's delegate: it reports phases and geometry, keeps `scrollPosition`'s
/// binding, aligns flings to the target behavior and draws the visual effects of the views
/// inside as the content moves.
final class ScrollCoordinator: UIScrollViewDelegate {
  /// The scroll view's node (a reference, not a weak one: no side table for the node).
  var nodeReference: NodeReference?
  var node: ViewNode? { nodeReference?.node }
  var configuration = ScrollConfiguration()
  var axes: Axis.Set = .vertical
  private(set) var phase = ScrollPhase.idle
  /// The target the last drag began from.
  private var dragStart = CGPoint.zero
  /// The position last reported to (or read from) the binding.
  private var reportedPosition: AnyHashable?? {
    didSet { reportedLeading = nil }
  }
  /// The leading target ``reportedPosition`` was last found from, and the graph's structure
  /// then: while both stay, a scroll frame reports nothing new without working out the
  /// target's identity and comparing it (about 2,600 instructions a frame, most of it
  /// `AnyHashable`'s generic copies and `==`).
  private var reportedLeading: (target: ObjectIdentifier?, structure: Int)?
  /// The `ScrollPosition` last written to (or read from) its binding.
  var knownScrollPosition: ScrollPosition?
  /// The velocity the last drag ended with, in points per second, until the scroll comes to
  /// rest.
  private var releaseVelocity: CGVector?
  /// The content and container sizes `defaultScrollAnchor` last placed the offset for.
  var anchoredSizes: (content: CGSize, container: CGSize)?
  /// The sizes and insets the geometry actions last ran for after a layout pass.
  private var reportedSizes: LaidOutSizes?
  /// The scroll view's pull-to-refresh, while a `refreshable` action is set.
  let refresh = ScrollRefresh()

  // MARK: - UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let node else { return }
    node.graph.scrollViewDidMove()
    reportPosition(of: scrollView)
    if phase == .interacting || phase == .decelerating { reportScrollPosition(of: scrollView) }
    let geometry = geometry(of: scrollView)
    for action in configuration.geometryActions { action(geometry) }
    reportTargetVisibility(in: scrollView)
    // A state change above updates the views before the frame ends, and that render draws
    // the visual effects, marked to be drawn; only a scroll that changed no state draws them
    // here.
    if node.graph.hasPendingUpdate {
      for effectNode in node.visualEffectNodes { effectNode.setNeedsRender() }
    } else {
      node.graph.renderVisualEffects(under: node)
    }
    // A matched follower outside the scroll view sits on its source's frame on screen, which
    // the scroll moved: only the followers are placed and drawn again.
    if !node.graph.matchedGeometryNodes.isEmpty { node.graph.placeMatchedGeometryAfterScroll() }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = scrollView.contentOffset
    releaseVelocity = nil
    change(to: .interacting, scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    // UIKit's velocity is in points per millisecond.
    releaseVelocity = CGVector(dx: velocity.x * 1000, dy: velocity.y * 1000)
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

  func change(to newPhase: ScrollPhase, _ scrollView: UIScrollView) {
    guard newPhase != phase else { return }
    let old = phase
    phase = newPhase
    // The release velocity while the drag's scroll settles (ours: none otherwise).
    let velocity = newPhase == .decelerating || old == .decelerating ? releaseVelocity : nil
    let context = ScrollPhaseChangeContext(geometry: geometry(of: scrollView), velocity: velocity)
    for action in configuration.phaseActions { action(old, newPhase, context) }
    if newPhase == .idle { releaseVelocity = nil }
  }

  /// Runs the geometry actions when the scroll view's sizes or insets changed since they last
  /// ran (its first layout among them): a layout pass changes the geometry without a scroll.
  func reportGeometryAfterLayout(of scrollView: UIScrollView) {
    guard !configuration.geometryActions.isEmpty else { return }
    // Compared on the scroll view's own values: a frame's render asks, and most change nothing.
    let layout = LaidOutSizes(
      content: scrollView.contentSize, container: scrollView.bounds.size,
      insets: scrollView.contentInset)
    guard layout != reportedSizes else { return }
    reportedSizes = layout
    let geometry = geometry(of: scrollView)
    for action in configuration.geometryActions { action(geometry) }
  }

  private func geometry(of scrollView: UIScrollView) -> ScrollGeometry {
    let inset = scrollView.contentInset
    return ScrollGeometry(
      contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
      contentInsets: EdgeInsets(
        top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
      containerSize: scrollView.bounds.size)
  }

  // MARK: - Position

  /// The leading-most target the scroll view shows.
  func leadingTarget(in scrollView: UIScrollView) -> ViewNode? {
    guard let node else { return nil }
    let visible = visibleRegion(of: scrollView)
    return node.scrollTargets().first { target in
      let frame = target.frameInScrollContent(of: node)
      // Leading-most: the first whose far edge is past the visible near edge (ours: by more
      // than half a point, so a target scrolled just off is not reported).
      return axes.contains(.horizontal)
        ? frame.maxX > visible.minX + 0.5 && frame.minX < visible.maxX
        : frame.maxY > visible.minY + 0.5 && frame.minY < visible.maxY
    }
  }

  /// Reports the leading-most target the scroll view shows to the `scrollPosition` binding.
  private func reportPosition(of scrollView: UIScrollView) {
    guard let binding = configuration.position else { return }
    let leading = leadingTarget(in: scrollView)
    let structure = node?.graph.structureGeneration ?? -1
    let found = (target: leading.map(ObjectIdentifier.init), structure: structure)
    if let reportedLeading, reportedLeading == found { return }
    let id = leading?.scrollTargetID
    guard reportedPosition != .some(id) else {
      reportedLeading = found
      return
    }
    reportedPosition = .some(id)
    reportedLeading = found
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
    // No anchor: the target's leading edge at the visible leading edge.
    show(
      target.frameInScrollContent(of: node), anchor: binding.anchor ?? .topLeading,
      animated: !isFirst && node.graph.transaction.animation != nil, in: scrollView)
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
    let inset = scrollView.contentInset
    // The offsets that put each target's leading edge at the leading margin.
    let edges = node.scrollTargets().map { target -> CGFloat in
      let frame = target.frameInScrollContent(of: node)
      return horizontal ? frame.minX - inset.left : frame.minY - inset.top
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
}
