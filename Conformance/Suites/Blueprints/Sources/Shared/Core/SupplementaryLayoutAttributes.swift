import CoreGraphics
import Foundation

public class SupplementaryLayoutAttributes: LayoutAttributes {
  var min: CGFloat = 0.0
  var max: CGFloat = 0.0
}
