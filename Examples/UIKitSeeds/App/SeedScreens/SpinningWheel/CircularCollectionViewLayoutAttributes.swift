import UIKit

/// A card's attributes on the wheel: the angle it is turned by and the point it turns about
/// (below the card, at the wheel's centre).
final class CircularCollectionViewLayoutAttributes: UICollectionViewLayoutAttributes {
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  var angle: CGFloat = 0 {
    didSet {
      // Cards further right draw on top; radians are scaled so neighbours never share a zIndex.
      zIndex = Int(angle * 1_000_000)
      transform = CGAffineTransform(rotationAngle: angle)
    }
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copied = super.copy(with: zone)
    if let attributes = copied as? CircularCollectionViewLayoutAttributes {
      attributes.anchorPoint = anchorPoint
      attributes.angle = angle
    }
    return copied
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CircularCollectionViewLayoutAttributes else { return false }
    return other.anchorPoint == anchorPoint && other.angle == angle && super.isEqual(object)
  }
}
