/// A relation between two layout attributes.
///
/// Active constraints place the views that opt in (`translatesAutoresizingMaskIntoConstraints`
/// false) in their superview's layout pass: the superview solves the constraints among itself,
/// its layout guides and its subviews (see ``UIView/layoutSubviews()``). Items hold the
/// constraint weakly, as UIKit's do not keep views alive through their constraints.
open class NSLayoutConstraint: NSObject {
  /// A part of a view's frame a constraint relates.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// How the two sides compare.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// A layout axis (content hugging and compression resistance).
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical = 1
  }

  /// The first item (a view or layout guide).
  open private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  open private(set) var firstAttribute: Attribute
  /// The relation.
  open private(set) var relation: Relation
  /// The second item, or nil for a constant.
  open private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  open private(set) var secondAttribute: Attribute
  /// The multiplier of the second attribute.
  open private(set) var multiplier: CGFloat
  /// The constant added.
  open var constant: CGFloat {
    didSet { if isActive { itemsNeedLayout() } }
  }
  /// The priority.
  open var priority = UILayoutPriority.required {
    didSet { if isActive { itemsNeedLayout() } }
  }
  /// A name for debugging.
  open var identifier: String?
  /// Whether the constraint is active: its items' superviews solve it in their layout.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      for item in items {
        if isActive {
          item.activeConstraints.append(self)
        } else {
          item.activeConstraints.removeAll { $0 === self }
        }
      }
      itemsNeedLayout()
    }
  }
  /// Inert.
  open var shouldBeArchived = false

  /// A constraint `item1.attr1 relation item2.attr2 × multiplier + c`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Marks the views that lay out this constraint's items as needing layout.
  private func itemsNeedLayout() {
    for item in items { item.constraintsChanged() }
  }

  /// The items that are views or layout guides (what a layout pass can place).
  private var items: [any LayoutConstraintItem] {
    [firstItem, secondItem].compactMap { $0 as? any LayoutConstraintItem }
  }

  /// Activates each of `constraints`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
