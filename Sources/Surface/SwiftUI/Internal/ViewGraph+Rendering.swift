extension ViewGraph {
  /// Shows the laid-out nodes as views of `container`, the hosting view.
  func render(into container: UIView) {
    guard let root else { return }
    sync(container, root.layoutNodes.map { render($0) })
  }

  /// Draws the visual effects of the nodes under `node` again (its scroll view moved).
  func renderVisualEffects(under node: ViewNode) {
    for child in node.layoutChildren {
      if child.visualEffect != nil, let view = child.platformView { applyGeometry(child, to: view) }
      renderVisualEffects(under: child)
    }
  }

  /// Brings `node`'s view (made on first use) and its children's up to date.
  private func render(_ node: ViewNode) -> UIView {
    let view = node.platformView ?? node.layout.makePlatformView(for: node)
    node.platformView = view
    applyGeometry(node, to: view)
    if !(node.layout is any PassThroughLayout), let identifier = node.environment.pendingIdentifier,
      view.accessibilityIdentifier != identifier
    {
      view.accessibilityIdentifier = identifier
    }
    node.layout.render(view, node: node)
    let children = node.layoutChildren
    // Later siblings in front; a higher zIndex in front of a lower one.
    let ordered = children.enumerated().sorted { a, b in
      let za = a.element.effects?.zIndex ?? 0
      let zb = b.element.effects?.zIndex ?? 0
      return za != zb ? za < zb : a.offset < b.offset
    }
    sync(view, ordered.map { render($0.element) })
    return view
  }

  /// Puts `node`'s view at its frame, with its effects about their anchor.
  private func applyGeometry(_ node: ViewNode, to view: UIView) {
    var effects = node.effects
    if let visualEffect = node.visualEffect {
      var computed = visualEffect(node.geometryProxy)
      if let bad = computed.operations.first(where: { !$0.isFinite }) {
        report(
          node, call: "visualEffect(_:)",
          "its closure returned \(bad.call) with a value that is not finite (a frame of zero "
            + "width divided by?); the view is drawn without its effects")
        computed = EffectValues()
      }
      effects = computed
    }
    node.renderedEffects = effects
    let size = node.frame.size
    let (anchor, transform) =
      effects?.layerTransform(for: size) ?? (CGPoint(x: 0.5, y: 0.5), CATransform3DIdentity)
    let layer = view.layer
    if view.bounds.size != size {
      view.bounds = CGRect(origin: view.bounds.origin, size: size)
    }
    if layer.anchorPoint != anchor { layer.anchorPoint = anchor }
    let position = CGPoint(
      x: node.frame.minX + anchor.x * size.width, y: node.frame.minY + anchor.y * size.height)
    if view.center != position { view.center = position }
    if !CATransform3DEqualToTransform(layer.transform, transform) { layer.transform = transform }
    let alpha = CGFloat(effects?.opacity ?? 1)
    if view.alpha != alpha { view.alpha = alpha }
  }

  /// Makes `views` the node views of `container`, in order, leaving its other views alone.
  private func sync(_ container: UIView, _ views: [UIView]) {
    let current = container.subviews.filter { $0 is NodeView || $0.headlessIsSwiftUIScrollView }
    guard current.count != views.count || zip(current, views).contains(where: { $0 !== $1 })
    else { return }
    for view in current where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
    for view in views { container.addSubview(view) }
  }
}

extension UIView {
  /// Whether the view is a SwiftUI scroll view's.
  var headlessIsSwiftUIScrollView: Bool {
    (self as? UIScrollView)?.headlessLayoutItemsSource != nil
  }
}
