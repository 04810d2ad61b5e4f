/// Something a ``UIDynamicAnimator`` moves: a view, a collection view's layout attributes, or
/// an app's own object.
///
/// The animator reads ``center``, ``bounds`` and ``transform`` when the item first joins it
/// (and on ``UIDynamicAnimator/updateItem(usingCurrentState:)``), then writes ``center`` (and
/// ``transform``, when the item has rotated) after every step.
///
/// ```swift
/// final class Card: NSObject, UIDynamicItem {
///   var center = CGPoint(x: 100, y: 100)
///   var bounds = CGRect(x: 0, y: 0, width: 80, height: 120)
///   var transform = CGAffineTransform.identity
/// }
/// ```
public protocol UIDynamicItem: NSObjectProtocol {
  /// The item's centre, in the reference view's (or the collection view's content) coordinates.
  var center: CGPoint { get set }
  /// The item's bounds: its size gives its mass (density × area) and its collision rectangle.
  var bounds: CGRect { get }
  /// The item's rotation, written by the animator when the item turns.
  var transform: CGAffineTransform { get set }
  /// The shape the item collides as; `.rectangle` by default.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The outline the item collides as when ``collisionBoundsType`` is `.path`.
  var collisionBoundingPath: UIBezierPath { get }
}

// MARK: - Defaults (optional in UIKit)

extension UIDynamicItem {
  /// `.rectangle`, as UIKit assumes for an item that does not say.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The item's bounds rectangle about its centre, as a path.
  public var collisionBoundingPath: UIBezierPath {
    let size = bounds.size
    return UIBezierPath(
      rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    )
  }
}
