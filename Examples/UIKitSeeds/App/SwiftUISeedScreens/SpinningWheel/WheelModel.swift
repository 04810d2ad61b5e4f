import Observation
import SwiftUI

/// The wheel's cards and where it has turned to.
@Observable
public final class WheelModel {
  /// How many cards the wheel holds.
  public let itemCount: Int
  /// The card nearest the top.
  public var centeredItem = 0
  /// How far the wheel has scrolled, in points.
  var scrollOffset: CGFloat = 0

  public init(itemCount: Int = 30) {
    self.itemCount = itemCount
  }
}
