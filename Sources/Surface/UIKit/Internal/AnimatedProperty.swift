/// A view property UIKit animates, holding the value it had before an animation block set it.
enum AnimatedProperty {
  case bounds(CGRect)
  case center(CGPoint)
  case transform(CATransform3D)
  case alpha(CGFloat)

  /// Which property (two changes of one property in a block animate once, from the first value).
  var key: Int {
    switch self {
    case .bounds: 0
    case .center: 1
    case .transform: 2
    case .alpha: 3
    }
  }
}
