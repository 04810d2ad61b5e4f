/// Auto Layout on views: anchors make constraints, views keep what is added, and each view's
/// layout pass solves the constraints that place its subviews (``UIView/layoutSubviews()``).
extension UIView {
  /// The metric a view without an intrinsic size reports (−1).
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest fitting size (`systemLayoutSizeFitting`; inert: fitting is not solved).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest fitting size (`systemLayoutSizeFitting`; inert: fitting is not solved).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .right)
  }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The first line's baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: .height)
  }

  /// The constraints added to this view.
  public var constraints: [NSLayoutConstraint] { storedConstraints }

  /// Adds `constraint` (kept, not solved).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    storedConstraints.append(constraint)
    constraint.isActive = true
  }

  /// Adds `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    storedConstraints.removeAll { $0 === constraint }
    constraint.isActive = false
  }

  /// Removes `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The safe area: the bounds less ``safeAreaInsets``.
  public var safeAreaLayoutGuide: UILayoutGuide {
    guide(named: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
  }

  /// The margins: the bounds less ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    guide(named: "UIViewLayoutMarginsGuide") { $0.layoutMargins }
  }

  /// The readable content area: the margins headless (ours: no text width is measured).
  public var readableContentGuide: UILayoutGuide {
    guide(named: "UIViewReadableContentGuide") { $0.layoutMargins }
  }

  /// The guide above the safe area (`UIViewController.topLayoutGuide`'s, before iOS 11): the
  /// bounds' top edge down to the safe area's top.
  var topLayoutSupportGuide: UILayoutGuide {
    guide(named: "UIViewControllerTopLayoutGuide") {
      UIEdgeInsets(top: 0, left: 0, bottom: $0.bounds.height - $0.safeAreaInsets.top, right: 0)
    }
  }

  /// The guide below the safe area (`UIViewController.bottomLayoutGuide`'s).
  var bottomLayoutSupportGuide: UILayoutGuide {
    guide(named: "UIViewControllerBottomLayoutGuide") {
      UIEdgeInsets(top: $0.bounds.height - $0.safeAreaInsets.bottom, left: 0, bottom: 0, right: 0)
    }
  }

  /// The guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

  /// Adds `layoutGuide`, owned by this view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    storedLayoutGuides.append(layoutGuide)
  }

  /// Removes `layoutGuide`.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    storedLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// Sets how strongly the view resists growing past its intrinsic size on `axis` (kept).
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis == .horizontal ? 0 : 1] = priority
  }

  /// The content hugging priority on `axis`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis == .horizontal ? 0 : 1]
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis` (kept).
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionPriorities[axis == .horizontal ? 0 : 1] = priority
  }

  /// The compression resistance priority on `axis`.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    compressionPriorities[axis == .horizontal ? 0 : 1]
  }

  /// Inert.
  public func setNeedsUpdateConstraints() {}

  /// Inert.
  public func updateConstraintsIfNeeded() {}

  /// Always false (inert: constraints are solved in each layout pass, never deferred).
  public func needsUpdateConstraints() -> Bool { false }

  /// The guide owned by this view whose frame is the bounds less `insets`, the same object on
  /// every call.
  private func guide(named identifier: String, insets: @escaping (UIView) -> UIEdgeInsets)
    -> UILayoutGuide
  {
    systemGuide(named: identifier) { $0.bounds.inset(by: insets($0)) }
  }

  /// The view's guide named `identifier`, made on first use with its rectangle `frame`.
  func systemGuide(named identifier: String, frame: @escaping (UIView) -> CGRect)
    -> UILayoutGuide
  {
    if let made = systemLayoutGuides[identifier] { return made }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.owningView = self
    guide.frameInOwner = frame
    systemLayoutGuides[identifier] = guide
    return guide
  }
}
