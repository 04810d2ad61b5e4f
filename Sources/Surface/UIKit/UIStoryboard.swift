import Foundation
import HeadlessRuntime

/// A storyboard (inert: archives are not loaded headless; build controllers in code).
open class UIStoryboard: NSObject {
  /// The storyboard's name.
  public let name: String

  /// The storyboard named `name` (inert: nothing is loaded).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// The initial controller: nil, as nothing is loaded headless.
  open func instantiateInitialViewController() -> UIViewController? { nil }

  /// The controller with `identifier`: reported (nothing is loaded headless) and an empty
  /// controller returned, as the method cannot return nil.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    HeadlessRuntime.current?.report(
      HeadlessProblem(
        type: "UIStoryboard", call: "instantiateViewController(withIdentifier:)",
        message:
          "storyboard \"\(name)\" is not loaded headless, so \"\(identifier)\" cannot be made; "
          + "create the controller in code"))
    return UIViewController()
  }
}

/// A transition between two controllers of a storyboard (inert: kept; the app may make and run one
/// itself; `perform()` does nothing, as the segue's kind is in the storyboard).
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController

  /// A segue from `source` to `destination`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Runs the segue (inert: its kind lives in the storyboard).
  open func perform() {}
}
