import UIKit

/// A preview page's attributes with how far it is from the centre, in page widths, while it is
/// within one page of it (`nil` further away).
final class ParallaxLayoutAttributes: UICollectionViewLayoutAttributes {
  var parallaxValue: CGFloat?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copied = super.copy(with: zone)
    (copied as? ParallaxLayoutAttributes)?.parallaxValue = parallaxValue
    return copied
  }

  // The collection view skips attributes equal to the ones it applied: compare ours too.
  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ParallaxLayoutAttributes else { return false }
    return other.parallaxValue == parallaxValue && super.isEqual(object)
  }
}
