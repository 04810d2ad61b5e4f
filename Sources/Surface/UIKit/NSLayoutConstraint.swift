/// A relation between two layout attributes, kept as the app made it.
///
/// Inert: HapticTape does not solve Auto Layout, so a constraint never moves a view; frames come from the app's code, its
/// layouts and its scroll views. Declared so that cells and controllers that build their
/// content with constraints compile unchanged.
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
  open private(set) var firstItem: AnyObject?
  /// The first item's attribute.
  open private(set) var firstAttribute: Attribute
  /// The relation.
  open private(set) var relation: Relation
  /// The second item, or nil for a constant.
  open private(set) var secondItem: AnyObject?
  /// The second item's attribute.
  open private(set) var secondAttribute: Attribute
  /// The multiplier of the second attribute.
  open private(set) var multiplier: CGFloat
  /// The constant added.
  open var constant: CGFloat
  /// The priority.
  open var priority = UILayoutPriority.required
  /// A name for debugging.
  open var identifier: String?
  /// Whether the constraint is active (kept; nothing is solved).
  open var isActive = false
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

  /// Activates each of `constraints`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
