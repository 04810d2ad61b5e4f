import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

/// A controller that registers for trait changes as iOS 17 code does, and writes down what it
/// hears: by closure for the height size class, by selector on its view for the width one, and
/// for the appearance, which never changes headless.
final class TraitRegisteringController: UIViewController {
  var entries: [String] = []
  private var unregistered: (any UITraitChangeRegistration)?

  override func viewDidLoad() {
    super.viewDidLoad()
    registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (self: Self, previous: UITraitCollection) in
      let now = self.traitCollection.verticalSizeClass
      self.entries.append("height \(previous.verticalSizeClass) → \(now)")
    }
    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
      self.entries.append("style")
    }
    view.registerForTraitChanges(
      [UITraitHorizontalSizeClass.self], target: self,
      action: Selector(method: "widthChanged", TraitRegisteringController.widthChanged))
    unregistered = registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _) in
      self.entries.append("unregistered")
    }
    if let unregistered { unregisterForTraitChanges(unregistered) }
  }

  func widthChanged() { entries.append("width") }
}

enum TraitRegisteringScreen: UIKitScreen {
  static let id = "trait-registering"
  static let summary = "A controller that registers for trait changes."
  static let commands = [rotateCommand]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TraitRegisteringController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    try performRotate(command, on: root, screen: id)
  }
}

@Suite("registerForTraitChanges: told of the traits that changed, after traitCollectionDidChange")
struct TraitChangeRegistrationTests {
  @Test func aRotationTellsTheRegistrationsOfTheTraitsItChanged() throws {
    // To 852 × 393: compact height (from regular), width compact still; then to the 932-pt
    // landscape of a Max: the width becomes regular. The appearance never changes.
    let (scene, _) = try replayHosted(
      "wait 100ms\ncommand rotate 852x393\nwait 500ms\ncommand rotate 932x430\nwait 500ms",
      on: TraitRegisteringScreen.self)
    let controller = try #require(scene.rootViewController as? TraitRegisteringController)
    #expect(controller.entries == ["height regular → compact", "width"])
  }
}
