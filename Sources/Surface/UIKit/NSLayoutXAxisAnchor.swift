/// A horizontal position (leading, trailing, left, right, centre x).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
