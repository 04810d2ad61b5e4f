/// The top and bottom layout guides of a view controller from before iOS 11
/// (`topLayoutGuide`, `bottomLayoutGuide`), replaced by the safe area.
public protocol UILayoutSupport: AnyObject {
  /// The guide's height: the safe area's top or bottom inset.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
  /// The guide's height.
  public var length: CGFloat { layoutFrame.height }
}
