import SwiftUI

/// The arc the cards sit on (the article's circular layout): 133 × 173 cards on a radius of
/// 500, each `atan(133 / 500)` further round than the one before.
struct WheelGeometry {
  static let cardSize = CGSize(width: 133, height: 173)
  static let radius: CGFloat = 500

  let itemCount: Int
  let containerWidth: CGFloat
  let containerHeight: CGFloat

  var anglePerItem: Double { atan(Double(Self.cardSize.width / Self.radius)) }
  var contentWidth: CGFloat { CGFloat(itemCount) * Self.cardSize.width }
  var angleAtExtreme: Double { -Double(itemCount - 1) * anglePerItem }
  /// The point the cards turn about, below their centre.
  var anchor: UnitPoint {
    UnitPoint(x: 0.5, y: (Self.cardSize.height / 2 + Self.radius) / Self.cardSize.height)
  }

  /// How far round the wheel has turned at `offset`.
  func angle(atOffset offset: CGFloat) -> Double {
    let scrollable = contentWidth - containerWidth
    guard scrollable > 0 else { return 0 }
    return angleAtExtreme * Double(offset / scrollable)
  }

  /// Card `item`'s angle at `offset`.
  func angle(of item: Int, atOffset offset: CGFloat) -> Double {
    angle(atOffset: offset) + anglePerItem * Double(item)
  }

  /// Whether card `item` is drawn at `offset` in a container `height` tall: the article's
  /// layout draws only the cards within the angle the screen shows either side of the top,
  /// `atan2(W / 2, radius + cardHeight / 2 − H / 2)`, widened to whole cards.
  func isDrawn(_ item: Int, atOffset offset: CGFloat, height: CGFloat) -> Bool {
    guard itemCount > 0 else { return false }
    let theta = atan2(
      Double(containerWidth / 2), Double(Self.radius + Self.cardSize.height / 2 - height / 2))
    let current = angle(atOffset: offset)
    let first = current < -theta ? Int(((-theta - current) / anglePerItem).rounded(.down)) : 0
    let last = min(itemCount - 1, Int(((theta - current) / anglePerItem).rounded(.up)))
    return (max(first, 0)...max(last, max(first, 0))).contains(item) && first <= last
  }

  /// The card nearest the top at `offset`.
  func centeredItem(atOffset offset: CGFloat) -> Int {
    let nearest = Int((-angle(atOffset: offset) / anglePerItem).rounded())
    return min(max(nearest, 0), itemCount - 1)
  }
}

/// The article's snapping: the wheel rests with a whole card at the top, rounded up when the
/// fling moves forward, down when it moves back, to the nearest when it stops.
struct WheelSnapping: ScrollTargetBehavior {
  let geometry: WheelGeometry

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let scrollable = geometry.contentWidth - context.containerSize.width
    guard scrollable > 0, geometry.itemCount > 1 else { return }
    let factor = -geometry.angleAtExtreme / Double(scrollable)
    let ratio = Double(target.rect.minX) * factor / geometry.anglePerItem
    let multiplier =
      context.velocity.dx > 0
      ? ratio.rounded(.up) : context.velocity.dx < 0 ? ratio.rounded(.down) : ratio.rounded()
    target.rect.origin.x = CGFloat(multiplier * geometry.anglePerItem / factor)
  }
}
