import CoreGraphics
import Foundation

public class MosaicPattern: NSObject {
  public enum Direction: Int {
    case horizontal, vertical
  }
  public enum Alignment: Int {
    case left, right
  }
  let amount: Int
  let alignment: MosaicPattern.Alignment
  let multiplier: CGFloat
  let direction: Direction

  public init(alignment: MosaicPattern.Alignment = .left,
                    direction: Direction = .vertical,
                    amount: Int,
                    multiplier: CGFloat) {
    self.alignment = alignment
    self.amount = amount
    self.multiplier = multiplier
    self.direction = direction
    super.init()
  }
}
