import TouchCore

/// The spinning wheel: cards on an arc that turns as the collection scrolls horizontally
/// (seed 002 `CircularCollectionViewLayout`, with the tutorial's snapping bonus).
///
/// Every card is centred at `(offset.x + W/2, bounds.midY)` and rotated by
/// `angle + anglePerItem·i` about a pivot `radius` points below its centre (anchor
/// `(0.5, (h/2 + radius)/h)`). `angle` runs linearly from 0 at the left end to
/// `−(n−1)·anglePerItem` at the right end. Only cards within `±θ` of the top are produced.
///
/// ```swift
/// var wheel = CircularLayout()
/// wheel.prepare(LayoutContext(bounds: Rect2D(x: 0, y: 0, width: 375, height: 667), itemCounts: [30]))
/// wheel.visibleHalfAngle   // 0.6378 rad
/// ```
public struct CircularLayout: CollectionViewLayout, Hashable, Sendable {
  /// The card size, in points.
  public var itemSize = Size2D(width: 133, height: 173)  // source: seed 002 itemSize
  /// The distance from a card's centre to the pivot it turns about, in points.
  public var radius = 500.0  // source: seed 002 radius
  /// Factor from an angle in radians to the zIndex, `Int(angle · 1_000_000)`.
  public static let zIndexPerRadian = 1_000_000.0  // source: seed 002 attributes angle didSet

  /// The bounds of the prepared pass.
  public private(set) var bounds = Rect2D.zero
  /// The number of cards.
  public private(set) var numberOfItems = 0

  /// Creates a wheel with the tutorial's card size and radius.
  public init() {}

  /// Records the bounds and the card count; the wheel's angle follows from them.
  public mutating func prepare(_ context: LayoutContext) {
    bounds = context.bounds
    numberOfItems = context.numberOfItems(inSection: 0)
  }

  /// `(n · itemWidth, H)`.
  public var contentSize: Size2D {
    Size2D(width: Double(numberOfItems) * itemSize.width, height: bounds.height)
  }

  /// The angle between neighbouring cards: `atan(itemWidth / radius)` radians.
  public var anglePerItem: Double { arcTangent(itemSize.width / radius) }

  /// The anchor's y as a fraction of the card height: `(h/2 + radius)/h`.
  public var anchorPointY: Double { (itemSize.height / 2 + radius) / itemSize.height }

  /// The rotation of card 0 at the right end: `−(n−1)·anglePerItem` (0 when empty).
  public var angleAtExtreme: Double {
    numberOfItems > 0 ? -Double(numberOfItems - 1) * anglePerItem : 0
  }

  /// The rotation of card 0 for the prepared offset, in radians (0 when the content does not
  /// scroll; ours: the tutorial divides by zero there).
  public var angle: Double {
    let scrollable = contentSize.width - bounds.width
    guard scrollable > 0 else { return 0 }
    return angleAtExtreme * bounds.minX / scrollable
  }

  /// Half the angle of the wedge the screen shows: `atan2(W/2, radius + h/2 − H/2)`.
  public var visibleHalfAngle: Double {
    arcTangent(y: bounds.width / 2, x: radius + itemSize.height / 2 - bounds.height / 2)
  }

  /// The cards the seed produces: `start = floor((−θ − angle)/a)` when `angle < −θ` (else 0),
  /// `end = min(n−1, ceil((θ − angle)/a))`; empty when `end < start` (ours: the tutorial then
  /// shows card 0 at a far-off angle).
  public var visibleItems: ClosedRange<Int>? {
    guard numberOfItems > 0 else { return nil }
    let theta = visibleHalfAngle
    let current = angle
    let perItem = anglePerItem
    let start = current < -theta ? floorIndex((-theta - current) / perItem) : 0
    let end = Swift.min(numberOfItems - 1, ceilIndex((theta - current) / perItem))
    return start <= end ? Swift.max(0, start)...end : nil
  }

  /// Every produced card, in item order; the rect is not consulted, as in the seed.
  ///
  /// - Complexity: O(cards within ±θ).
  public func attributes(in rect: Rect2D) -> [LayoutAttributes] {
    guard let items = visibleItems else { return [] }
    return items.map { cardAttributes(at: $0) }
  }

  /// The card at `indexPath.item`, found by item index (the tutorial's `attributesList[row]` is
  /// wrong once the first produced card is not card 0), or `nil` outside `0..<n`.
  public func attributes(forItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, (0..<numberOfItems).contains(indexPath.item) else { return nil }
    return cardAttributes(at: indexPath.item)
  }

  /// `true`: the wheel turns on every scroll frame.
  public func shouldInvalidate(forBoundsChange newBounds: Rect2D) -> Bool { true }

  /// The attributes of card `item`: centred, anchored at the pivot, rotated by its angle.
  public func cardAttributes(at item: Int) -> LayoutAttributes {
    let cardAngle = angle + anglePerItem * Double(item)
    var card = LayoutAttributes(
      forCellAt: ItemIndexPath(item: item),
      frame: Rect2D(
        center: Point2D(x: bounds.minX + bounds.width / 2, y: bounds.midY), size: itemSize))
    card.anchorPoint = Point2D(x: 0.5, y: anchorPointY)
    card.angle = cardAngle
    card.transform = Transform2D(rotationAngle: cardAngle)
    card.zIndex = saturatingInt((cardAngle * Self.zIndexPerRadian).rounded(.towardZero))
    return card
  }

  /// Snaps to a whole card in the direction of the fling.
  ///
  /// With `ratio = proposed.x · factor / anglePerItem`, `factor = −angleAtExtreme/(contentWidth − W)`,
  /// the ceiling when `velocity.dx > 0`, the floor when `< 0`, rounding when 0
  /// (seed 002 bonus `targetContentOffset`). Unchanged when the content does not scroll.
  public func targetContentOffset(proposed: Point2D, velocity: Vector2D) -> SnapDecision {
    let scrollable = contentSize.width - bounds.width
    guard scrollable > 0, numberOfItems > 1 else {
      return SnapDecision(targetContentOffset: proposed)
    }
    let factor = -angleAtExtreme / scrollable
    let ratio = proposed.x * factor / anglePerItem
    let multiplier: Double
    if velocity.dx > 0 {
      multiplier = ratio.rounded(.up)
    } else if velocity.dx < 0 {
      multiplier = ratio.rounded(.down)
    } else {
      multiplier = ratio.rounded(.toNearestOrAwayFromZero)
    }
    return SnapDecision(
      targetContentOffset: Point2D(x: multiplier * anglePerItem / factor, y: proposed.y))
  }
}
