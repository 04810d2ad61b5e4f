// A page change set in code with animation: the new page slides in on the paging scroll view.

/// A page change `setViewControllers(_:direction:animated:completion:)` is sliding in.
struct PageTurnInCode {
  /// The page coming in.
  let target: UIViewController
  /// The page going out.
  let previous: UIViewController
  /// The app's completion, told whether the slide ran to its end.
  let completion: ((Bool) -> Void)?
}

extension UIPageViewController {
  /// Starts sliding `new` in from the `direction` side; false when the page view cannot slide
  /// (the curl, not on screen, no size, a drag on the pages), for a cut instead.
  func startTurnInCode(
    to new: UIViewController, from old: UIViewController, direction: NavigationDirection,
    completion: ((Bool) -> Void)?
  ) -> Bool {
    guard let pager, isViewLoaded, isAppearedOrAppearing, step > 0, !pager.isDragging else {
      return false
    }
    adopt(new)
    guard new.parent === self else { return false }
    // The new page takes the neighbour's slot on its side for the slide.
    if direction == .forward { after = new } else { before = new }
    relayout()
    let slot = slotIndex(of: new)
    place(new, slot: slot, in: pager)
    new.beginAppearanceTransition(true, animated: true)
    old.beginAppearanceTransition(false, animated: true)
    turnInCode = PageTurnInCode(target: new, previous: old, completion: completion)
    pager.isUserInteractionEnabled = false
    pager.setContentOffset(offset(ofSlot: slot), animated: true)
    return true
  }

  /// Ends the slide in progress (at its end, or cut short by another page set in code): the
  /// new page is the current one, its neighbours asked again, the completion told `finished`.
  func finishTurnInCode(finished: Bool) {
    guard let turn = turnInCode else { return }
    turnInCode = nil
    pager?.isUserInteractionEnabled = true
    if isAppearedOrAppearing {
      turn.target.endAppearanceTransition()
      turn.previous.endAppearanceTransition()
    }
    current = turn.target
    askNeighbours()
    relayout()
    releasePages()
    turn.completion?(finished)
  }
}
