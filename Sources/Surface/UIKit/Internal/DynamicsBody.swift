/// One item's state inside a ``UIDynamicAnimator``: where it is, how fast it moves and turns,
/// and the material its ``UIDynamicItemBehavior`` gives it.
///
/// Mass is density × area (ours: UIKit documents density 1 as its default and a 100 × 100 pt
/// item of density 1 as the unit of its push magnitude; it does not publish its solver).
final class DynamicsBody {
  let item: any UIDynamicItem
  /// Centre, points.
  var position: SIMD2<Double>
  /// Centre before the current substep (which side of a boundary the item came from).
  var previousPosition: SIMD2<Double>
  /// Points per second.
  var velocity: SIMD2<Double> = .zero
  /// Radians, clockwise on screen (as `CGAffineTransform(rotationAngle:)`).
  var angle: Double
  /// Radians per second.
  var angularVelocity: Double = 0
  /// Width and height of the item's bounds, points.
  var size: SIMD2<Double>
  /// Force summed over the behaviours for the current substep (mass × points / s²).
  var force: SIMD2<Double> = .zero
  /// Torque summed for the current substep.
  var torque: Double = 0
  /// Whether the animator has turned the item (its transform is written from then on).
  var hasRotated = false

  // Material, from the last ``UIDynamicItemBehavior`` holding the item (UIKit's defaults).
  var density = 1.0
  var elasticity = 0.0
  var friction = 0.0
  var resistance = 0.0
  var angularResistance = 0.0
  var allowsRotation = true
  var isAnchored = false

  init(item: any UIDynamicItem) {
    self.item = item
    let center = item.center
    position = SIMD2(Double(center.x), Double(center.y))
    previousPosition = position
    let bounds = item.bounds.size
    size = SIMD2(Self.finite(Double(bounds.width)), Self.finite(Double(bounds.height)))
    let transform = item.transform
    let turn = atan2(Double(transform.b), Double(transform.a))
    angle = turn.isFinite ? turn : 0
    if !position.x.isFinite || !position.y.isFinite { position = .zero }
  }

  /// Reads the item's centre, size and rotation again (``UIDynamicAnimator/updateItem(usingCurrentState:)``);
  /// the velocity is kept (ours).
  func reload() {
    let center = item.center
    let read = SIMD2(Double(center.x), Double(center.y))
    if read.x.isFinite, read.y.isFinite {
      position = read
      previousPosition = read
    }
    let bounds = item.bounds.size
    size = SIMD2(Self.finite(Double(bounds.width)), Self.finite(Double(bounds.height)))
    let transform = item.transform
    let turn = atan2(Double(transform.b), Double(transform.a))
    if turn.isFinite { angle = turn }
  }

  /// UIKit's default material, before the item behaviours apply theirs.
  func resetMaterial() {
    density = 1
    elasticity = 0
    friction = 0
    resistance = 0
    angularResistance = 0
    allowsRotation = true
    isAnchored = false
  }

  /// Density × area; an item with no area weighs as one square point (ours, so forces stay
  /// finite).
  var mass: Double { density * max(size.x * size.y, 1) }

  /// A rectangle's moment of inertia about its centre, m (w² + h²) / 12.
  var momentOfInertia: Double { max(mass * (size.x * size.x + size.y * size.y) / 12, 1) }

  /// Half the width and height of the rotated bounds' bounding box (the collision rectangle).
  var halfExtents: SIMD2<Double> {
    let c = abs(cos(angle))
    let s = abs(sin(angle))
    return SIMD2(
      (c * size.x + s * size.y) / 2, (s * size.x + c * size.y) / 2)
  }

  /// `offset` from the centre, turned with the item.
  func rotated(_ offset: SIMD2<Double>) -> SIMD2<Double> {
    let c = cos(angle)
    let s = sin(angle)
    return SIMD2(c * offset.x - s * offset.y, s * offset.x + c * offset.y)
  }

  /// The velocity of the point `arm` from the centre.
  func velocity(atArm arm: SIMD2<Double>) -> SIMD2<Double> {
    velocity + SIMD2(-angularVelocity * arm.y, angularVelocity * arm.x)
  }

  /// Applies `force` at `arm` from the centre: the force, and its torque when rotation is on.
  func apply(_ force: SIMD2<Double>, atArm arm: SIMD2<Double>) {
    self.force += force
    torque += arm.x * force.y - arm.y * force.x
  }

  private static func finite(_ value: Double) -> Double {
    value.isFinite ? abs(value) : 0
  }
}
