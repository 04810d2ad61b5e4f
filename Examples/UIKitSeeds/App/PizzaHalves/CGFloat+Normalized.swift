import UIKit

extension CGFloat {
  var normalized: CGFloat {
    return CGFloat.minimum(1, CGFloat.maximum(-1, self))
  }
}
