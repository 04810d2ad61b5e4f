import Foundation

/// UIKit's additions to `NSIndexPath`, for code written before `IndexPath` that reads positions
/// through `(indexPath as NSIndexPath).row`.
///
/// A path too short for a position reads 0 there, as ``IndexPath``'s `row` does here (ours),
/// rather than trapping.
extension NSIndexPath {
  /// The index at position 1: a table view's row in its section.
  public var row: Int { index(orZeroAt: 1) }
  /// The index at position 1: a collection view's item in its section.
  public var item: Int { index(orZeroAt: 1) }
  /// The index at position 0: the section.
  public var section: Int { index(orZeroAt: 0) }

  private func index(orZeroAt position: Int) -> Int {
    position < length ? index(atPosition: position) : 0
  }

  /// The path of `row` in `section`.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The path of `item` in `section`.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }
}
