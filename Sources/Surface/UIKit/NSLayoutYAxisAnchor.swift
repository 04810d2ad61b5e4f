/// A vertical position (top, bottom, centre y, baselines); inert, as ``NSLayoutAnchor`` is.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
