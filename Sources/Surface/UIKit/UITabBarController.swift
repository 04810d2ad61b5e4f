import HeadlessRuntime

/// Tabs, one view controller each, with a bar at the bottom to switch between them, as UIKit's
/// `UITabBarController`.
///
/// It is a container: every tab's controller is its child, and the selected controller's view
/// fills the tab bar controller's view under the bar, which is ``barHeight`` tall along the
/// bottom (49 pt plus the bottom safe area, as UIKit's: 83 pt on an iPhone 15 Pro). As in UIKit,
/// the view runs under a translucent bar (the default) and the bar's height joins its safe
/// area, so a scroll view filling it scrolls its last rows above the bar; under an opaque bar
/// (`tabBar.isTranslucent = false`) the view ends above the bar. Only the selected view and the
/// bar are in the hierarchy, and the bar is on top, so touches on the bar reach the bar.
///
/// A tap on the bar (equal-width items) asks the delegate's
/// `tabBarController(_:shouldSelect:)`, selects the tab, then tells
/// `tabBarController(_:didSelect:)`. Switching calls the appearance callbacks at once in
/// UIKit's order: the old tab's `viewWillDisappear`, the new one's `viewWillAppear`, the old
/// one's `viewDidDisappear`, the new one's `viewDidAppear` (ours: the switch is a cut, as UIKit's
/// default). Tapping the selected tab when it is a navigation controller pops it to its root,
/// animated, as UIKit does. Setting ``selectedIndex`` or ``selectedViewController`` in code
/// selects without asking the delegate, as UIKit's.
///
/// More than five tabs share the bar equally (ours: UIKit's "More" tab and
/// `moreNavigationController` are not modelled).
open class UITabBarController: UIViewController {
  /// The height of the bar without the safe area, as UIKit's on an iPhone.
  public static let standardBarHeight: CGFloat = 49

  /// The bar (its items are the tabs' `tabBarItem`s).
  open private(set) var tabBar = UITabBar(
    frame: CGRect(
      x: 0, y: UIScreen.main.bounds.height - standardBarHeight, width: UIScreen.main.bounds.width,
      height: standardBarHeight))
  /// The delegate.
  open weak var delegate: (any UITabBarControllerDelegate)?
  /// The controllers the user may reorder (inert: customising is not modelled).
  open var customizableViewControllers: [UIViewController]?

  private var tabs: [UIViewController] = []
  private var selected: Int?

  /// A tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.itemTapped = { [weak self] index in self?.userSelected(index) }
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The tabs' controllers, left to right; setting them is
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The index of the selected tab; `NSNotFound` when there are no tabs.
  ///
  /// Setting an index outside the tabs does nothing (UIKit ignores it too).
  open var selectedIndex: Int {
    get { selected ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(newValue)
    }
  }

  /// The selected tab's controller.
  ///
  /// Setting a controller that is not a tab is reported and ignored (UIKit raises an
  /// exception).
  open var selectedViewController: UIViewController? {
    get { selected.map { tabs[$0] } }
    set {
      guard let newValue else { return }
      guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
        return report("selectedViewController", "the controller is not one of the tabs")
      }
      select(index)
    }
  }

  /// The bar's height: ``standardBarHeight`` plus the view's bottom safe area.
  open var barHeight: CGFloat {
    Self.standardBarHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0)
  }

  /// Replaces the tabs (`animated` is inert).
  ///
  /// The selected controller stays selected when it is still a tab; else the tab at the old
  /// index (clamped to the last) is selected. A list that holds a controller twice is reported
  /// and ignored (UIKit raises an exception).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    for (index, controller) in new.enumerated()
    where new[..<index].contains(where: { $0 === controller }) {
      return report(
        "setViewControllers(_:animated:)", "the tabs hold \(type(of: controller)) twice")
    }
    let oldSelected = selectedViewController
    let oldIndex = selected ?? 0
    let removed = tabs.filter { controller in !new.contains { $0 === controller } }
    for controller in removed { controller.willMove(toParent: nil) }
    defer {
      for controller in removed {
        controller.removeFromParent()
        controller.didMove(toParent: nil)
      }
    }
    var kept: [UIViewController] = []
    for controller in new {
      if controller.parent !== self {
        addChild(controller)
        guard controller.parent === self else { continue }
        controller.didMove(toParent: self)
      }
      kept.append(controller)
    }
    tabs = kept
    tabBar.items = kept.compactMap { $0.tabBarItem }
    let index =
      oldSelected.flatMap { old in kept.firstIndex { $0 === old } } ?? min(oldIndex, kept.count - 1)
    selected = kept.isEmpty ? nil : index
    tabBar.selectedItem = kept.isEmpty ? nil : kept[index].tabBarItem
    let shown = kept.isEmpty ? nil : kept[index]
    if shown !== oldSelected { transition(from: oldSelected, to: shown) }
  }

  open override func loadView() {
    super.loadView()
    guard let container = viewIfLoaded else { return }
    layoutBar(in: container)
    container.addSubview(tabBar)
    if let shown = selectedViewController { place(shown, in: container) }
  }

  /// A tap on the bar's item at `index`: asks the delegate, selects, tells the delegate.
  private func userSelected(_ index: Int) {
    guard tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if index == selected, let navigation = controller as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    }
    select(index)
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Shows the tab at `index` in place of the selected one.
  private func select(_ index: Int) {
    let new = tabs[index]
    tabBar.selectedItem = new.tabBarItem
    guard index != selected else { return }
    let old = selectedViewController
    selected = index
    transition(from: old, to: new)
  }

  /// Puts `new`'s view in place of `old`'s, with the appearance callbacks when on screen.
  private func transition(from old: UIViewController?, to new: UIViewController?) {
    guard let container = viewIfLoaded else { return }
    if let new { place(new, in: container) }
    let onScreen = isAppearedOrAppearing
    if onScreen {
      old?.beginAppearanceTransition(false, animated: false)
      new?.beginAppearanceTransition(true, animated: false)
    }
    if let old { hide(old) }
    if onScreen {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }

  /// The bar grows by the bottom safe area once the layout pass brings it.
  override func safeAreaDidChange() {
    guard let container = viewIfLoaded else { return }
    layoutBar(in: container)
    if let selected = selectedViewController?.viewIfLoaded, selected.superview === container {
      selected.frame = tabFrame(in: container.bounds)
    }
  }

  /// Takes `controller`'s view out of the tab bar controller's view.
  private func hide(_ controller: UIViewController) {
    if let view = controller.viewIfLoaded, let container = viewIfLoaded,
      view.superview === container
    {
      view.removeFromSuperview()
    }
  }

  /// Puts `controller`'s view under the bar (above it when the bar is opaque), following the
  /// container's size.
  private func place(_ controller: UIViewController, in container: UIView) {
    guard let view = controller.view else { return }
    view.frame = tabFrame(in: container.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(view, belowSubview: tabBar)
  }

  /// Where a tab's view goes: the whole container under a translucent bar, the space above an
  /// opaque one.
  private func tabFrame(in bounds: CGRect) -> CGRect {
    let height = tabBar.isTranslucent ? bounds.height : max(bounds.height - barHeight, 0)
    return CGRect(x: 0, y: 0, width: bounds.width, height: height)
  }

  private func layoutBar(in container: UIView) {
    let bounds = container.bounds
    let height = barHeight
    tabBar.frame = CGRect(
      x: 0, y: max(bounds.height - height, 0), width: bounds.width, height: height)
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
  }
}

extension UITabBarController {
  /// `insets` of the selected tab's view with the part of the bar over it.
  func tabSafeArea(around insets: UIEdgeInsets, of tab: UIViewController) -> UIEdgeInsets {
    guard !tabBar.isHidden, let view = tab.viewIfLoaded, let container = viewIfLoaded,
      view.superview === container
    else { return insets }
    var adjusted = insets
    let covered = view.frame.maxY - tabBar.frame.minY
    adjusted.bottom = max(insets.bottom, min(max(covered, 0), view.bounds.height))
    return adjusted
  }
}
