import UIKit

extension UIColor {
  /// The UIKit colour of a SwiftUI colour: its red, green, blue and opacity.
  public convenience init(_ color: Color) {
    let parts = color.components
    func part(_ index: Int) -> CGFloat { index < parts.count ? CGFloat(parts[index]) : 0 }
    self.init(red: part(0), green: part(1), blue: part(2), alpha: parts.count > 3 ? part(3) : 1)
  }
}
