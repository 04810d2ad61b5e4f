/// A vertical position (top, bottom, centre y, baselines).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
