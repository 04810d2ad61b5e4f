import Testing
import UIKit

// No tolerance: the tests count calls.

/// A view that counts the layout passes reaching it and the layouts it runs.
private final class CountingView: UIView {
  var visits = 0
  var layouts = 0
  /// Run in this view's layout, once: an app's layout asking another view for one.
  var duringLayout: (() -> Void)?

  override func layoutIfNeeded() {
    visits += 1
    super.layoutIfNeeded()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    let action = duringLayout
    duringLayout = nil
    action?()
  }
}

/// A root, a container and two leaves, laid out once.
private struct Tree {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let container = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let first = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
  let second = CountingView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))

  init() {
    root.addSubview(container)
    container.addSubview(first)
    container.addSubview(second)
    root.layoutIfNeeded()
  }

  /// A 10-pt leaf added to `first`, and a pass from the root.
  func addLeafToFirst() -> CountingView {
    let leaf = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    first.addSubview(leaf)
    root.layoutIfNeeded()
    return leaf
  }
}

@Suite("UIView: a layout pass passes over views with nothing to lay out")
struct LayoutPassOverTests {
  @Test("a second pass with nothing asked for reaches no view below the root")
  func cleanSubtreeIsPassedOver() {
    let tree = Tree()
    #expect([tree.container, tree.first, tree.second].map(\.layouts) == [1, 1, 1])
    #expect([tree.container, tree.first, tree.second].map(\.visits) == [1, 1, 1])
    tree.root.layoutIfNeeded()
    // Fails with every view visited on every pass.
    #expect([tree.container, tree.first, tree.second].map(\.visits) == [1, 1, 1])
  }

  @Test("a view asking for layout deep in a passed-over subtree is laid out, and only it")
  func markedViewIsReached() {
    let tree = Tree()
    tree.second.setNeedsLayout()
    tree.root.layoutIfNeeded()
    // Fails with the mark not carried to the views above.
    #expect([tree.container, tree.first, tree.second].map(\.layouts) == [1, 1, 2])
    #expect([tree.container, tree.first, tree.second].map(\.visits) == [2, 1, 2])
  }

  @Test("a view added to a passed-over view is laid out in the next pass")
  func addedViewIsReached() {
    let tree = Tree()
    let added = tree.addLeafToFirst()
    #expect(added.layouts == 1)
    #expect(tree.first.layouts == 2)
    #expect(tree.second.visits == 1)
  }

  @Test("a layout that asks a view already passed for another gets it in the next pass")
  func layoutAskedDuringThePassIsKept() {
    let tree = Tree()
    tree.second.setNeedsLayout()
    tree.second.duringLayout = { tree.first.setNeedsLayout() }
    tree.root.layoutIfNeeded()
    #expect(tree.first.layouts == 1)
    tree.root.layoutIfNeeded()
    // Fails with the container's mark worked out from its subviews as each is passed, over the
    // mark the leaf's layout made on one passed earlier.
    #expect(tree.first.layouts == 2)
  }

  @Test("a view an app lays out itself still carries a mark from below to the next pass")
  func viewLaidOutByTheAppPassesMarksOn() {
    let tree = Tree()
    let deep = tree.addLeafToFirst()
    #expect(deep.layouts == 1)
    // The app lays the view out itself, outside a pass from above.
    tree.first.layoutIfNeeded()
    deep.setNeedsLayout()
    tree.root.layoutIfNeeded()
    // Fails with the view left marked and the container above it not.
    #expect(deep.layouts == 2)
  }

  @Test("a scroll view is reached in every pass, as it adjusts its insets to the safe area")
  func scrollViewIsAlwaysReached() {
    final class CountingScrollView: UIScrollView {
      var visits = 0
      override func layoutIfNeeded() {
        visits += 1
        super.layoutIfNeeded()
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView(frame: root.bounds)
    let scroll = CountingScrollView(frame: root.bounds)
    root.addSubview(container)
    container.addSubview(scroll)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(scroll.visits == 2)
  }
}
