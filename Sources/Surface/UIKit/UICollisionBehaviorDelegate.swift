/// What a ``UICollisionBehavior`` tells its delegate when an item touches a boundary and leaves
/// it.
///
/// Every method is optional, as in UIKit: the defaults do nothing. Items collide with boundaries
/// only (item–item contacts are not modelled headless), so the item–item methods are never
/// called; they exist so a delegate that implements them compiles.
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Two items touched (inert: never called headless).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching (inert: never called headless).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// An item touched a boundary: `identifier` is the one given to
  /// ``UICollisionBehavior/addBoundary(withIdentifier:from:to:)``, or `nil` for the reference
  /// bounds; `p` is the point of contact.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item left a boundary it touched.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

// MARK: - Defaults (optional in UIKit)

extension UICollisionBehaviorDelegate {
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}
