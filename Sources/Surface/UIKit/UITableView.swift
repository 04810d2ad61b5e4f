import HeadlessRuntime
import TouchCore
import TouchModel

/// A scroll view that shows rows in sections, one above the other, as cells the data source
/// provides and the table reuses, as in UIKit.
///
/// On each layout pass (``layoutSubviews()``, after every scrolled frame) the table reads its
/// geometry if the data changed (row counts, then each height from the delegate or
/// ``rowHeight``), sets ``UIScrollView/contentSize`` to the table's width and the stacked
/// heights, then shows cells for the rows that meet the visible bounds, recycling the cells of
/// rows that left. Rows are found by binary search on their cumulative heights: a frame costs
/// the rows on screen, not the rows in the table.
///
/// ```swift
/// final class Contacts: NSObject, UITableViewDataSource, UITableViewDelegate {
///   let names = ["Ada", "Grace", "Linus"]
///
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     names.count
///   }
///
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     cell.textLabel?.text = names[indexPath.row]
///     return cell
///   }
/// }
///
/// let contacts = Contacts()
/// let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
/// tableView.rowHeight = 60
/// tableView.dataSource = contacts
/// tableView.delegate = contacts  // also the scroll view's delegate
/// ```
///
/// What UIKit stops on with an exception (a height that is negative or not finite, a cell shown
/// twice, dequeuing an unregistered identifier, a batch update whose counts do not add up,
/// scrolling to a row that does not exist) is reported to the runtime as a
/// ``HeadlessProblem`` naming the type and the call, and the table carries on without the bad
/// value.
///
/// A mostly horizontal drag that starts on a row swipes it aside to reveal the delegate's
/// leading or trailing ``UISwipeActionsConfiguration`` (or UIKit's Delete action for a data
/// source that commits deletions): the row follows the finger, rests open or closes on lift,
/// and a full swipe or a tap on an action runs its handler (`Internal/CellSwipe.swift` and
/// docs/compatibility/uikit.md give the thresholds; a list's cells swipe the same way).
///
/// > Note: ``delegate`` is the scroll view's property, typed `UIScrollViewDelegate?` (Swift
/// > cannot narrow an overridden property's type as Objective-C does). Assigning a
/// > ``UITableViewDelegate`` compiles unchanged and receives both sets of callbacks.
open class UITableView: UIScrollView {
  /// The value that asks the table for a default height (UIKit's is -1).
  ///
  /// Headless, a row cannot size itself to its content (ours): an automatic row is
  /// ``estimatedRowHeight`` tall when that is positive, else 44 pt, UIKit's standard row. An
  /// automatic header or footer is ``estimatedSectionHeaderHeight`` (or footer) when positive,
  /// else 28 pt when the data source gives the section a title, else 0.
  public static let automaticDimension: CGFloat = -1

  /// The table views' appearance proxy (inert; what is set on ``UIScrollView/appearance()``
  /// reaches table views too).
  open override class func appearance() -> UITableView { UIAppearanceProxies.tableView }

  /// The table's style, fixed at creation.
  public let style: Style

  /// The data source: section and row counts and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }

  /// The delegate: scroll callbacks, and table callbacks when it is a ``UITableViewDelegate``.
  ///
  /// Setting it reads the heights again on the next layout pass.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      loadedGeometry = nil
      setNeedsLayout()
    }
  }

  /// Every row's height unless the delegate gives one; ``automaticDimension`` by default.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { heightDidChange(\.rowHeight, "rowHeight", from: oldValue) }
  }
  /// Every header's height unless the delegate gives one; ``automaticDimension`` by default.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { heightDidChange(\.sectionHeaderHeight, "sectionHeaderHeight", from: oldValue) }
  }
  /// Every footer's height unless the delegate gives one; ``automaticDimension`` by default.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { heightDidChange(\.sectionFooterHeight, "sectionFooterHeight", from: oldValue) }
  }
  /// The height automatic rows take headless; ``automaticDimension`` by default.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { heightDidChange(\.estimatedRowHeight, "estimatedRowHeight", from: oldValue) }
  }
  /// The height automatic headers take headless; ``automaticDimension`` by default.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet {
      heightDidChange(
        \.estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight", from: oldValue)
    }
  }
  /// The height automatic footers take headless; ``automaticDimension`` by default.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet {
      heightDidChange(
        \.estimatedSectionFooterHeight, "estimatedSectionFooterHeight", from: oldValue)
    }
  }
  /// A view above the first section: it keeps its height and takes the table's width.
  open var tableHeaderView: UIView? {
    didSet { replaceTableView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section: it keeps its height and takes the table's width.
  open var tableFooterView: UIView? {
    didSet { replaceTableView(oldValue, with: tableFooterView) }
  }
  /// Whether a tap selects rows; `true` by default.
  open var allowsSelection = true
  /// Whether more than one row may be selected; `false` by default.
  open var allowsMultipleSelection = false
  /// Whether the table is in editing mode (editing controls are inert); setting it calls
  /// ``setEditing(_:animated:)`` without animation, as in UIKit.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  private var editingState = false
  /// Whether rows can be selected while editing (inert).
  open var allowsSelectionDuringEditing = false
  /// A view behind the content (inert).
  open var backgroundView: UIView?
  /// The separators' insets (inert: separators are not drawn).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The separators' colour (inert).
  open var separatorColor: UIColor?
  /// The separators' style (inert: separators are not drawn).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// The top padding of headers in iOS 15's plain style (inert: 0 headless, ours).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// Whether cells are requested before they show (inert: cells are requested when they show).
  open var isPrefetchingEnabled = true

  var cellClasses: [String: AnyClass] = [:]
  var headerFooterClasses: [String: AnyClass] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
  var cellsByIndexPath: [IndexPath: UITableViewCell] = [:] { didSet { sortedCells = nil } }
  /// ``visibleCells`` as last sorted, until the cells on screen change: apps read it several
  /// times a frame (an index loop reads it once per cell).
  var sortedCells: [UITableViewCell]?
  var headerViews: [Int: UIView] = [:]
  var footerViews: [Int: UIView] = [:]
  var selection: [IndexPath] = []
  /// Row counts per section, read from the data source once per reload.
  var rowCounts: [Int]?
  /// The geometry for ``rowCounts``, built on first use after a change.
  var loadedGeometry: UITableViewGeometry?
  var isLayingOutRows = false
  /// Set by the delegate's default `tableView(_:heightForRowAt:)`: rows are then all
  /// ``rowHeight`` tall and need not be asked one by one.
  package var defaultRowHeightWasAsked = false
  /// The row whose cell is being requested from the data source.
  var indexPathBeingRequested: IndexPath?
  /// The cell on screen a diffable data source is reconfiguring: dequeuing for its index path
  /// with its identifier returns it, as UIKit's `reconfigureItems` does.
  var cellBeingReconfigured: (indexPath: IndexPath, cell: UITableViewCell)?
  /// The changes of the open `beginUpdates`/`performBatchUpdates`, and how deep they nest.
  var batch: UICollectionViewBatchUpdate?
  var batchDepth = 0
  /// The rows' swipes (see `UITableView+SwipeActions.swift`).
  let rowSwipes = CellSwipeTracker()
  /// Set by the data source's default `tableView(_:commit:forRowAt:)`.
  package var defaultCommitWasCalled = false
  /// Set by the defaults of the data source's `canEditRowAt` and the delegate's
  /// `editingStyleForRowAt`: whether the app's own code said its rows edit.
  package var defaultEditabilityWasAsked = false
  /// The data source seen using the default `commit`: its rows get no Delete action.
  var dataSourceWithoutCommit: ObjectIdentifier?

  /// Counts beyond these are reported and cut (ours: far beyond a screen; a reload is linear in
  /// them when the delegate gives each row's height).
  static let maximumSections = 100_000
  static let maximumRowsPerSection = 1_000_000
  /// The headless height of an automatic row without an estimate: UIKit's standard row (ours).
  static let standardRowHeight: CGFloat = 44
  /// The headless height of an automatic header or footer with a title (ours).
  static let standardTitleHeight: CGFloat = 28

  /// A table with `frame` in `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// A plain table with `frame`.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Storyboards are not supported headless (inert); returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Data

  /// The number of sections the data source reports (1 when it does not say, 0 without a data
  /// source).
  open var numberOfSections: Int { loadedRowCounts().count }

  /// The number of rows in `section`; 0 (and a reported problem) for a section that does not
  /// exist.
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = loadedRowCounts()
    guard counts.indices.contains(section) else {
      report(
        "numberOfRows(inSection:)",
        "section \(section) does not exist; there are \(counts.count) sections")
      return 0
    }
    return counts[section]
  }

  /// Reads the counts and heights again and recycles every cell; the next layout pass asks for
  /// the visible rows' cells.
  ///
  /// The selection is cleared, as UIKit's reload clears it (undocumented; apps that keep a
  /// selection across a reload select the rows again afterwards).
  open func reloadData() {
    endRowSwipeAtOnce()
    selection.removeAll()
    rowCounts = nil
    loadedGeometry = nil
    recycleAllViews()
    setNeedsLayout()
  }

  /// The counts, read from the data source if they are not loaded.
  func loadedRowCounts() -> [Int] {
    if let rowCounts { return rowCounts }
    let counts = readRowCounts()
    rowCounts = counts
    selection.removeAll { indexPath in
      !(counts.indices.contains(indexPath.section) && indexPath.row < counts[indexPath.section])
    }
    return counts
  }

  /// The data source's counts now, checked: negative counts are 0, huge ones are cut.
  func readRowCounts() -> [Int] {
    guard let dataSource else { return [] }
    let counts = DataSourceCounts(
      type: String(describing: Swift.type(of: dataSource)), maximumSections: Self.maximumSections,
      maximumPerSection: Self.maximumRowsPerSection,
      countCall: "tableView(_:numberOfRowsInSection:)", countName: "a row count")
    return counts.read(
      sections: { dataSource.numberOfSections(in: self) },
      count: { dataSource.tableView(self, numberOfRowsInSection: $0) })
  }

  /// Whether the row at `indexPath` exists in the loaded counts.
  func rowExists(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let counts = loadedRowCounts()
    return counts.indices.contains(indexPath.section)
      && (0..<counts[indexPath.section]).contains(indexPath.row)
  }

  // MARK: - Batch updates

  /// Applies the insertions, deletions, moves and reloads made in `updates` as one change:
  /// checks them against the data source's counts before and after (as UIKit does), moves the
  /// cells and the selection to their new index paths, lays out the end state, then calls
  /// `completion` with `true`.
  ///
  /// Counts that do not add up, or an index path that does not exist, are reported (UIKit
  /// raises an `NSInternalInconsistencyException`); the table then reloads all its data and
  /// `completion` gets `false`. Animations are not modelled: the change is immediate and
  /// `completion` runs before this method returns (ours).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    let succeeded = finishUpdates(call: "performBatchUpdates(_:completion:)")
    completion?(succeeded)
  }

  /// Opens a group of insertions, deletions, moves and reloads applied together by
  /// ``endUpdates()``; groups nest, as in UIKit.
  open func beginUpdates() {
    if batchDepth == 0 {
      _ = loadedRowCounts()
      batch = UICollectionViewBatchUpdate()
    }
    batchDepth += 1
  }

  /// Applies the group opened by ``beginUpdates()`` (see ``performBatchUpdates(_:completion:)``).
  open func endUpdates() {
    _ = finishUpdates(call: "endUpdates()")
  }

  /// Inserts rows at `indexPaths` (index paths after the update).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("insertRows(at:with:)") { $0.insertedItems += indexPaths }
  }

  /// Deletes the rows at `indexPaths` (index paths before the update).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("deleteRows(at:with:)") { $0.deletedItems += indexPaths }
  }

  /// Reloads the rows at `indexPaths`: their cells are requested again.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("reloadRows(at:with:)") { $0.reloadedItems += indexPaths }
  }

  /// Moves the row at `indexPath` to `newIndexPath`.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveRow(at:to:)") { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts the sections in `sections` (indexes after the update).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("insertSections(_:with:)") { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections in `sections` (indexes before the update).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("deleteSections(_:with:)") { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads the sections in `sections`: their cells are requested again.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("reloadSections(_:with:)") { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves section `section` to `newSection`, with its rows.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection(_:toSection:)") { $0.movedSections.append((section, newSection)) }
  }

  // MARK: - Registration and dequeuing

  /// Registers `cellClass` (a ``UITableViewCell`` subclass) for `identifier`; `nil`
  /// unregisters it.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers `aClass` (a ``UITableViewHeaderFooterView`` subclass) for header and footer
  /// views with `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass
  }

  /// A recycled cell for `identifier` (after its ``UITableViewCell/prepareForReuse()``), a new
  /// one of the registered class, or nil when neither exists, as in UIKit.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let recycled = reusableCells[identifier]?.popLast() {
      recycled.prepareForReuse()
      return recycled
    }
    guard let registered = cellClasses[identifier] else { return nil }
    let cellClass = registered as? UITableViewCell.Type ?? UITableViewCell.self
    return cellClass.init(registeredReuseIdentifier: identifier)
  }

  /// A cell for the row at `indexPath`, recycled or new of the registered class, sized to the
  /// row.
  ///
  /// An identifier with no registered class is reported (UIKit raises an exception) and a plain
  /// cell is returned.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let reconfigured = cellBeingReconfigured, reconfigured.indexPath == indexPath,
      reconfigured.cell.reuseIdentifier == identifier
    {
      return reconfigured.cell
    }
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      report(
        "dequeueReusableCell(withIdentifier:for:)",
        "no class is registered for reuse identifier \"\(identifier)\"; call "
          + "register(_:forCellReuseIdentifier:) first (UIKit raises an exception)")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if let rect = rectIfRowExists(indexPath) { cell.frame = rect }
    return cell
  }

  /// A recycled header or footer view for `identifier`, a new one of the registered class, or
  /// nil when neither exists.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let recycled = reusableHeaderFooterViews[identifier]?.popLast() {
      recycled.prepareForReuse()
      return recycled
    }
    guard let registered = headerFooterClasses[identifier] else { return nil }
    let viewClass =
      registered as? UITableViewHeaderFooterView.Type ?? UITableViewHeaderFooterView.self
    return viewClass.init(registeredReuseIdentifier: identifier)
  }

  // MARK: - Visible rows

  /// The cells on screen, in row order.
  open var visibleCells: [UITableViewCell] {
    if let sortedCells { return sortedCells }
    let sorted = cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    sortedCells = sorted
    return sorted
  }

  /// The index paths of the rows on screen, in order; nil when none is (as UIKit's optional).
  open var indexPathsForVisibleRows: [IndexPath]? {
    cellsByIndexPath.isEmpty ? nil : cellsByIndexPath.keys.sorted()
  }

  /// The cell on screen for the row at `indexPath`, or nil when the row is not on screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// The index path of the row `cell` shows, if it is on screen.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The header view on screen for `section`, if it is a ``UITableViewHeaderFooterView``.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    headerViews[section] as? UITableViewHeaderFooterView
  }

  /// The footer view on screen for `section`, if it is a ``UITableViewHeaderFooterView``.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    footerViews[section] as? UITableViewHeaderFooterView
  }

  // MARK: - Geometry

  /// The row's rect in content coordinates; `.zero` (and a reported problem) for a row that does
  /// not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard let rect = rectIfRowExists(indexPath) else {
      report(
        "rectForRow(at:)",
        "row \(describe(indexPath)) does not exist (UIKit raises an exception)")
      return .zero
    }
    return rect
  }

  /// The rect of `section`: its header, rows and footer; `.zero` for a section that does not
  /// exist.
  open func rect(forSection section: Int) -> CGRect {
    guard let part = sectionPart(section, call: "rect(forSection:)") else { return .zero }
    return CGRect(x: 0, y: part.top, width: bounds.width, height: part.bottom - part.top)
  }

  /// The rect of `section`'s header in the content (zero height when it has none).
  ///
  /// A floating `.plain` header's view may be drawn lower, pinned at the top of the visible
  /// area; this answers its place in the content (ours).
  open func rectForHeader(inSection section: Int) -> CGRect {
    guard let part = sectionPart(section, call: "rectForHeader(inSection:)") else { return .zero }
    return CGRect(x: 0, y: part.top, width: bounds.width, height: part.headerHeight)
  }

  /// The rect of `section`'s footer (zero height when it has none).
  open func rectForFooter(inSection section: Int) -> CGRect {
    guard let part = sectionPart(section, call: "rectForFooter(inSection:)") else { return .zero }
    return CGRect(x: 0, y: part.footerTop, width: bounds.width, height: part.footerHeight)
  }

  /// The row whose rect contains `point` (content coordinates); nil over a header, a footer or
  /// empty space.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else {
      return nil
    }
    return geometry().indexPathForRow(at: point.y)
  }

  /// The rows that meet `rect` (content coordinates), in order; nil when none does.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
      return nil
    }
    let standardized = rect.standardized
    let found = geometry().elements(
      from: standardized.minY, to: standardized.maxY, limit: attributeLimit)
    return found.rows.isEmpty ? nil : found.rows
  }

  // MARK: - Scrolling

  /// Scrolls so the row at `indexPath` sits at `scrollPosition` (`.none`: as little as makes it
  /// fully visible), within the content, through ``UIScrollView/setContentOffset(_:animated:)``.
  ///
  /// A row of `NSNotFound` scrolls to the section (its header), as UIKit allows for a section
  /// without rows.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let geometry = geometry()
    if indexPath.count == 2, indexPath.row == NSNotFound,
      geometry.sections.indices.contains(indexPath.section)
    {
      // UIKit's way to scroll to a section, empty or not: its header (ours: the header's rect,
      // zero high without a header).
      let section = geometry.sections[indexPath.section]
      let frame = CGRect(x: 0, y: section.top, width: bounds.width, height: section.headerHeight)
      scroll(to: frame, at: scrollPosition, animated: animated)
      return
    }
    guard let frame = rectIfRowExists(indexPath) else {
      report(
        "scrollToRow(at:at:animated:)",
        "attempt to scroll to invalid index path \(describe(indexPath)) (UIKit raises an "
          + "exception)")
      return
    }
    scroll(to: frame, at: scrollPosition, animated: animated)
  }

  /// Scrolls to the first selected row, as ``scrollToRow(at:at:animated:)``; nothing without a
  /// selection.
  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let first = selection.min() else { return }
    scrollToRow(at: first, at: scrollPosition, animated: animated)
  }

  func scroll(to frame: CGRect, at scrollPosition: ScrollPosition, animated: Bool) {
    let insets = adjustedContentInset
    let visibleHeight = bounds.height - insets.top - insets.bottom
    var offset = contentOffset
    switch scrollPosition {
    case .top: offset.y = frame.minY - insets.top
    case .middle: offset.y = frame.midY - insets.top - visibleHeight / 2
    case .bottom: offset.y = frame.maxY - bounds.height + insets.bottom
    case .none:
      if frame.minY < offset.y + insets.top {
        offset.y = frame.minY - insets.top
      } else if frame.maxY > offset.y + bounds.height - insets.bottom {
        offset.y = frame.maxY - bounds.height + insets.bottom
      }
    }
    let content = geometry().height
    offset.y = min(
      max(offset.y, -insets.top), max(-insets.top, content + insets.bottom - bounds.height))
    setContentOffset(offset, animated: animated)
  }

  // MARK: - Editing

  /// Enters or leaves editing mode (editing controls are inert); leaving it closes a swiped
  /// row, as UIKit's does: settling on the virtual clock when `animated`, else at once.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    guard !editing else { return }
    if animated { closeRowSwipe() } else { endRowSwipeAtOnce() }
  }

  // MARK: - Selection

  /// The first selected row (in the order rows were selected); nil when none is.
  open var indexPathForSelectedRow: IndexPath? { selection.first }

  /// The selected rows, in the order they were selected; nil when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection }

  /// Selects the row at `indexPath` (deselecting the others unless ``allowsMultipleSelection``)
  /// and scrolls it to `scrollPosition` (`.none`: no scrolling); nil deselects every row.
  ///
  /// The delegate is not called, as in UIKit.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for selected in selection { deselectRow(at: selected, animated: animated) }
      return
    }
    guard allowsSelection, rowExists(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selection where selected != indexPath {
        deselectRow(at: selected, animated: animated)
      }
    }
    if !selection.contains(indexPath) { selection.append(indexPath) }
    cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath`; the delegate is not called, as in UIKit.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selection.removeAll { $0 == indexPath }
    cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  override func didTapContent(at location: CGPoint) {
    super.didTapContent(at: location)
    handleTap(at: location)
  }

  /// A tap at `location` (content coordinates) on a row.
  ///
  /// The delegate is asked and told in UIKit's order: highlight (`shouldHighlightRowAt`, `didHighlightRowAt`,
  /// `didUnhighlightRowAt`; ours: the highlight ends before selection, as the tap is already
  /// over), then `willSelectRowAt` (which may redirect or refuse), the previous row's
  /// `willDeselectRowAt`/`didDeselectRowAt`, and `didSelectRowAt`. A tap on a selected row
  /// selects it again (`didSelectRowAt` again), or with multiple selection deselects it.
  package func handleTap(at location: CGPoint) {
    layoutRows()
    guard allowsSelection, let tapped = indexPathForRow(at: location) else { return }
    // A header or footer view drawn over the row (a floating header) takes the touch.
    let covering =
      headerViews.values.contains { !$0.isHidden && $0.frame.contains(location) }
      || footerViews.values.contains { !$0.isHidden && $0.frame.contains(location) }
    guard !covering else { return }
    let delegate = self.delegate as? any UITableViewDelegate
    if delegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true {
      cellsByIndexPath[tapped]?.setHighlighted(true, animated: false)
      delegate?.tableView(self, didHighlightRowAt: tapped)
      cellsByIndexPath[tapped]?.setHighlighted(false, animated: false)
      delegate?.tableView(self, didUnhighlightRowAt: tapped)
    }
    if allowsMultipleSelection, selection.contains(tapped) {
      guard let target = willDeselect(tapped, delegate), selection.contains(target) else { return }
      deselectRow(at: target, animated: false)
      delegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    // The delegate's nil refuses the selection; only a missing delegate means the tapped row.
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let target = proposed else { return }
    guard rowExists(target) else {
      let type = delegate.map { String(describing: Swift.type(of: $0)) } ?? "UITableView"
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: type, call: "tableView(_:willSelectRowAt:)",
          message: "returned \(describe(target)), a row that does not exist; nothing was selected"))
      return
    }
    if !allowsMultipleSelection {
      for selected in selection where selected != target {
        guard let deselected = willDeselect(selected, delegate), selection.contains(deselected)
        else { continue }
        deselectRow(at: deselected, animated: false)
        delegate?.tableView(self, didDeselectRowAt: deselected)
      }
    }
    if !selection.contains(target) { selection.append(target) }
    cellsByIndexPath[target]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// The row the delegate lets be deselected instead of `indexPath` (nil keeps it selected).
  private func willDeselect(_ indexPath: IndexPath, _ delegate: (any UITableViewDelegate)?)
    -> IndexPath?
  {
    guard let delegate else { return indexPath }
    return delegate.tableView(self, willDeselectRowAt: indexPath)
  }

  // MARK: - Layout

  /// Lays out the rows (see the type's discussion).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// A touch routed to the table: a horizontal drag on a row swipes it (see
  /// `UITableView+SwipeActions.swift`); the scroll view gets the rest.
  override func handleTouch(_ sample: TouchSample, recognizesTaps: Bool = true) {
    rowSwipes.route(sample, recognizesTaps: recognizesTaps, in: self) { sample, recognizesTaps in
      super.handleTouch(sample, recognizesTaps: recognizesTaps)
    }
  }

  /// Inside a scroll view that scrolls across the table (a horizontal pager), a horizontal drag
  /// on a row with the delegate's own actions on that side swipes the row rather than the outer
  /// view (ours: the inferred Delete action does not claim the finger).
  override func dragWouldBegin(with sample: TouchSample) -> (
    begins: Bool, alongScrollableAxis: Bool
  ) {
    let drag = super.dragWouldBegin(with: sample)
    guard drag.begins, !drag.alongScrollableAxis, rowSwipes.hasOwnActions(toward: sample, in: self)
    else {
      return drag
    }
    return (true, true)
  }

  override func handleFrame(at time: Timestamp) {
    super.handleFrame(at: time)
    rowSwipes.advance(at: time, in: self)
  }

  override var isAtRest: Bool { super.isAtRest && !rowSwipes.isSettling }

  override var takesContentTouches: Bool { super.takesContentTouches || rowSwipes.isTracking }

  /// A scroll marks the table for layout: the rows are laid out once in the next layout pass
  /// (the host runs one after every frame), however often the offset changed since.
  override func scrollViewDidScrollInternally() {
    super.scrollViewDidScrollInternally()
    setNeedsLayout()
  }

  /// The rows, headers and footers on screen as the host records them in a layout sample:
  /// cells, then headers and footers as supplementary views of kind
  /// `UITableViewSectionHeader`/`UITableViewSectionFooter` (ours), each where its view is
  /// drawn.
  package override func headlessLayoutItems() -> [HeadlessLayoutItem]? {
    var items: [HeadlessLayoutItem] = []
    func item(
      _ view: UIView, _ indexPath: IndexPath, _ category: HeadlessLayoutItem.Category,
      kind: String?
    ) -> HeadlessLayoutItem {
      let layer = view.layer
      return HeadlessLayoutItem(
        indexPath: indexPath, category: category, kind: kind, center: view.center,
        size: view.bounds.size, transform3D: layer.transform, alpha: view.alpha,
        zIndex: Int(exactly: layer.zPosition.rounded()) ?? 0, isHidden: view.isHidden,
        anchorPoint: layer.anchorPoint)
    }
    for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      items.append(item(cell, indexPath, .cell, kind: nil))
    }
    for (section, view) in headerViews.sorted(by: { $0.key < $1.key }) {
      items.append(
        item(view, IndexPath(row: 0, section: section), .supplementaryView, kind: Self.headerKind))
    }
    for (section, view) in footerViews.sorted(by: { $0.key < $1.key }) {
      items.append(
        item(view, IndexPath(row: 0, section: section), .supplementaryView, kind: Self.footerKind))
    }
    return items
  }

  // MARK: - Internal

  /// The row's rect if it exists.
  func rectIfRowExists(_ indexPath: IndexPath) -> CGRect? {
    let geometry = geometry()
    guard geometry.rowExists(indexPath) else { return nil }
    return geometry.rowRect(indexPath, width: bounds.width)
  }

  func sectionPart(_ section: Int, call: String) -> UITableViewGeometry.Section? {
    let geometry = geometry()
    guard geometry.sections.indices.contains(section) else {
      report(
        call,
        "section \(section) does not exist; there are \(geometry.sections.count) sections")
      return nil
    }
    return geometry.sections[section]
  }

  /// The per-frame element limit of the current runtime.
  var attributeLimit: Int {
    HeadlessRuntime.current?.limits.maximumAttributesPerFrame
      ?? HeadlessRuntimeLimits().maximumAttributesPerFrame
  }

  func describe(_ indexPath: IndexPath) -> String {
    "[\(indexPath.map(String.init).joined(separator: ", "))]"
  }

  private func heightDidChange(
    _ property: ReferenceWritableKeyPath<UITableView, CGFloat>, _ name: String,
    from oldValue: CGFloat
  ) {
    let value = self[keyPath: property]
    guard value.isFinite, value >= 0 || value == Self.automaticDimension else {
      report(
        name,
        "must be a finite height of 0 or more, or UITableView.automaticDimension; got \(value). "
          + "The previous value \(oldValue) was kept")
      self[keyPath: property] = oldValue
      return
    }
    guard value != oldValue else { return }
    loadedGeometry = nil
    setNeedsLayout()
  }

  private func replaceTableView(_ old: UIView?, with new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    loadedGeometry = nil
    setNeedsLayout()
  }
}
