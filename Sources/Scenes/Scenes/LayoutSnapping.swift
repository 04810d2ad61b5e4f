import CollectionLayout
import ScrollEngine
import TouchCore

/// The scroll-view delegate a collection view uses at release: the layout's
/// `targetContentOffset(proposed:velocity:)`, then an optional controller override.
///
/// It records the layout's follow-up request (the pizza picker's "scroll back to the same item")
/// and the proposal it saw, so the scene can act after the engine call returns.
public struct LayoutSnapping<Layout: CollectionViewLayout>: ScrollViewDelegate, Sendable {
  /// How the controller changes the target in `scrollViewWillEndDragging`.
  public enum Override: Hashable, Sendable {
    /// Keep the layout's target.
    case none
    /// Stop where the content is now (secret-offer's `shouldResetContentOffset`).
    case currentOffset
  }

  /// The layout asked for the target.
  public let layout: Layout
  /// The controller's override.
  public var override: Override
  /// The follow-up scroll the layout requested, if any.
  public private(set) var followUp: ScrollToItemRequest?
  /// The proposed offset and velocity (pt/ms) of the last release, if one happened.
  public private(set) var release: (proposed: Point2D, velocity: Vector2D)?

  /// Creates the delegate for one engine call.
  public init(layout: Layout, override: Override = .none) {
    self.layout = layout
    self.override = override
  }

  public mutating func targetContentOffset(
    proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel
  ) -> Point2D {
    let decision = layout.targetContentOffset(proposed: proposed, velocity: velocity)
    followUp = decision.followUp
    release = (proposed, velocity)
    return decision.targetContentOffset
  }

  public mutating func scrollViewWillEndDragging(
    _ scrollView: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D
  ) {
    if override == .currentOffset {
      targetContentOffset = scrollView.contentOffset
    }
  }
}
