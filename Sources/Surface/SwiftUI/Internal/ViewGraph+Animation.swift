import HeadlessRuntime

extension ViewGraph {
  /// What `node`'s view shows now as it is drawn towards `target`: `target` itself, or, when
  /// `transaction` animates the change, the start of an animation towards it.
  ///
  /// A change made while an animation of the node runs starts from where the view is, and a
  /// spring carries on the speed it has then (WWDC23 "Animate with springs": springs keep their
  /// velocity when retargeted); a change without animation ends it.
  func animatedGeometry(of node: ViewNode, to target: DrawnGeometry, transaction: Transaction)
    -> DrawnGeometry
  {
    // Most drawing animates nothing: no copy of the geometry before, no arrays of numbers to
    // compare.
    if node.geometryAnimation == nil, transaction.animation == nil {
      node.drawn = target
      return target
    }
    let previous = node.drawn
    node.drawn = target
    let now = CACurrentMediaTime()
    let running = node.geometryAnimation.flatMap { $0.isFinished(at: now) ? nil : $0 }
    guard let previous, previous.shape == target.shape else {
      node.geometryAnimation = nil
      return target
    }
    let targetValues = target.components
    if previous.components == targetValues {
      guard let running else { return target }
      return target.with(running.values(at: now))
    }
    guard let animation = transaction.animation else {
      node.geometryAnimation = nil
      return target
    }
    let from = running?.values(at: now) ?? previous.components
    let animationOfNode = GeometryAnimation(
      from: from, to: targetValues, velocity: running?.velocities(at: now) ?? [], start: now,
      animation: animation, restsAfter: restingDuration(of: animation))
    node.geometryAnimation = animationOfNode
    startAnimating(node)
    return target.with(from)
  }

  /// How long `animation` runs before it rests: found once for the many views one change
  /// animates (a spring's settling is sampled, 14,400 steps), not once per view.
  private func restingDuration(of animation: Animation) -> Double {
    if let known = lastRestingDuration, known.animation == animation { return known.seconds }
    let seconds = animation.restingDuration
    lastRestingDuration = (animation, seconds)
    return seconds
  }

  /// Draws `node` on every frame until its animation ends.
  private func startAnimating(_ node: ViewNode) {
    if !animatingNodes.contains(where: { $0 === node }) { animatingNodes.append(node) }
    startFrameClock()
  }

  /// Starts the frame clock that steps animations and ends removals, unless it runs.
  func startFrameClock() {
    guard animationLink == nil else { return }
    let link = CADisplayLink { [reference] link in
      reference.graph?.stepAnimations(at: link.timestamp)
    }
    link.add(to: .main, forMode: .common)
    animationLink = link
  }

  /// Draws each animating node at the frame's time; stops the frame clock when none is left.
  private func stepAnimations(at now: Double) {
    animatingNodes.removeAll { node in
      guard let animation = node.geometryAnimation, let target = node.drawn,
        let view = node.platformView
      else { return true }
      if animation.isFinished(at: now) {
        node.geometryAnimation = nil
        draw(target, on: view)
        return true
      }
      draw(target.with(animation.values(at: now)), on: view)
      return false
    }
    endRemovals(at: now)
    if animatingNodes.isEmpty, leavingViews.allSatisfy({ $0.endsAt == nil }) {
      animationLink?.invalidate()
      animationLink = nil
    }
  }

  /// Runs the completions of `transaction`'s animation once it is logically complete (at once
  /// when it has none), on the replay's clock.
  func scheduleCompletions(of transaction: Transaction) {
    guard !transaction.completions.isEmpty else { return }
    let delay = transaction.animation?.logicalDuration ?? 0
    let completions = transaction.completions
    guard let runtime = HeadlessRuntime.current else {
      for completion in completions { completion() }
      return
    }
    runtime.schedule(after: .appRequested(seconds: delay)) {
      for completion in completions { completion() }
    }
  }

  /// Puts `view` at `geometry`'s frame, with its effects about their anchor.
  func draw(_ geometry: DrawnGeometry, on view: UIView) {
    let (anchor, transform) =
      geometry.effects?.layerTransform(for: geometry.frame.size)
      ?? (CGPoint(x: 0.5, y: 0.5), CATransform3DIdentity)
    draw(geometry, on: view, anchor: anchor, transform: transform)
  }

  /// Puts `view` at `geometry`'s frame, its layer turned about `anchor` by `transform` (the
  /// transform of `geometry`'s effects, worked out by the caller).
  func draw(_ geometry: DrawnGeometry, on view: UIView, anchor: CGPoint, transform: CATransform3D) {
    let size = geometry.frame.size
    let layer = view.layer
    if view.bounds.size != size {
      view.bounds = CGRect(origin: view.bounds.origin, size: size)
    }
    if layer.anchorPoint != anchor { layer.anchorPoint = anchor }
    let position = CGPoint(
      x: geometry.frame.minX + anchor.x * size.width,
      y: geometry.frame.minY + anchor.y * size.height)
    if view.center != position { view.center = position }
    if !CATransform3DEqualToTransform(layer.transform, transform) { layer.transform = transform }
    let alpha = CGFloat(geometry.effects?.opacity ?? 1)
    if view.alpha != alpha { view.alpha = alpha }
  }
}
