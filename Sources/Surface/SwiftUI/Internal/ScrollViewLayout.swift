/// `ScrollView`: as large as it is offered; its content offered its ideal length on the scroll
/// axes and the scroll view's on the others, placed in content coordinates.
struct ScrollViewLayout: NodeLayout {
  let axes: Axis.Set
  let configuration: ScrollConfiguration

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let content = node.contentSize(for: contentProposal(proposal))
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let content = node.contentSize(for: contentProposal(ProposedViewSize(size)))
    let scrollsHorizontally = axes.contains(.horizontal)
    let scrollsVertically = axes.contains(.vertical)
    // Content smaller than the scroll view across its axis is centred, as SwiftUI centres it.
    let room = CGSize(
      width: scrollsHorizontally ? content.width : max(content.width, size.width),
      height: scrollsVertically ? content.height : max(content.height, size.height))
    node.placeContent(in: CGRect(origin: .zero, size: room))
    node.scrollContentSize = CGSize(
      width: scrollsHorizontally ? content.width : size.width,
      height: scrollsVertically ? content.height : size.height)
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
    coordinator.node = node
    view.delegate = coordinator
    view.headlessLayoutItemsSource = { [weak node] in node?.scrollTargetItems() }
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
    let pages = configuration.targetBehavior is PagingScrollTargetBehavior
    if scrollView.isPagingEnabled != pages { scrollView.isPagingEnabled = pages }
    if scrollView.isScrollEnabled == configuration.isDisabled {
      scrollView.isScrollEnabled = !configuration.isDisabled
    }
    let bounces = configuration.bounces ?? true
    if scrollView.bounces != bounces { scrollView.bounces = bounces }
    // Each setter only on a change: the engine takes a new configuration on every set.
    let bouncesHorizontally = bounces && axes.contains(.horizontal)
    if scrollView.alwaysBounceHorizontal != bouncesHorizontally {
      scrollView.alwaysBounceHorizontal = bouncesHorizontally
    }
    let bouncesVertically = bounces && axes.contains(.vertical)
    if scrollView.alwaysBounceVertical != bouncesVertically {
      scrollView.alwaysBounceVertical = bouncesVertically
    }
    coordinator.followPosition(in: scrollView)
  }
}
