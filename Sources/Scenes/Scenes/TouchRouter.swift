import TouchCore
import TouchModel

/// Routes each finger to the view under its first location, and keeps a multi-finger gesture
/// on the view it began on (`hitTest(_:with:)` at touch-down, as UIKit does).
public struct TouchRouter: Sendable {
  /// Fingers that are down and the view each belongs to (`nil`: no view was hit).
  private var owners: [(id: Touch.ID, view: String?)] = []

  /// Creates a router with no finger down.
  public init() {}

  /// The view `sample` belongs to, or `nil` when it landed on no view.
  ///
  /// - Parameters:
  ///   - sample: A touch sample in screen points.
  ///   - hitTest: The name of the frontmost view containing a point, or `nil`.
  public mutating func route(_ sample: TouchSample, hitTest: (Point2D) -> String?) -> String? {
    if let index = owners.firstIndex(where: { $0.id == sample.id }) {
      let view = owners[index].view
      if sample.phase.isTerminal { owners.remove(at: index) }
      return view
    }
    guard sample.phase == .began else { return nil }
    // A finger added to a gesture in progress joins that gesture's view.
    let view = owners.first?.view ?? hitTest(sample.location)
    owners.append((sample.id, view))
    return view
  }

  /// Whether any finger is down.
  public var hasTouches: Bool { !owners.isEmpty }
}
