import UIKit

extension UIScrollView {
  func screenCenterYOffset(for offset: CGPoint? = nil) -> CGFloat {
    let offsetY = offset?.y ?? contentOffset.y
    let contentOffsetY = offsetY + bounds.height / 2

    return contentOffsetY
  }
}
