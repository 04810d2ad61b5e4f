import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// No tolerance: the tests compare call orders and counts exactly.

/// A controller that records the size changes it is forwarded, by name, and the trait changes
/// too when `hearsTraits` is set.
private final class NamedController: UIViewController {
  let name: String
  let heard: (String) -> Void
  var hearsTraits = false

  init(_ name: String, heard: @escaping (String) -> Void) {
    self.name = name
    self.heard = heard
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let vertical = newCollection.verticalSizeClass == .compact ? "compact" : "regular"
    if hearsTraits { heard("\(name) will be \(vertical) tall") }
    super.willTransition(to: newCollection, with: coordinator)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    heard("\(name) \(size.width)x\(size.height)")
    super.viewWillTransition(to: size, with: coordinator)
  }
}

@Suite("UIViewController children: size changes are forwarded, cycles are refused")
struct ViewControllerChildrenTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("viewWillTransition reaches children and grandchildren, depth first, in order added")
  func forwarded() {
    let runtime = HeadlessRuntime(display: display)
    var heard: [String] = []
    runtime.run {
      let root = NamedController("root") { heard.append($0) }
      let first = NamedController("first") { heard.append($0) }
      let grandchild = NamedController("grandchild") { heard.append($0) }
      let second = NamedController("second") { heard.append($0) }
      root.addChild(first)
      first.addChild(grandchild)
      root.addChild(second)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = root
      window.headlessTransition(
        to: CGSize(width: 852, height: 393), duration: 0.4, targetTransform: .identity)
      #expect(root.transitionCoordinator != nil)
      #expect(grandchild.transitionCoordinator === root.transitionCoordinator)
      runtime.advance(to: .milliseconds(400))
      #expect(grandchild.transitionCoordinator == nil)
    }
    #expect(
      heard == [
        "root 852.0x393.0", "first 852.0x393.0", "grandchild 852.0x393.0", "second 852.0x393.0",
      ])
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("adding a controller to itself or to its own descendant is reported and ignored")
  func cycles() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.addChild(parent)
      child.addChild(parent)
      #expect(parent.children.count == 1 && parent.children.first === child)
      #expect(child.children.isEmpty)
      #expect(parent.parent == nil)
    }
    let problems = runtime.takeProblems()
    #expect(problems.count == 2)
    #expect(problems.allSatisfy { $0.call == "addChild(_:)" })
  }
}

@Suite("UIViewController: a change of size class is announced before the size change")
struct ViewControllerTraitTransitionTests {
  @Test("turning a phone to landscape: willTransition(to:with:) first, to every child")
  func sizeClassChange() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    var heard: [String] = []
    runtime.run {
      let root = NamedController("root") { heard.append($0) }
      let child = NamedController("child") { heard.append($0) }
      root.hearsTraits = true
      child.hearsTraits = true
      root.addChild(child)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = root
      window.headlessTransition(
        to: CGSize(width: 852, height: 393), duration: 0.4, targetTransform: .identity)
      // A turn to a larger portrait keeps the size classes: no trait change is announced.
      window.headlessTransition(
        to: CGSize(width: 393, height: 900), duration: 0.4, targetTransform: .identity)
    }
    #expect(
      heard == [
        "root will be compact tall", "child will be compact tall", "root 852.0x393.0",
        "child 852.0x393.0", "root will be regular tall", "child will be regular tall",
        "root 393.0x900.0", "child 393.0x900.0",
      ])
  }
}
