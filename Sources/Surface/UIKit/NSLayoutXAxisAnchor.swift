/// A horizontal position (leading, trailing, left, right, centre x); inert, as
/// ``NSLayoutAnchor`` is.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
