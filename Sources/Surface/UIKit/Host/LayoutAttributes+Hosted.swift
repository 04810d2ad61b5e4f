import CollectionLayout
import CoreGraphics
import QuartzCore
import TouchCore

extension LayoutAttributes {
  /// A hosted collection view's attributes as a layout sample records them (the one conversion
  /// from UIKit's types to the tape's).
  @inline(__always)
  package init(hosted item: HeadlessLayoutItem) {
    // Read without UIKit's `item`/`section`, which trap on a path of the wrong length, and
    // without copying the path into an array (one allocation per element per sample).
    let indices = item.indexPath
    let path = ItemIndexPath(
      item: indices.count > 1 ? indices[1] : 0, section: indices.count > 0 ? indices[0] : 0)
    let category: ElementCategory =
      switch item.category {
      case .cell: .cell
      case .supplementaryView: .supplementary(ElementKind(item.kind ?? ""))
      case .decorationView: .decoration(ElementKind(item.kind ?? ""))
      }
    self.init(indexPath: path, category: category)
    center = Point2D(x: Double(item.center.x), y: Double(item.center.y))
    size = Size2D(width: Double(item.size.width), height: Double(item.size.height))
    anchorPoint = Point2D(x: Double(item.anchorPoint.x), y: Double(item.anchorPoint.y))
    let t = item.transform3D
    transform3D = Transform3D(
      m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23,
      m24: t.m24, m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42,
      m43: t.m43, m44: t.m44)
    alpha = Double(item.alpha)
    zIndex = item.zIndex
    isHidden = item.isHidden
  }
}
