/// A rectangle constraints can refer to, such as a view's safe area: its frame is its owning
/// view's bounds less the view's insets (a guide an app adds spans the bounds; it is not
/// solved), or a scroll view's content, whose size constraints to it decide.
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""
  /// The guide's rectangle in its owning view's coordinates: its bounds, or for a system guide
  /// the bounds less the safe area's or the margins' insets, a scroll view's content.
  var frameInOwner: (UIView) -> CGRect = { $0.bounds }
  /// The active constraints that name this guide, in the order they were activated.
  var activeConstraints: [NSLayoutConstraint] = []

  /// A guide with no owner.
  public override init() { super.init() }

  /// The guide's rectangle in its owning view's coordinates.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    return frameInOwner(owningView)
  }

  /// The leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The width.
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
