/// One attribute of a view or layout guide, to make constraints from.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide.
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// `self = anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(anchor, .equal, constant: 0)
  }

  /// `self ≥ anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { constraint(anchor, .greaterThanOrEqual, constant: 0) }

  /// `self ≤ anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(anchor, .lessThanOrEqual, constant: 0)
  }

  /// `self = anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { constraint(anchor, .equal, constant: c) }

  /// `self ≥ anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { constraint(anchor, .greaterThanOrEqual, constant: c) }

  /// `self ≤ anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { constraint(anchor, .lessThanOrEqual, constant: c) }

  func constraint(
    _ anchor: NSLayoutAnchor<AnchorType>?, _ relation: NSLayoutConstraint.Relation,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}
