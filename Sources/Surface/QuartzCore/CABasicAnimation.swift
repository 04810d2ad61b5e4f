/// An animation of one property from one value to another.
///
/// The values are numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize`
/// or `CGRect`; a missing one is the layer's model value, as in Core Animation (`toValue` alone
/// runs from the current value, `byValue` adds to the start).
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change from the start value.
  open var byValue: Any?
}
