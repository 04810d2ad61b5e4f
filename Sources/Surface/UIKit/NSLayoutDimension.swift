/// A width or height, which can also equal a constant or another dimension times a multiplier.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self = c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(nil, .equal, constant: c)
  }

  /// `self ≥ c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(nil, .greaterThanOrEqual, constant: c)
  }

  /// `self ≤ c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(nil, .lessThanOrEqual, constant: c)
  }

  /// `self = anchor × m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { constraint(anchor, .equal, multiplier: m, constant: 0) }

  /// `self = anchor × m + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { constraint(anchor, .equal, multiplier: m, constant: c) }

  /// `self ≥ anchor × m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { constraint(anchor, .greaterThanOrEqual, multiplier: m, constant: 0) }

  /// `self ≤ anchor × m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { constraint(anchor, .lessThanOrEqual, multiplier: m, constant: 0) }

  /// `self ≥ anchor × m + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .greaterThanOrEqual, multiplier: m, constant: c)
  }

  /// `self ≤ anchor × m + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .lessThanOrEqual, multiplier: m, constant: c)
  }
}
