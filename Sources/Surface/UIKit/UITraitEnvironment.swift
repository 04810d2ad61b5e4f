/// An object with traits: views and view controllers.
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits the object is in.
  var traitCollection: UITraitCollection { get }
  /// Called when the traits changed (headless: after a rotation that changes the size classes).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
