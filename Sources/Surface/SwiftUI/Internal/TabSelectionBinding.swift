import UIKit

/// A page-style `TabView`'s selection as its scroll view's position: the page whose tag is the
/// selection, and the selection set to the tag of the page the scroll view settles on.
final class TabSelectionBinding<SelectionValue: Hashable>: ScrollPositionBinding {
  let selection: Binding<SelectionValue>
  weak var tabView: ViewNode?

  init(_ selection: Binding<SelectionValue>, tabView: ViewNode) {
    self.selection = selection
    self.tabView = tabView
    super.init(anchor: .topLeading)
  }

  /// The page the selection names; while a finger or a fling moves the pages, the page shown,
  /// so the scroll view is not sent back in mid-gesture.
  override func get() -> AnyHashable? {
    if let (scroll, scrollView, coordinator) = scrollParts(),
      coordinator.phase == .interacting || coordinator.phase == .decelerating
    {
      return coordinator.leadingTarget(in: scrollView)?.scrollTargetID
        ?? scroll.scrollTargets().first?.scrollTargetID
    }
    let wanted = AnyHashable(selection.wrappedValue)
    return pages().first { $0.tag == wanted }?.scrollTargetID
  }

  /// Follows the page shown only at rest: the selection is the settled page, not one passed on
  /// the way.
  override func set(_ id: AnyHashable?) {
    guard let (_, _, coordinator) = scrollParts(), coordinator.phase == .idle, let id else {
      return
    }
    select(pages().first { $0.scrollTargetID == id })
  }

  /// The scroll view came to rest: the selection becomes the page it shows.
  func settle() {
    guard let (_, scrollView, coordinator) = scrollParts() else { return }
    select(coordinator.leadingTarget(in: scrollView))
  }

  private func select(_ page: ViewNode?) {
    // A page with no tag of the selection's type is not selected (as SwiftUI ignores it).
    guard let value = page?.tag?.base as? SelectionValue, value != selection.wrappedValue else {
      return
    }
    selection.wrappedValue = value
  }

  private func pages() -> [ViewNode] { scrollParts()?.scroll.scrollTargets() ?? [] }

  private func scrollParts() -> (
    scroll: ViewNode, scrollView: UIScrollView, coordinator: ScrollCoordinator
  )? {
    guard let scroll = tabView?.firstScrollView,
      let scrollView = scroll.platformView as? UIScrollView
    else { return nil }
    let coordinator = scroll.modifierState(ScrollCoordinator.self) { ScrollCoordinator() }
    return (scroll, scrollView, coordinator)
  }
}

extension ViewNode {
  /// The first scroll view at or below the node.
  fileprivate var firstScrollView: ViewNode? {
    if laysOutScrollView, role == .view { return self }
    for child in children {
      if let found = child.firstScrollView { return found }
    }
    return nil
  }
}
