import HeadlessRuntime

// The host's size change: what UIKit does when the device rotates.

extension UIWindow {
  /// Changes the window's size to `size` as UIKit does when the device rotates.
  ///
  /// On the current runtime's clock:
  /// 1. `UIScreen.main.bounds` takes the new size; when the size classes change, the root
  ///    controller's ``UIViewController/willTransition(to:with:)`` runs; then its
  ///    ``UIViewController/viewWillTransition(to:with:)`` runs (the views still have their old
  ///    size), and the app queues closures on the coordinator;
  /// 2. the window and the root controller's view take the new size, and the hierarchy lays out
  ///    (`viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`; a collection view
  ///    whose size changed asks its layout for the offset to keep,
  ///    ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)``);
  /// 3. the alongside closures run, in one animation block of `duration`;
  /// 4. `duration` later, the completions run.
  ///
  /// Ours: UIKit's views change size inside the transition's animation block, so their frames
  /// animate; here they take the new size at once (a layout sample shows the final layout from
  /// the transition's start). Without a runtime (no clock) the completions run at once.
  ///
  /// - Parameters:
  ///   - size: The new size, in points (finite and positive; the host checks it).
  ///   - duration: The transition's duration, in seconds (finite, not negative).
  ///   - targetTransform: What the coordinator's `targetTransform` reports.
  package func headlessTransition(
    to size: CGSize, duration: TimeInterval, targetTransform: CGAffineTransform
  ) {
    let coordinator = HeadlessTransitionCoordinator(
      duration: duration, containerView: self, targetTransform: targetTransform)
    let root = rootViewController
    let previousTraits = traitCollection
    UIApplicationState.current()?.interfaceSize = size
    root?.sizeTransitionCoordinator = coordinator
    // A change of size class is announced first, as on iOS.
    let traits = traitCollection
    if traits.hasDifferentSizeClass(comparedTo: previousTraits) {
      root?.willTransition(to: traits, with: coordinator)
      for presented in presentedChain(of: root) {
        presented.willTransition(to: traits, with: coordinator)
      }
    }
    root?.viewWillTransition(to: size, with: coordinator)
    // Presented controllers hear of the change too, as in UIKit (their views fill the window
    // and follow its size).
    for presented in presentedChain(of: root) {
      presented.presentationController?.viewWillTransition(to: size, with: coordinator)
      presented.viewWillTransition(to: size, with: coordinator)
    }
    frame = CGRect(origin: frame.origin, size: size)
    root?.viewIfLoaded?.frame = bounds
    if traitCollection.hasDifferentSizeClass(comparedTo: previousTraits) {
      announceTraitChange(from: previousTraits, to: root)
    }
    layoutIfNeeded()
    coordinator.runAlongsideAnimations()
    let finish = { [weak root] in
      coordinator.runCompletions()
      if root?.sizeTransitionCoordinator === coordinator { root?.sizeTransitionCoordinator = nil }
    }
    guard let runtime = HeadlessRuntime.current else { return finish() }
    _ = runtime.schedule(after: .appRequested(seconds: duration), finish)
  }

  /// The controllers presented over `root`, the first presented first.
  private func presentedChain(of root: UIViewController?) -> [UIViewController] {
    var chain: [UIViewController] = []
    var next = root?.presentedStore
    // Bounded: a controller on screen cannot be presented, so the chain does not loop.
    while let presented = next, chain.count < 10_000 {
      chain.append(presented)
      next = presented.presentedStore
    }
    return chain
  }

  /// Tells the hierarchy its traits changed.
  ///
  /// `traitCollectionDidChange(_:)` runs on `root` and its descendant controllers (parents
  /// first), then on the window and every view under it (superviews first). Ours: UIKit's order
  /// between controllers and views is not documented.
  private func announceTraitChange(
    from previous: UITraitCollection, to root: UIViewController?
  ) {
    var controllers: [UIViewController] = (root.map { [$0] } ?? []) + presentedChain(of: root)
    var index = 0
    // Bounded: addChild refuses cycles, and a hierarchy has far fewer controllers.
    while index < controllers.count, index < 10_000 {
      controllers[index].traitCollectionDidChange(previous)
      controllers[index].notifyTraitRegistrations(
        from: previous, to: controllers[index].traitCollection)
      controllers += controllers[index].children
      index += 1
    }
    var views: [UIView] = [self]
    index = 0
    while index < views.count, index < 100_000 {
      views[index].traitCollectionDidChange(previous)
      views[index].notifyTraitRegistrations(from: previous, to: views[index].traitCollection)
      views += views[index].subviews
      index += 1
    }
  }
}
