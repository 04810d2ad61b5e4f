/// A layer that keeps its sublayers in three dimensions rather than flattening them into its
/// plane (inert: nothing is drawn; geometry, transforms and hit-testing are ``CALayer``'s).
///
/// ```swift
/// import UIKit
///
/// final class CardStackView: UIView {
///   override class var layerClass: AnyClass { CATransformLayer.self }
/// }
/// ```
open class CATransformLayer: CALayer {}
