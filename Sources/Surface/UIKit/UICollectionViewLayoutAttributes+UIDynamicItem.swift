// MARK: - UIDynamicItem

/// Layout attributes are dynamic items, as in UIKit: a layout hangs them on the behaviours of a
/// ``UIDynamicAnimator/init(collectionViewLayout:)`` animator and returns them as they move.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
