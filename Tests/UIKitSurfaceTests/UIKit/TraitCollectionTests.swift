import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

/// A controller and a view that write down the trait changes they hear of.
final class TraitLoggingController: UIViewController {
  let box = TraitLoggingView()
  var entries: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    box.controller = self
    view.addSubview(box)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    entries.append("controller " + Self.describe(previousTraitCollection, traitCollection))
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    entries.append("layout at \(view.bounds.width)")
  }

  static func describe(_ previous: UITraitCollection?, _ now: UITraitCollection) -> String {
    func name(_ sizeClass: UIUserInterfaceSizeClass?) -> String {
      switch sizeClass {
      case .compact: "C"
      case .regular: "R"
      case .unspecified, nil: "-"
      }
    }
    return "\(name(previous?.horizontalSizeClass))\(name(previous?.verticalSizeClass)) → "
      + "\(name(now.horizontalSizeClass))\(name(now.verticalSizeClass))"
  }
}

final class TraitLoggingView: UIView {
  weak var controller: TraitLoggingController?

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    controller?.entries.append(
      "view " + TraitLoggingController.describe(previousTraitCollection, traitCollection))
  }
}

enum TraitLoggingScreen: UIKitScreen {
  static let id = "trait-logging"
  static let summary = "A controller and a view that log trait changes."
  static let commands = [rotateCommand]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TraitLoggingController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    try performRotate(command, on: root, screen: id)
  }
}

@Suite("UITraitCollection: the device's scale and idiom, size classes that follow a rotation")
struct TraitCollectionTests {
  @Test("a view on an iPhone 15 Pro in portrait: 3×, phone, compact width, regular height")
  func portrait() {
    let traits = UIView(frame: .zero).traitCollection
    #expect(traits.displayScale == 3)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.containsTraits(in: UITraitCollection(displayScale: 3)))
    #expect(!traits.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
  }

  @Test(
    "landscape: compact height; regular width only on the large phones (896 pt and wider)",
    arguments: [
      (CGSize(width: 852, height: 393), UIUserInterfaceSizeClass.compact),
      (CGSize(width: 667, height: 375), .compact),
      (CGSize(width: 896, height: 414), .regular),
      (CGSize(width: 932, height: 430), .regular),
    ])
  func landscape(size: CGSize, width: UIUserInterfaceSizeClass) {
    let traits = UITraitCollection.screen(size: size, scale: 3, direction: .leftToRight)
    #expect(traits.horizontalSizeClass == width)
    #expect(traits.verticalSizeClass == .compact)
  }

  @Test("a rotation tells controllers, then views, of the new size classes before layout")
  func rotationAnnouncesTheChange() throws {
    let (scene, _) = try replayHosted(
      "wait 100ms\ncommand rotate 852x393\nwait 500ms\ncommand rotate 852x393",
      on: TraitLoggingScreen.self)
    let controller = try #require(scene.rootViewController as? TraitLoggingController)
    let start = try #require(controller.entries.firstIndex { $0.hasPrefix("controller") })
    // The second rotation to the same size changes no size class: nothing more is announced.
    #expect(
      Array(controller.entries[start...].prefix(3))
        == ["controller CR → CC", "view CR → CC", "layout at 852.0"])
    #expect(controller.entries.filter { !$0.hasPrefix("layout") }.count == 2)
  }
}
