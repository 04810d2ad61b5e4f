/// `ScrollPosition`: following the bound value, and writing a user's scroll back.
extension ScrollCoordinator {
  /// Writes a user's scroll to the `ScrollPosition` binding: positioned by the user, with the
  /// leading-most target's identity when it has the position's type.
  func reportScrollPosition(of scrollView: UIScrollView) {
    guard let binding = configuration.positionValue else { return }
    let current = binding.binding.wrappedValue
    let id = leadingTarget(in: scrollView)?.scrollTargetID
    let updated = current.positionedByUser(showing: id)
    guard updated != current else { return }
    knownScrollPosition = updated
    binding.binding.wrappedValue = updated
  }

  /// Scrolls to what the `ScrollPosition` binding names when the app changed it (animated
  /// inside `withAnimation`; the first value positions the scroll view at once).
  func followScrollPosition(in scrollView: UIScrollView) {
    guard let binding = configuration.positionValue, let node else { return }
    let observer = GraphObserver(graph: node.graph, node: nil)
    let wanted = withObservationTracking {
      binding.binding.wrappedValue
    } onChange: {
      observer.changed()
    }
    guard knownScrollPosition != wanted else { return }
    let isFirst = knownScrollPosition == nil
    knownScrollPosition = wanted
    guard !wanted.isPositionedByUser else { return }
    let animated = !isFirst && node.graph.transaction.animation != nil
    let current = scrollView.contentOffset
    let limits = offsetLimits(of: scrollView)
    switch wanted.target {
    case .none: return
    case .view(let id, let anchor):
      let frame =
        node.scrollTargets().first { $0.scrollTargetID == id }?.frameInScrollContent(of: node)
        ?? node.identifiedDescendant(id)?.laidOutFrame(inScroll: node)
      guard let frame else { return }
      // No anchor: the view's leading edge at the visible leading edge, as `scrollPosition(id:)`.
      show(
        frame, anchor: anchor ?? binding.anchor ?? .topLeading, animated: animated,
        in: scrollView)
    case .edge(let edge):
      let offset: CGPoint =
        switch edge {
        case .top: CGPoint(x: current.x, y: limits.minY)
        case .bottom: CGPoint(x: current.x, y: limits.maxY)
        case .leading: CGPoint(x: limits.minX, y: current.y)
        case .trailing: CGPoint(x: limits.maxX, y: current.y)
        }
      scroll(to: offset, animated: animated, in: scrollView)
    case .point(let point): scroll(to: point, animated: animated, in: scrollView)
    case .x(let x): scroll(to: CGPoint(x: x, y: current.y), animated: animated, in: scrollView)
    case .y(let y): scroll(to: CGPoint(x: current.x, y: y), animated: animated, in: scrollView)
    }
  }
}
