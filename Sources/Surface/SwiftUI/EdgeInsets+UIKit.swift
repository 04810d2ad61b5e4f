import UIKit

extension EdgeInsets {
  /// The same insets as UIKit's directional ones (`EdgeInsets(.zero)` among them).
  public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
    self.init(
      top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
      trailing: nsEdgeInsets.trailing)
  }
}
