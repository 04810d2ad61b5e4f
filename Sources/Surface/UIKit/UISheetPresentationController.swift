/// The presentation of a page or form sheet (iOS 15): the presented view sits at the bottom of
/// the window at the height of its selected detent, and a tap on the dimmed part above it
/// dismisses it.
///
/// ```swift
/// import UIKit
///
/// final class Home: UIViewController {
///   func showDetails() {
///     let details = UIViewController()
///     if let sheet = details.sheetPresentationController {
///       sheet.detents = [.medium(), .large()]
///       sheet.prefersGrabberVisible = true
///     }
///     present(details, animated: true)  // half the large height, at the bottom
///   }
/// }
/// ```
///
/// A controller presented as `.pageSheet`, `.formSheet` or `.automatic` (a page sheet on a
/// phone) has one, from ``UIViewController/sheetPresentationController``. Ours: in a compact
/// height (a phone in landscape) the sheet fills the window, as UIKit shows it unless it prefers
/// to stay attached to the edge; a sheet is not dragged between its detents or down (only code
/// changes the detent), and a change inside ``animateChanges(_:)`` happens at once.
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet can rest at: the large one by default.
  open var detents: [Detent] = [.large()] {
    didSet { containerView?.setNeedsLayout() }
  }
  /// The detent the sheet rests at; nil for the smallest of ``detents``.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { containerView?.setNeedsLayout() }
  }
  /// The largest detent at which the views behind the sheet stay undimmed and take touches;
  /// nil dims them at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber at its top (inert: nothing is drawn).
  open var prefersGrabberVisible = false
  /// The sheet's corner radius (inert: nothing is drawn).
  open var preferredCornerRadius: CGFloat?
  /// Whether a scroll at its top edge expands the sheet (inert: sheets are not dragged).
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet stays attached to the bottom edge in a compact height (inert: it fills
  /// the window there).
  open var prefersEdgeAttachedInCompactHeight = false
  /// Whether an edge-attached sheet is as wide as the presented controller's preferred size
  /// (inert).
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The style the sheet was presented in: a page sheet unless asked for a form sheet.
  open override var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
  }

  /// Runs `changes` to the sheet's properties; the sheet takes its new height at once (ours:
  /// UIKit animates it).
  open func animateChanges(_ changes: () -> Void) {
    changes()
    containerView?.setNeedsLayout()
    containerView?.layoutIfNeeded()
  }

  /// Works the custom detents' heights out again (iOS 16).
  open func invalidateDetents() {
    containerView?.setNeedsLayout()
  }

  /// The large detent's height in `container`: its height less the window's top safe area and
  /// the gap above a sheet.
  func maximumDetentValue(in container: UIView) -> CGFloat {
    SheetMetrics.largeHeight(in: container)
  }

  /// Each detent's name and height in `container`, worked out once for a question about them.
  private func resolvedDetents(in container: UIView) -> (
    heights: [(Detent.Identifier, CGFloat)], maximum: CGFloat
  ) {
    let maximum = maximumDetentValue(in: container)
    let context = SheetDetentContext(
      containerTraitCollection: container.traitCollection, maximumDetentValue: maximum)
    let heights = detents.compactMap { detent in
      detent.resolvedValue(in: context).map { (detent.identifier, $0) }
    }
    return (heights, maximum)
  }

  /// The selected detent's height: the one named by ``selectedDetentIdentifier``, else the
  /// smallest; the large height when no detent resolves.
  func selectedHeight(in container: UIView) -> CGFloat {
    let (heights, maximum) = resolvedDetents(in: container)
    return selectedHeight(among: heights, maximum: maximum)
  }

  private func selectedHeight(among heights: [(Detent.Identifier, CGFloat)], maximum: CGFloat)
    -> CGFloat
  {
    if let selected = selectedDetentIdentifier,
      let height = heights.first(where: { $0.0 == selected })?.1
    {
      return height
    }
    return heights.map(\.1).min() ?? maximum
  }

  /// Whether the views behind the sheet are dimmed (and a tap there dismisses it): the selected
  /// height is above the largest undimmed detent's.
  func dimsBehind(in container: UIView) -> Bool {
    guard let undimmed = largestUndimmedDetentIdentifier else { return true }
    let (heights, maximum) = resolvedDetents(in: container)
    guard let limit = heights.first(where: { $0.0 == undimmed })?.1 else { return true }
    return selectedHeight(among: heights, maximum: maximum) > limit
  }

  /// Whether the sheet fills the container: in a compact height.
  func fillsContainer(_ container: UIView) -> Bool {
    container.traitCollection.verticalSizeClass == .compact
  }

  /// The bottom of the container at the selected detent's height, or all of it in a compact
  /// height.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    guard !fillsContainer(container) else { return bounds }
    let height = selectedHeight(in: container)
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }
}
