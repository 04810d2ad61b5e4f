// MARK: - UIDynamicItem

/// A view is a dynamic item, as in UIKit: the animator moves its ``UIView/center`` and turns its
/// ``UIView/transform``.
extension UIView: UIDynamicItem {}
