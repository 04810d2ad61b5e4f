/// `ScrollView`: as large as it is offered; its content offered its ideal length on the scroll
/// axes and the scroll view's on the others, placed in content coordinates.
struct ScrollViewLayout: NodeLayout {
  var rendersBeyondUpdates: Bool { true }
  var isScrollView: Bool { true }
  let axes: Axis.Set
  let configuration: ScrollConfiguration

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let margins = contentInsets(node)
    let inner = ProposedViewSize(
      width: proposal.width.map { max($0 - margins.leading - margins.trailing, 0) },
      height: proposal.height.map { max($0 - margins.top - margins.bottom, 0) })
    let content = node.contentSize(for: contentProposal(inner))
    return CGSize(
      width: proposal.width ?? content.width + margins.leading + margins.trailing,
      height: proposal.height ?? content.height + margins.top + margins.bottom)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    // The content is laid out inside the margins (the scroll view's content insets).
    let margins = contentInsets(node)
    let inner = CGSize(
      width: max(size.width - margins.leading - margins.trailing, 0),
      height: max(size.height - margins.top - margins.bottom, 0))
    let content = node.contentSize(for: contentProposal(ProposedViewSize(inner)))
    let scrollsHorizontally = axes.contains(.horizontal)
    let scrollsVertically = axes.contains(.vertical)
    // Content smaller than the scroll view across its axis is centred, as SwiftUI centres it.
    let room = CGSize(
      width: scrollsHorizontally ? content.width : max(content.width, inner.width),
      height: scrollsVertically ? content.height : max(content.height, inner.height))
    // Content shorter than the scroll view on a scrolling axis sits at its leading edge, or
    // where `defaultScrollAnchor` puts it (Apple: the anchor's alignment role).
    let anchor = configuration.defaultAnchor ?? .topLeading
    let origin = CGPoint(
      x: scrollsHorizontally && anchor.x.isFinite
        ? max(inner.width - content.width, 0) * anchor.x : 0,
      y: scrollsVertically && anchor.y.isFinite
        ? max(inner.height - content.height, 0) * anchor.y : 0)
    node.placeContent(in: CGRect(origin: origin, size: room))
    node.scrollContentSize = CGSize(
      width: scrollsHorizontally ? content.width : inner.width,
      height: scrollsVertically ? content.height : inner.height)
  }

  /// The content margins and the insets of the `safeAreaInset` modifiers around the scroll
  /// view: its content scrolls under their content.
  private func contentInsets(_ node: ViewNode) -> EdgeInsets {
    let margins = configuration.contentMargins
    let safeArea = node.receivedSafeAreaInsets
    return EdgeInsets(
      top: margins.top + safeArea.top, leading: margins.leading + safeArea.leading,
      bottom: margins.bottom + safeArea.bottom, trailing: margins.trailing + safeArea.trailing)
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  func contentOrigin(_ point: CGPoint, node: ViewNode) -> CGPoint {
    let offset = (node.platformView as? UIScrollView)?.contentOffset ?? .zero
    return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
  }

  func makePlatformView(for node: ViewNode) -> UIView {
    let view = UIScrollView(frame: .zero)
    view.contentInsetAdjustmentBehavior = .never
    let coordinator = node.modifierState(ScrollCoordinator.self) { ScrollCoordinator() }
    coordinator.nodeReference = node.reference
    view.delegate = coordinator
    view.headlessLayoutItemsSource = { [reference = node.reference] in
      reference.node?.scrollTargetItems()
    }
    view.headlessLayoutSampleCounts = { [reference = node.reference] in
      reference.node?.graph.sampleCounts
    }
    return view
  }

  func render(_ view: UIView, node: ViewNode) {
    guard let scrollView = view as? UIScrollView else { return }
    let coordinator = node.modifierState(ScrollCoordinator.self) { ScrollCoordinator() }
    coordinator.configuration = configuration
    coordinator.axes = axes
    if scrollView.contentSize != node.scrollContentSize {
      scrollView.contentSize = node.scrollContentSize
    }
    applyMargins(contentInsets(node), to: scrollView)
    let pages = configuration.targetBehavior is PagingScrollTargetBehavior
    if scrollView.isPagingEnabled != pages { scrollView.isPagingEnabled = pages }
    // `scrollDisabled(true)` or `disabled(true)` above: no scrolling (Apple, "disabled(_:)":
    // "Adds a condition that controls whether users can interact with this view").
    let isDisabled = configuration.isDisabled || !node.environment.isEnabled
    if scrollView.isScrollEnabled == isDisabled { scrollView.isScrollEnabled = !isDisabled }
    // A scroll view bounces on the axes it scrolls, content smaller than itself too, unless
    // `scrollBounceBehavior(.basedOnSize)` says so (UIKit's `alwaysBounce…` off: bouncing only
    // content larger than the view). `bounces` is the scroll view's own: true, or what
    // `UIScrollView.appearance()` set, as on iOS. Each setter only on a change: the engine takes
    // a new configuration on every set.
    let horizontally = alwaysBounces(.horizontal)
    if scrollView.alwaysBounceHorizontal != horizontally {
      scrollView.alwaysBounceHorizontal = horizontally
    }
    let vertically = alwaysBounces(.vertical)
    if scrollView.alwaysBounceVertical != vertically {
      scrollView.alwaysBounceVertical = vertically
    }
    coordinator.refresh.follow(configuration.refresh, in: scrollView)
    coordinator.followDefaultAnchor(in: scrollView)
    coordinator.followPosition(in: scrollView)
    coordinator.followScrollPosition(in: scrollView)
    node.graph.performScrollRequests(in: node, coordinator: coordinator)
    coordinator.reportGeometryAfterLayout(of: scrollView)
    coordinator.reportTargetVisibility(in: scrollView)
  }

  /// Whether the scroll view bounces on `set` (one axis) when its content is no larger than
  /// itself.
  private func alwaysBounces(_ set: Axis.Set) -> Bool {
    if configuration.sizeBasedBouncingAxes.contains(set) { return false }
    return axes.contains(set) || configuration.alwaysBouncingAxes.contains(set)
  }

  /// Makes the content margins the scroll view's content insets; a scroll view resting at its
  /// leading limit stays there (at first, the content starts inside the margins).
  private func applyMargins(_ margins: EdgeInsets, to scrollView: UIScrollView) {
    // Ours: leading is left, as in a left-to-right layout.
    let insets = UIEdgeInsets(
      top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    let old = scrollView.contentInset
    guard old != insets else { return }
    let wasAtStart = scrollView.contentOffset == CGPoint(x: -old.left, y: -old.top)
    scrollView.contentInset = insets
    if wasAtStart { scrollView.contentOffset = CGPoint(x: -insets.left, y: -insets.top) }
  }
}
