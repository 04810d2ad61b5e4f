import CoreGraphics

/// The presentation controller of a controller presented `.popover`.
///
/// A pop-over is shown over the whole window here, as an iPhone adapts it (ours: with no arrow
/// and no size of its own); where it points is kept. Its delegate hears
/// ``UIPopoverPresentationControllerDelegate/prepareForPopoverPresentation(_:)`` as it is
/// presented.
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the pop-over points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the pop-over points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item the pop-over points at.
  open var barButtonItem: UIBarButtonItem?
  /// The sides the arrow may point from (inert).
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The side the arrow points from (inert: ``UIPopoverArrowDirection/unknown``, no arrow).
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// Views that take touches while the pop-over shows (inert: it covers the window).
  open var passthroughViews: [UIView]?
  /// The pop-over's background colour (inert).
  open var backgroundColor: UIColor?
  /// The margins the pop-over keeps from the window's edges (inert).
  open var popoverLayoutMargins: UIEdgeInsets = .zero
  /// Whether the pop-over may cover its source (inert).
  open var canOverlapSourceViewRect = false
}
