import UIKit

/// A half pizza: the round picture in a square cell, shown from its seam side.
public class PizzaHalfCell: UICollectionViewCell {
  var halfOrientation: PizzaHalfOrientation = .left {
    didSet {
      contentView.contentMode = halfOrientation == .left ? .topRight : .topLeft
      self.setNeedsLayout()
    }
  }
}
