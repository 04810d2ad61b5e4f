/// A bar that knows where it sits.
public protocol UIBarPositioning: AnyObject {
  /// Where the bar sits.
  var barPosition: UIBarPosition { get }
}

/// The delegate of a bar that asks where it sits.
///
/// All methods are optional.
public protocol UIBarPositioningDelegate: AnyObject {
  /// Where `bar` sits: a toolbar asks when it is shown.
  func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
  public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
