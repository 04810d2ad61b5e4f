// Appearance transitions: how `viewWillAppear(_:)` and its siblings reach a controller and its
// children, as UIKit's container view controllers forward them.

extension UIViewController {
  /// Tells the controller its view is about to appear (`isAppearing`) or disappear: calls
  /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, then forwards the call to each child
  /// whose view is in this controller's view (when
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is true), as UIKit does.
  ///
  /// A call that repeats the transition in progress or the state already reached does nothing,
  /// so a controller hears `viewWillAppear` once between two `viewDidDisappear`s.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard !isAppearedOrAppearing else { return }
      appearance = .appearing(animated: animated)
      _ = view
      viewWillAppear(animated)
    } else {
      guard isAppearedOrAppearing else { return }
      appearance = .disappearing(animated: animated)
      viewWillDisappear(animated)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in childrenInView() {
        child.beginAppearanceTransition(isAppearing, animated: animated)
      }
    }
    appearanceTransitionDidBegin(appearing: isAppearing, animated: animated)
  }

  /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: calls
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then forwards the call to the children.
  public func endAppearanceTransition() {
    let appeared: Bool
    let animated: Bool
    switch appearance {
    case .appearing(let wasAnimated):
      appearance = .appeared
      (appeared, animated) = (true, wasAnimated)
      viewDidAppear(animated)
    case .disappearing(let wasAnimated):
      appearance = .disappeared
      (appeared, animated) = (false, wasAnimated)
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in children where child.appearance.isTransitioning {
        child.endAppearanceTransition()
      }
    }
    appearanceTransitionDidEnd(appeared: appeared, animated: animated)
  }

  /// Whether the controller's view is on screen or appearing (ours: the state of its
  /// appearance transitions).
  var isAppearedOrAppearing: Bool {
    switch appearance {
    case .appeared, .appearing: true
    case .disappeared, .disappearing: false
    }
  }

  /// The children whose views are loaded and inside this controller's view.
  private func childrenInView() -> [UIViewController] {
    guard let root = viewIfLoaded else { return [] }
    return children.filter { child in
      guard let view = child.viewIfLoaded else { return false }
      return view.isDescendant(of: root)
    }
  }
}
