import CollectionLayout
import HeadlessRuntime
import TouchCore
import TouchModel

/// A scroll view that shows items in sections, placed by a ``UICollectionViewLayout``, as cells
/// the data source provides and the collection view reuses, as in UIKit.
///
/// On each layout pass (``layoutSubviews()``, and after each scrolled offset) the collection view
/// prepares the layout if it is invalid (or its bounds changed and
/// ``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` says so), reads the
/// content size and the attributes for the visible rect, checks them, then dequeues cells for
/// newly visible items, applies attributes and recycles the cells that left.
///
/// ```swift
/// final class Photos: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
///     -> Int
///   {
///     30
///   }
///
///   func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///     -> UICollectionViewCell
///   {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///   }
/// }
///
/// let photos = Photos()
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionView = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
/// collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
/// collectionView.dataSource = photos
/// collectionView.delegate = photos  // also the scroll view's delegate
/// collectionView.layoutIfNeeded()
/// ```
///
/// What UIKit stops on with an exception (a layout returning NaN frames or attributes for items
/// that do not exist, a batch update whose counts do not add up, dequeuing an unregistered
/// identifier) is reported to the runtime as a ``HeadlessProblem`` naming the type and the call,
/// and the collection view carries on without the bad values.
///
/// The cells of a compositional layout's list sections swipe aside, as a table's rows do, to
/// reveal the actions of their ``UICollectionLayoutListConfiguration``'s
/// ``UICollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider`` or
/// ``UICollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``
/// (`UICollectionView+SwipeActions.swift`).
///
/// > Note: ``delegate`` is the scroll view's property, typed `UIScrollViewDelegate?` (Swift
/// > cannot narrow an overridden property's type as Objective-C does). Assigning a
/// > ``UICollectionViewDelegate`` compiles unchanged and receives both sets of callbacks.
open class UICollectionView: UIScrollView {
  /// The kind of the flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of the flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The data source: section and item counts and cells.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// The delegate: scroll callbacks, and collection callbacks when it is a
  /// ``UICollectionViewDelegate``.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { collectionDelegate = delegate as? any UICollectionViewDelegate }
  }
  /// The delegate as a ``UICollectionViewDelegate``, cast once as it is set: a layout pass
  /// reads it on every frame, and each cast asked the runtime for the conformance.
  @exclusivity(unchecked) weak var collectionDelegate: (any UICollectionViewDelegate)?
  /// Whether a tap selects items; `true` by default.
  open var allowsSelection = true
  /// Whether more than one item may be selected; `false` by default.
  open var allowsMultipleSelection = false
  /// A view behind the content (inert).
  open var backgroundView: UIView?
  /// Whether cells are requested before they show (inert: cells are requested when they show).
  open var isPrefetchingEnabled = true
  /// Whether items can be dragged (inert: drag and drop is not modelled).
  open var dragInteractionEnabled = false
  /// Whether the collection view is in editing mode (inert).
  open var isEditing = false

  @exclusivity(unchecked) var layout: UICollectionViewLayout
  var cellClasses: [String: AnyClass] = [:]
  var supplementaryClasses: [SupplementaryKey: AnyClass] = [:]
  var reusableCells: [String: [UICollectionViewCell]] = [:]
  var reusableSupplementaryViews: [SupplementaryKey: [UICollectionReusableView]] = [:]
  // What the layout pass reads and writes for every element of every frame: no run-time
  // exclusivity check (none of these is mutated while app code runs inside an access).
  @exclusivity(unchecked) var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:] {
    didSet {
      viewsGeneration &+= 1
      sortedCells = nil
    }
  }
  /// ``visibleCells`` as last sorted, until the cells on screen change: apps read it several
  /// times a frame (an index loop reads it once per cell).
  @exclusivity(unchecked) var sortedCells: [UICollectionViewCell]?
  @exclusivity(unchecked) var supplementaryViews: [ElementKey: UICollectionReusableView] = [:] {
    didSet { viewsGeneration &+= 1 }
  }
  /// The views the last layout pass showed, by position: the next pass looks there first.
  @exclusivity(unchecked) var viewsByPosition = ViewsByPosition()
  @exclusivity(unchecked) var visibleAttributes: [UICollectionViewLayoutAttributes] = [] {
    didSet { viewsGeneration &+= 1 }
  }
  /// Changes with every change to the views on screen or their attributes, so that
  /// ``visibleViews`` is used only for the pass that made it.
  @exclusivity(unchecked) var viewsGeneration = 0
  /// The view of each of ``visibleAttributes`` (nil for a decoration), as the last layout pass
  /// found them, and the ``viewsGeneration`` they belong to: a layout sample reads the views
  /// from here rather than hashing every index path again.
  @exclusivity(unchecked) var visibleViews: (generation: Int, views: [UICollectionReusableView?]) =
    (-1, [])
  /// The last layout sample, with the ``viewsGeneration`` and stamp it was made at.
  @exclusivity(unchecked) var lastLayoutSample:
    (generation: Int, stamp: UInt, sample: [LayoutAttributes])?
  /// The last layout pass's list of attributes when its check (``checked(_:call:)``) kept all
  /// of them, with the item counts and the sum of the change counts it was made with.
  @exclusivity(unchecked) var lastCheck:
    (kept: [UICollectionViewLayoutAttributes], counts: [Int], stamp: UInt)?
  /// The storage of the list of views a layout pass finds on screen, kept empty between
  /// passes with its capacity (``recycleLeavingViews(delegate:)``).
  @exclusivity(unchecked) var foundViewsScratch: [UICollectionReusableView?] = []
  /// Index paths and keys a layout pass has seen, kept between passes with their capacity.
  @exclusivity(unchecked) var seenCellScratch = SeenKeys<IndexPath>()
  @exclusivity(unchecked) var seenViewScratch = SeenKeys<ElementKey>()
  @exclusivity(unchecked) var selection: [IndexPath] = []
  /// Item counts per section, read from the data source once per reload.
  @exclusivity(unchecked) var itemCounts: [Int]?
  /// The bounds of the last layout pass, to tell a scroll or resize.
  @exclusivity(unchecked) var boundsAtLastLayout: CGRect?
  /// The bounds ``bounds`` reads while the layout is asked about a change to other bounds: the
  /// ones before the change, as in UIKit, which asks from inside the bounds setter.
  @exclusivity(unchecked) var boundsBeforeChange: CGRect?
  @exclusivity(unchecked) var isLayingOutCells = false
  /// The invalidations cells' preferred attributes (self-sizing) asked for in this pass.
  @exclusivity(unchecked) var selfSizingInvalidations: [UICollectionViewLayoutInvalidationContext] =
    []
  /// The attributes the cell being requested from the data source gets when dequeued.
  @exclusivity(unchecked) var attributesBeingRequested: UICollectionViewLayoutAttributes?
  var batch: UICollectionViewBatchUpdate?
  /// The cell on screen a diffable data source is reconfiguring: dequeuing for its index path
  /// with its identifier returns it, as UIKit's `reconfigureItems` does.
  var cellBeingReconfigured: (indexPath: IndexPath, cell: UICollectionViewCell)?
  /// The scroll views over compositional sections that scroll across, by section.
  var orthogonalScrollViews: [Int: CompositionalOrthogonalScrollView] = [:]
  /// The swipes of list cells (see `UICollectionView+SwipeActions.swift`).
  let cellSwipes = CellSwipeTracker()

  /// Counts beyond these are reported and cut (ours: far beyond what a screen shows; a layout
  /// pass is linear in them).
  static let maximumSections = 100_000
  static let maximumItemsPerSection = 1_000_000

  /// A collection view with `frame` whose items `layout` places.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(frame: frame)
    attach(layout)
  }

  /// A collection view with `frame` and a new flow layout (ours: UIKit requires a layout here;
  /// `UICollectionView(frame:)` compiles on iOS only because `UIView` declares it).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  /// Storyboards are not supported headless (inert); returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // The layout may outlive the collection view (an app keeps it): it must not point at it.
    if layout.installedCollectionView === self { layout.installedCollectionView = nil }
  }

  // MARK: - Layout

  /// The bounds; while the layout is asked about a bounds change
  /// (`shouldInvalidateLayout(forBoundsChange:)`), the ones before it, as in UIKit.
  open override var bounds: CGRect {
    get { boundsBeforeChange ?? super.bounds }
    set { super.bounds = newValue }
  }

  /// The layout; setting it installs the new layout without animation.
  open var collectionViewLayout: UICollectionViewLayout {
    get { layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Installs `layout` and lays the cells out with it at once (`animated` is not modelled: the
  /// change is immediate).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Installs `layout`, lays out at once, then calls `completion` with `true`.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    guard layout !== self.layout else {
      completion?(true)
      return
    }
    // A list cell's swipe ends with its layout.
    cellSwipes.endAtOnce(in: self)
    if self.layout.installedCollectionView === self { self.layout.installedCollectionView = nil }
    self.layout = layout
    attach(layout)
    layoutCells()
    completion?(true)
  }

  func attach(_ layout: UICollectionViewLayout) {
    if let previous = layout.installedCollectionView, previous !== self {
      reportProblem(
        call: "collectionViewLayout",
        message:
          "the layout \(type(of: layout)) is already installed in another collection view; a "
          + "layout serves one collection view (UIKit raises an exception)")
    }
    layout.installedCollectionView = self
    layout.needsPrepare = true
    // The new layout creates the section scroll views it needs when it prepares.
    updateOrthogonalBands([])
    boundsAtLastLayout = nil
    setNeedsLayout()
  }

  /// Called by the layout's `invalidateLayout(with:)`: applies the offset adjustment and asks for
  /// a layout pass.
  func layoutWasInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite {
      let offset = contentOffset
      contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
    }
    setNeedsLayout()
  }

  /// Lays out the cells (see the type's discussion).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCells()
  }

  /// A scroll marks the view for layout, as UIKit's bounds change does: the cells are laid out
  /// once, in the next layout pass (the host runs one after every frame), however many times the
  /// offset changed since.
  override func scrollViewDidScrollInternally() {
    super.scrollViewDidScrollInternally()
    setNeedsLayout()
  }

  /// A touch routed to the collection view: a horizontal drag on a list cell with swipe actions
  /// swipes it (see `UICollectionView+SwipeActions.swift`); the scroll view gets the rest.
  override func handleTouch(_ sample: TouchSample, recognizesTaps: Bool = true) {
    cellSwipes.route(sample, recognizesTaps: recognizesTaps, in: self) {
      sample, recognizesTaps in
      super.handleTouch(sample, recognizesTaps: recognizesTaps)
    }
  }

  /// Inside a scroll view that scrolls across the list (a horizontal pager), a horizontal drag
  /// on a cell with actions on that side swipes the cell rather than the outer view.
  override func dragWouldBegin(with sample: TouchSample) -> (
    begins: Bool, alongScrollableAxis: Bool
  ) {
    let drag = super.dragWouldBegin(with: sample)
    guard drag.begins, !drag.alongScrollableAxis, cellSwipes.hasOwnActions(toward: sample, in: self)
    else { return drag }
    return (true, true)
  }

  override func handleFrame(at time: Timestamp) {
    super.handleFrame(at: time)
    cellSwipes.advance(at: time, in: self)
  }

  override var isAtRest: Bool { super.isAtRest && !cellSwipes.isSettling }

  override var takesContentTouches: Bool { super.takesContentTouches || cellSwipes.isTracking }

  // MARK: - Data

  /// The number of sections the data source reports (1 without a data source method, 0
  /// without a data source).
  open var numberOfSections: Int { loadedItemCounts().count }

  /// The number of items in `section`; 0 (and a reported problem) for a section that does not
  /// exist.
  open func numberOfItems(inSection section: Int) -> Int {
    if let count = loadedCount(ofSection: section) { return count }
    let counts = loadedItemCounts()
    guard counts.indices.contains(section) else {
      reportProblem(
        call: "numberOfItems(inSection:)",
        message: "section \(section) does not exist; there are \(counts.count) sections")
      return 0
    }
    return counts[section]
  }

  /// Reads the counts again, recycles every cell and prepares the layout again on the next
  /// layout pass.
  ///
  /// The selection keeps its index paths, as UIKit's does; those that no longer exist are
  /// dropped (ours).
  open func reloadData() {
    cellSwipes.endAtOnce(in: self)
    itemCounts = nil
    recycleAllViews()
    let context = type(of: layout).makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    setNeedsLayout()
  }

  /// The counts, read from the data source if they are not loaded.
  func loadedItemCounts() -> [Int] {
    if let itemCounts { return itemCounts }
    let counts = readItemCounts()
    itemCounts = counts
    selection.removeAll { indexPath in
      !(counts.indices.contains(indexPath.section) && indexPath.item < counts[indexPath.section])
    }
    return counts
  }

  /// The data source's counts now, checked: negative counts are 0, huge ones are cut.
  func readItemCounts() -> [Int] {
    guard let dataSource else { return [] }
    let counts = DataSourceCounts(
      type: String(describing: Swift.type(of: dataSource)), maximumSections: Self.maximumSections,
      maximumPerSection: Self.maximumItemsPerSection,
      countCall: "collectionView(_:numberOfItemsInSection:)", countName: "an item count")
    return counts.read(
      sections: { dataSource.numberOfSections(in: self) },
      count: { dataSource.collectionView(self, numberOfItemsInSection: $0) })
  }

  /// The item count of `section` once the counts are loaded, read in place; nil before they are
  /// or when there is no such section.
  ///
  /// Layouts ask for counts for every item of every frame: a copy of the list from
  /// ``loadedItemCounts()`` was a retain and a release each time.
  private func loadedCount(ofSection section: Int) -> Int? {
    guard section >= 0, section < itemCounts?.count ?? 0 else { return nil }
    return itemCounts?[section]
  }

  /// Whether the item at `indexPath` exists in the loaded counts.
  func itemExists(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count >= 2 else { return false }
    if let count = loadedCount(ofSection: indexPath.section) {
      return (0..<count).contains(indexPath.item)
    }
    let counts = loadedItemCounts()
    return counts.indices.contains(indexPath.section)
      && (0..<counts[indexPath.section]).contains(indexPath.item)
  }

  // MARK: - Batch updates

  /// Applies the insertions, deletions, moves and reloads made in `updates` as one change:
  /// checks them against the data source's counts before and after (as UIKit does), lets the
  /// layout prepare for them, moves the cells and the selection to their new index paths, lays
  /// out, then calls `completion` with `true`.
  ///
  /// Counts that do not add up, or an index path that does not exist, are reported (UIKit
  /// raises an `NSInternalInconsistencyException`); the collection view then reloads all its
  /// data and `completion` gets `false`. Animations are not modelled: the change is immediate
  /// and `completion` runs before this method returns (ours).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    applyBatchUpdates(updates, completion: completion)
  }

  /// Inserts items at `indexPaths` (index paths after the update).
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes the items at `indexPaths` (index paths before the update).
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems += indexPaths }
  }

  /// Reloads the items at `indexPaths`: their cells are requested again.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Moves the item at `indexPath` to `newIndexPath`.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts the sections in `sections` (indexes after the update).
  open func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections in `sections` (indexes before the update).
  open func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Moves section `section` to `newSection`, with its items.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Reloads the sections in `sections`: their cells are requested again.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  // MARK: - Registration and dequeuing

  /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`; `nil`
  /// unregisters it.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
  }

  /// Registers a nib for `identifier`: headless no nib can be read, so the identifier has no
  /// cell class afterwards (as registering replaces one in UIKit) and the call is reported.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
    guard let nib else { return }
    reportProblem(
      call: "register(_:forCellWithReuseIdentifier:)",
      message: "nib \(nib.nibName ?? "from data") cannot be read headless; register the cell "
        + "class for \"\(identifier)\" instead")
  }

  /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for supplementary views of
  /// `elementKind` with `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[SupplementaryKey(kind: elementKind, identifier: identifier)] = viewClass
  }

  /// Registers a nib for supplementary views of `elementKind` with `identifier`: headless no
  /// nib can be read, so the kind and identifier have no class afterwards and the call is
  /// reported.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[SupplementaryKey(kind: kind, identifier: identifier)] = nil
    guard let nib else { return }
    reportProblem(
      call: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
      message: "nib \(nib.nibName ?? "from data") cannot be read headless; register the view "
        + "class for \"\(kind)\" \"\(identifier)\" instead")
  }

  /// A cell for the item at `indexPath`: a recycled one (after its ``UICollectionReusableView/
  /// prepareForReuse()``) or a new one of the registered class, with the item's layout
  /// attributes applied.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let reconfigured = cellBeingReconfigured, reconfigured.indexPath == indexPath,
      reconfigured.cell.reuseIdentifier == identifier
    {
      return reconfigured.cell
    }
    let cell: UICollectionViewCell
    if let recycled = reusableCells[identifier]?.popLast() {
      recycled.prepareForReuse()
      cell = recycled
    } else {
      guard let registered = cellClasses[identifier] else {
        reportProblem(
          call: "dequeueReusableCell(withReuseIdentifier:for:)",
          message:
            "no class is registered for reuse identifier \"\(identifier)\"; call "
            + "register(_:forCellWithReuseIdentifier:) first (UIKit raises an exception)")
        return UICollectionViewCell(frame: .zero)
      }
      let cellClass = registered as? UICollectionViewCell.Type ?? UICollectionViewCell.self
      cell = cellClass.init(reusableFrame: .zero)
      cell.reuseIdentifier = identifier
    }
    if let attributes = attributes(forCellAt: indexPath) { cell.applyIfChanged(attributes) }
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`, recycled or new, with its layout
  /// attributes applied.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = SupplementaryKey(kind: elementKind, identifier: identifier)
    let view: UICollectionReusableView
    if let recycled = reusableSupplementaryViews[key]?.popLast() {
      recycled.prepareForReuse()
      view = recycled
    } else {
      guard let registered = supplementaryClasses[key] else {
        reportProblem(
          call: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
          message:
            "no class is registered for \(elementKind) views with reuse identifier "
            + "\"\(identifier)\" (UIKit raises an exception)")
        return UICollectionReusableView(frame: .zero)
      }
      let viewClass =
        registered as? UICollectionReusableView.Type ?? UICollectionReusableView.self
      view = viewClass.init(reusableFrame: .zero)
      view.reuseIdentifier = identifier
    }
    let attributes =
      attributesBeingRequested?.representedElementKind == elementKind
      ? attributesBeingRequested
      : layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    if let attributes, isValid(attributes) { view.applyIfChanged(attributes) }
    return view
  }

  func attributes(forCellAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    if let pending = attributesBeingRequested, pending.representedElementCategory == .cell,
      pending.indexPath == indexPath
    {
      return pending
    }
    guard let attributes = layout.layoutAttributesForItem(at: indexPath), isValid(attributes)
    else { return nil }
    return attributes
  }

  // MARK: - Visible items

  /// The cells on screen, in index-path order.
  open var visibleCells: [UICollectionViewCell] {
    if let sortedCells { return sortedCells }
    let sorted = cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    sortedCells = sorted
    return sorted
  }

  /// The index paths of the cells on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] { cellsByIndexPath.keys.sorted() }

  /// The cell on screen for the item at `indexPath`, or `nil` when it is not on screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// The index path of the cell shown by `cell`, if it is on screen.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    // The item the cell is kept on screen for, confirmed by one lookup: apps ask for each
    // visible cell on every scroll frame, and a search of the cells made that quadratic.
    if case .cell(let indexPath)? = cell.shownElement, cellsByIndexPath[indexPath] === cell {
      return indexPath
    }
    // Mid-update (a delegate told of a leaving cell while the others move), the search.
    return cellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` on screen at `indexPath`, if any.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaryViews[ElementKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The index paths of the supplementary views of `elementKind` on screen, in order.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    supplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// The supplementary views of `elementKind` on screen.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    supplementaryViews.filter { $0.key.kind == elementKind }.sorted {
      $0.key.indexPath < $1.key.indexPath
    }
    .map(\.value)
  }

  /// The layout's attributes for the item at `indexPath` (the layout is prepared first if it
  /// is invalid); `nil` for an item that does not exist.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    guard itemExists(indexPath) else { return nil }
    return layout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item whose cell frame contains `point` (content coordinates), the topmost by `zIndex`
  /// where cells overlap; `nil` over empty space.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    var best: UICollectionViewLayoutAttributes?
    for attributes in visibleAttributes
    where attributes.representedElementCategory == .cell && !attributes.isHidden
      && attributes.frame.contains(point)
    {
      if best.map({ attributes.zIndex >= $0.zIndex }) ?? true { best = attributes }
    }
    return best?.indexPath
  }

  /// The item whose cell is drawn under `location` (content coordinates), the topmost by
  /// `zIndex`: a touch reaches the cell view by hit-testing, so a cell the layout moved through
  /// its `transform` is selected where it is drawn, not where its untransformed frame lies
  /// (ours: UIKit selects the cell the touch hit-tests into; `indexPathForItem(at:)` keeps
  /// answering from the attributes' frames).
  func indexPathOfCellDrawn(at location: CGPoint) -> IndexPath? {
    guard location.x.isFinite, location.y.isFinite else { return nil }
    var best: UICollectionViewLayoutAttributes?
    for attributes in visibleAttributes
    where attributes.representedElementCategory == .cell && !attributes.isHidden {
      guard let cell = cellsByIndexPath[attributes.indexPath],
        cell.hitTest(cell.convert(location, from: self), with: nil) != nil
      else { continue }
      if best.map({ attributes.zIndex >= $0.zIndex }) ?? true { best = attributes }
    }
    return best?.indexPath
  }

  /// The layout attributes of every element on screen after the last layout pass, checked
  /// (finite, existing index paths, within the per-frame limit), for the host's layout samples.
  package func headlessVisibleAttributes() -> [UICollectionViewLayoutAttributes] {
    visibleAttributes
  }

  /// The visible attributes as the host records them in a layout sample, as each view is drawn
  /// (``HeadlessLayoutItem/applyEffectiveAppearance(of:)``).
  package override func headlessLayoutItems() -> [HeadlessLayoutItem]? {
    let cached = cachedVisibleViews()
    return visibleAttributes.enumerated().map { position, attributes in
      layoutItem(of: attributes, at: position, cached: cached)
    }
  }

  /// The visible attributes as a layout sample holds them: each item made and converted in
  /// turn, without the list of ``headlessLayoutItems()`` (each item was copied into it and out
  /// again, on every sampled frame).
  ///
  /// The last sample is returned again while nothing it read changed: no layout pass or change
  /// of views since (``viewsGeneration``), no swiped row, and the same change counts of the
  /// attributes and of the views' layers (a held finger, or another view scrolling).
  package override func headlessLayoutSample() -> [LayoutAttributes]? {
    let cached = cachedVisibleViews()
    if let cached, let last = lastLayoutSample, last.generation == viewsGeneration,
      cellSwipes.swipe == nil, last.stamp == sampleStamp(of: cached)
    {
      return last.sample
    }
    var sample: [LayoutAttributes] = []
    sample.reserveCapacity(visibleAttributes.count)
    var stamp: UInt = 0
    for (position, attributes) in visibleAttributes.enumerated() {
      sample.append(
        LayoutAttributes(
          hosted: layoutItem(of: attributes, at: position, cached: cached, stamp: &stamp)))
    }
    lastLayoutSample = cached == nil ? nil : (viewsGeneration, stamp, sample)
    return sample
  }

  /// The sum of the change counts of what a layout sample reads of ``visibleAttributes`` and
  /// their `views`, as ``layoutItem(of:at:cached:stamp:)`` adds them up: it grows with any
  /// change (each count only grows), so an equal sum means nothing changed.
  private func sampleStamp(of views: [UICollectionReusableView?]) -> UInt {
    var stamp: UInt = 0
    for (attributes, view) in zip(visibleAttributes, views) {
      stamp &+= attributes.changes
      guard let view else { continue }
      stamp &+= view.layer.geometryChanges
      // A cell's position holds a cell (``updateVisibleViews()``): no cast to check.
      if attributes.category == .cell {
        let cell = unsafeDowncast(view, to: UICollectionViewCell.self)
        stamp &+= cell.contentView.layer.geometryChanges
      }
    }
    return stamp
  }

  /// The views of ``visibleAttributes`` if the last layout pass's list still holds them.
  private func cachedVisibleViews() -> [UICollectionReusableView?]? {
    visibleViews.generation == viewsGeneration
      && visibleViews.views.count == visibleAttributes.count
      ? visibleViews.views : nil
  }

  /// The item a layout sample records for `attributes`, the element at `position`, as its view
  /// is drawn.
  private func layoutItem(
    of attributes: UICollectionViewLayoutAttributes, at position: Int,
    cached: [UICollectionReusableView?]?
  ) -> HeadlessLayoutItem {
    var stamp: UInt = 0
    return layoutItem(of: attributes, at: position, cached: cached, stamp: &stamp)
  }

  /// ``layoutItem(of:at:cached:)``, adding the change counts of what it read to `stamp`.
  ///
  /// Always inlined: a sample converts each item at once, and a call returned the item
  /// through three copies of the whole struct.
  @inline(__always)
  private func layoutItem(
    of attributes: UICollectionViewLayoutAttributes, at position: Int,
    cached: [UICollectionReusableView?]?, stamp: inout UInt
  ) -> HeadlessLayoutItem {
    stamp &+= attributes.changes
    let category: HeadlessLayoutItem.Category
    switch attributes.representedElementCategory {
    case .cell: category = .cell
    case .supplementaryView: category = .supplementaryView
    case .decorationView: category = .decorationView
    }
    // The anchor is the view's: layouts such as the spinning wheel set it in the cell's
    // apply(_:) from a property of their own attributes subclass.
    let view: UICollectionReusableView? =
      if let cached { cached[position] } else {
        switch attributes.representedElementCategory {
        case .cell: cellsByIndexPath[attributes.indexPath]
        case .supplementaryView:
          supplementaryViews[
            ElementKey(
              kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)]
        case .decorationView: nil
        }
      }
    // Read once: an open property, a call for each read.
    let indexPath = attributes.indexPath
    // A swiped cell is drawn beside its item.
    let swipeOffset = category == .cell ? cellSwipes.offset(of: indexPath) : 0
    let center = CGPoint(x: attributes.center.x + swipeOffset, y: attributes.center.y)
    var item = HeadlessLayoutItem(
      indexPath: indexPath, category: category,
      kind: attributes.representedElementKind, center: center, size: attributes.size,
      transform3D: attributes.transform3D, alpha: attributes.alpha, zIndex: attributes.zIndex,
      isHidden: attributes.isHidden)
    if let view { stamp &+= item.applyEffectiveAppearance(of: view) }
    return item
  }

  // MARK: - Scrolling

  /// Scrolls so the item at `indexPath` sits at `scrollPosition` (one vertical and one
  /// horizontal position at most), within the content, through
  /// ``UIScrollView/setContentOffset(_:animated:)``.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    prepareLayoutIfNeeded()
    guard itemExists(indexPath) else {
      reportProblem(
        call: "scrollToItem(at:at:animated:)",
        message: "attempt to scroll to invalid index path \(describe(indexPath)) (UIKit raises "
          + "an exception)")
      return
    }
    guard let attributes = layout.layoutAttributesForItem(at: indexPath), isValid(attributes)
    else { return }
    let frame = attributes.frame
    // An item of a section that scrolls across: its band takes the across-axis position (the
    // collection view's offset across is held by its content, which is no wider than it).
    orthogonalScrollViews[indexPath.section]?.scroll(
      toShow: frame, at: scrollPosition, animated: animated)
    let insets = adjustedContentInset
    let size = bounds.size
    var offset = contentOffset
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - insets.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - insets.top - (size.height - insets.top - insets.bottom) / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - size.height + insets.bottom
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - insets.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - insets.left - (size.width - insets.left - insets.right) / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - size.width + insets.right
    }
    let content = contentSize
    offset.x = min(
      max(offset.x, -insets.left), max(-insets.left, content.width + insets.right - size.width))
    offset.y = min(
      max(offset.y, -insets.top), max(-insets.top, content.height + insets.bottom - size.height))
    setContentOffset(offset, animated: animated)
  }

  override func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    let target = layout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    guard target.x.isFinite, target.y.isFinite else {
      layout.reportProblem(
        call: "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
        message: "returned a non-finite offset \(target); the proposed offset was used")
      return proposed
    }
    return target
  }

  // MARK: - Selection

  /// The selected items, in the order they were selected; `nil` when none is.
  open var indexPathsForSelectedItems: [IndexPath]? { selection.isEmpty ? nil : selection }

  /// Selects the item at `indexPath` (deselecting the others unless
  /// ``allowsMultipleSelection``) and scrolls to it; `nil` deselects everything.
  ///
  /// The delegate is not called, as in UIKit.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selection { deselectItem(at: selected, animated: animated) }
      return
    }
    guard allowsSelection, itemExists(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selection where selected != indexPath {
        deselectItem(at: selected, animated: animated)
      }
    }
    if !selection.contains(indexPath) { selection.append(indexPath) }
    cellsByIndexPath[indexPath]?.isSelected = true
    if scrollPosition != .none {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath`; the delegate is not called, as in UIKit.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selection.removeAll { $0 == indexPath }
    cellsByIndexPath[indexPath]?.isSelected = false
  }

  override func didTapContent(at location: CGPoint) {
    super.didTapContent(at: location)
    handleTap(at: location)
  }

  /// A tap at `location` (content coordinates): the item under it is highlighted, then selected
  /// (or, with multiple selection, deselected if it was selected), with the delegate asked and
  /// told as UIKit does.
  package func handleTap(at location: CGPoint) {
    layoutCells()
    guard allowsSelection, let indexPath = indexPathOfCellDrawn(at: location) else { return }
    let delegate = collectionDelegate
    if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
      cellsByIndexPath[indexPath]?.isHighlighted = true
      delegate?.collectionView(self, didHighlightItemAt: indexPath)
      cellsByIndexPath[indexPath]?.isHighlighted = false
      delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
    if selection.contains(indexPath) {
      guard allowsMultipleSelection,
        delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      else { return }
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for selected in selection {
        deselectItem(at: selected, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: selected)
      }
    }
    selection.append(indexPath)
    cellsByIndexPath[indexPath]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  // MARK: - Internal

  /// Reports a problem in this collection view's `call`.
  func reportProblem(call: String, message: String) {
    report(call, message)
  }

  func describe(_ indexPath: IndexPath) -> String {
    "[\(indexPath.map(String.init).joined(separator: ", "))]"
  }

  struct SupplementaryKey: Hashable {
    var kind: String
    var identifier: String
  }

  struct ElementKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }
}
