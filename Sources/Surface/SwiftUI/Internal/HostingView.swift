import HeadlessRuntime

/// The view a hosting controller shows: it keeps the graph of `rootView`, and updates, lays out
/// and renders it in its layout pass, which runs at the end of the turn that changed state (as
/// iOS updates SwiftUI at the end of the main run loop's turn) and on every frame.
final class HostingView<Content: View>: UIView {
  let graph = ViewGraph()
  var rootView: Content {
    didSet {
      needsRootUpdate = true
      scheduleUpdate()
    }
  }
  private var needsRootUpdate = true
  private var isUpdateScheduled = false

  init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
    graph.needsUpdate = { [weak self] in self?.scheduleUpdate() }
    graph.hostView = self
  }

  required init?(coder: NSCoder) { nil }

  deinit { graph.hostView = nil }

  /// Asks for a layout pass at the end of this turn.
  private func scheduleUpdate() {
    setNeedsLayout()
    guard !isUpdateScheduled, let runtime = HeadlessRuntime.current,
      graph.mayUpdate(at: runtime.now)
    else { return }
    isUpdateScheduled = true
    runtime.atEndOfTurn { [weak self] in
      guard let self else { return }
      self.isUpdateScheduled = false
      self.layoutIfNeeded()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if needsRootUpdate {
      needsRootUpdate = false
      graph.setRoot(rootView, environment: environment)
    }
    graph.flush()
    let ignored = graph.root?.layoutNodes.reduce(into: Edge.Set()) {
      $0.formUnion($1.ignoredSafeAreaEdgesAtTop)
    }
    let rect = bounds.inset(
      by: safeAreaInsets.keeping(
        ignoring: ignored ?? [],
        rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
    graph.rootSize = rect.size
    graph.hostSafeArea = HostSafeArea(
      bounds: bounds, insets: safeAreaInsets,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    graph.layout(in: rect)
    graph.render(into: self)
    graph.transaction = Transaction()
  }

  /// The environment the root sees: the display's scale, the layout direction.
  private var environment: EnvironmentValues {
    var values = EnvironmentValues()
    if let display = HeadlessRuntime.current?.display {
      values.displayScale = CGFloat(display.scale)
    }
    values.layoutDirection =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return values
  }
}

extension ViewNode {
  /// The edges on which the node, or a pass-through modifier directly inside it, ignores the
  /// safe area.
  var ignoredSafeAreaEdgesAtTop: Edge.Set {
    passThroughChain.reduce(into: Edge.Set()) { $0.formUnion($1.ignoredSafeAreaEdges) }
  }
}

extension UIEdgeInsets {
  /// These insets with those on `edges` set to zero; the leading edge is the right one in a
  /// right-to-left layout.
  func keeping(ignoring edges: Edge.Set, rightToLeft: Bool) -> UIEdgeInsets {
    let (leftEdge, rightEdge): (Edge.Set, Edge.Set) =
      rightToLeft ? (.trailing, .leading) : (.leading, .trailing)
    return UIEdgeInsets(
      top: edges.contains(.top) ? 0 : top, left: edges.contains(leftEdge) ? 0 : left,
      bottom: edges.contains(.bottom) ? 0 : bottom, right: edges.contains(rightEdge) ? 0 : right)
  }
}
