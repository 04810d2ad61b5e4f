import HeadlessRuntime

/// A view controller whose view is a table view it is the data source and delegate of, as in
/// UIKit: a subclass overrides the data source, delegate and scroll view methods it needs.
///
/// ```swift
/// final class SettingsViewController: UITableViewController {
///   init() { super.init(style: .insetGrouped) }
///   required init?(coder: NSCoder) { fatalError() }
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
///     -> Int { 12 }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell {
///     tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
///   }
/// }
/// ```
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let initialStyle: UITableView.Style
  private var ownTableView: UITableView?

  /// Whether the selection is cleared when the view appears (inert headless).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose table view has `style`.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table view (a nib is not loaded headless; pass nil).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table view, created with the controller's view.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return ownTableView
    }
    set {
      ownTableView = newValue
      view = newValue
    }
  }

  /// The table view's pull-to-refresh control (`tableView.refreshControl`, as in UIKit).
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Creates a screen-sized table view in the controller's style, with this controller as its
  /// data source and delegate.
  open override func loadView() {
    let tableView = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
    tableView.dataSource = self
    tableView.delegate = self
    ownTableView = tableView
    view = tableView
  }

  // MARK: - Data source

  /// No rows; a subclass overrides this.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A subclass overrides this; the default reports the omission and returns a plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.report(
      "tableView(_:cellForRowAt:)",
      "\(type(of: self)) reports rows but does not override tableView(_:cellForRowAt:)")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Rows can be edited: they swipe when they have actions.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.defaultEditabilityWasAsked = true
    return true
  }
  /// Rows cannot be moved (inert).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// No section index (inert).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// Does nothing: a subclass that overrides it gets the Delete swipe action on its rows.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.defaultCommitWasCalled = true
  }

  // MARK: - Delegate

  /// The table's ``UITableView/rowHeight`` (every row then shares it, and is not asked again).
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.defaultRowHeightWasAsked = true
    return tableView.rowHeight
  }
  /// The table's ``UITableView/sectionHeaderHeight``.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``UITableView/sectionFooterHeight``.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// ``UITableView/automaticDimension`` (inert).
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { UITableView.automaticDimension }
  /// Delete: rows without trailing swipe actions show the Delete action.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    tableView.defaultEditabilityWasAsked = true
    return .delete
  }
  /// No header view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// Rows highlight.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The tapped row is selected.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// The row is deselected.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// No leading swipe actions.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No trailing swipe actions: the Delete action when a subclass commits deletions.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No row actions.
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  { nil }
  /// No title: the Delete action is titled "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// Does nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  // MARK: - Scroll view delegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Never called (zooming is not modelled).
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Never called (zooming is not modelled).
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Never called (zooming is not modelled).
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Scrolling to the top is allowed.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
