import HeadlessRuntime

// MARK: - The layout pass

extension UICollectionView {
  /// Prepares the layout if it is invalid, or if the bounds changed since the last pass and the
  /// layout asks to be invalidated for that change.
  ///
  /// A `prepare()` that invalidates the layout (a flow layout setting its own `sectionInset`, as
  /// many carousels do on their first pass) is prepared again on the next pass, as UIKit does.
  /// One that invalidates it on every pass, ``UICollectionViewLayout/maximumPreparingPasses`` in a
  /// row, is reported and then taken as prepared, instead of preparing on every pass forever.
  func prepareLayoutIfNeeded() {
    let layout = self.layout
    if layout.installedCollectionView !== self { attach(layout) }
    _ = loadedItemCounts()
    let currentBounds = bounds
    if let previous = boundsAtLastLayout, previous != currentBounds {
      // UIKit asks about every bounds change, from inside the bounds setter: the layout reads
      // the old bounds there (a springy layout takes the scroll delta from them), and is asked
      // whether or not it is already invalid.
      boundsBeforeChange = previous
      if layout.shouldInvalidateLayout(forBoundsChange: currentBounds), !layout.needsPrepare {
        let context = layout.invalidationContext(forBoundsChange: currentBounds)
        boundsBeforeChange = nil
        layout.invalidateLayout(with: context)
      }
      boundsBeforeChange = nil
    }
    boundsAtLastLayout = currentBounds
    guard layout.needsPrepare, !layout.isPreparing else { return }
    layout.needsPrepare = false
    layout.isPreparing = true
    layout.invalidationsDuringPrepare = 0
    layout.prepare()
    layout.isPreparing = false
    guard layout.invalidationsDuringPrepare > 0 else {
      layout.passesInvalidatingInPrepare = 0
      return
    }
    layout.passesInvalidatingInPrepare += 1
    guard layout.passesInvalidatingInPrepare >= UICollectionViewLayout.maximumPreparingPasses
    else {
      layout.needsPrepare = true
      setNeedsLayout()
      return
    }
    layout.passesInvalidatingInPrepare = 0
    layout.needsPrepare = false
    layout.reportProblem(
      call: "prepare()",
      message:
        "invalidated the layout while preparing it on \(UICollectionViewLayout.maximumPreparingPasses) "
        + "layout passes in a row (invalidateLayout() called from prepare() every time); UIKit "
        + "would prepare again on every pass. The layout was used as prepared")
  }

  /// One layout pass: prepare, content size, the offset to keep when the size changed, visible
  /// attributes (checked), then cells.
  ///
  /// A cell shown with new attributes is asked for its preferred ones
  /// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``); when the layout
  /// invalidates itself for them, as UIKit's self-sizing does, the pass runs again with the
  /// layout's new attributes, up to ``maximumSelfSizingPasses`` times (then reported).
  func layoutCells() {
    guard !isLayingOutCells else { return }
    isLayingOutCells = true
    defer { isLayingOutCells = false }
    for pass in 1...Self.maximumSelfSizingPasses {
      let previousSize = boundsAtLastLayout?.size
      prepareLayoutIfNeeded()
      updateContentSize()
      if let previousSize, previousSize != bounds.size {
        adjustOffsetToLayoutTarget(after: "the bounds' size changed")
      }
      let returned = layout.layoutAttributesForElements(in: bounds) ?? []
      visibleAttributes = checked(returned, call: "layoutAttributesForElements(in:)")
      selfSizingInvalidations = []
      updateVisibleViews()
      guard !selfSizingInvalidations.isEmpty else { break }
      let contexts = selfSizingInvalidations
      selfSizingInvalidations = []
      guard pass < Self.maximumSelfSizingPasses else {
        layout.reportProblem(
          call: "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
          message:
            "cells still asked for other sizes after \(Self.maximumSelfSizingPasses) passes (does "
            + "preferredLayoutAttributesFitting return a size the layout never gives?); the "
            + "layout's last attributes were kept")
        break
      }
      for context in contexts { layout.invalidateLayout(with: context) }
    }
    keepOrthogonalBandsOnTop()
  }

  /// How many times one layout pass lays out again for cells' preferred sizes (ours: UIKit
  /// does not document its bound).
  static let maximumSelfSizingPasses = 8

  /// Asks `cell`, just given `attributes`, for its preferred attributes, and records the
  /// invalidation the layout wants for them.
  private func askPreferredAttributes(
    of cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes
  ) {
    // The copy the cell was just given is the one offered (UIKit offers a copy, never the
    // layout's own): one copy per change, not two. A cell that changes it gets a fresh one as
    // applied, so what it was given still compares as given.
    guard let offered = cell.appliedAttributes else { return }
    let changesBefore = offered.changes
    let preferred = cell.preferredLayoutAttributesFitting(offered)
    if offered.changes != changesBefore { cell.appliedAttributes = attributes.copiedForDisplay() }
    guard preferred.frame != attributes.frame,
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return }
    selfSizingInvalidations.append(
      layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
  }

  /// Copies the layout's content size to the scroll view, if it is finite and not negative.
  private func updateContentSize() {
    let size = layout.collectionViewContentSize
    if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
      if size != contentSize { contentSize = size }
    } else {
      layout.reportProblem(
        call: "collectionViewContentSize",
        message: "returned \(size); a content size must be finite and not negative")
    }
  }

  /// After a layout update (the bounds' size changed in a rotation, or batch updates were
  /// applied) and once the layout is prepared and its content size read, the collection view
  /// asks its layout where the content should be
  /// (``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)``, proposing the
  /// current offset), moves there at once, and prepares again if the layout asks for the moved
  /// bounds, as UIKit does ("during layout updates … called after `prepare()` and
  /// `collectionViewContentSize`").
  ///
  /// The target is not clamped to the scrollable range (ours: UIKit applies the layout's answer
  /// as given). A non-finite one is reported, naming `reason`, and the offset kept.
  func adjustOffsetToLayoutTarget(after reason: String) {
    let proposed = contentOffset
    let target = layout.targetContentOffset(forProposedContentOffset: proposed)
    guard target.x.isFinite, target.y.isFinite else {
      layout.reportProblem(
        call: "targetContentOffset(forProposedContentOffset:)",
        message:
          "returned \(target) after \(reason); an offset must be finite. The "
          + "offset \(proposed) was kept")
      return
    }
    guard target != proposed else { return }
    contentOffset = target
    prepareLayoutIfNeeded()
    updateContentSize()
  }

  /// `attributes` without the ones UIKit would stop on, each kind of fault reported once per
  /// pass, naming the layout and `call`.
  func checked(_ attributes: [UICollectionViewLayoutAttributes], call: String)
    -> [UICollectionViewLayoutAttributes]
  {
    let limit =
      HeadlessRuntime.current?.limits.maximumAttributesPerFrame
      ?? HeadlessRuntimeLimits().maximumAttributesPerFrame
    // A flow layout hands back the same attributes, unchanged, on most frames of a scroll.
    if attributes.count <= limit, let kept = keptCheck(of: attributes) { return kept }
    var candidates = attributes[...]
    if attributes.count > limit {
      layout.reportProblem(
        call: call,
        message:
          "returned \(attributes.count) attributes for one frame; the limit is \(limit) "
          + "(HeadlessRuntimeLimits.maximumAttributesPerFrame). Return only the elements that "
          + "meet the rect; the first \(limit) were used")
      candidates = attributes.prefix(limit)
    }
    var result: [UICollectionViewLayoutAttributes] = []
    result.reserveCapacity(candidates.count)
    var nonFinite: [UICollectionViewLayoutAttributes] = []
    var missing: [UICollectionViewLayoutAttributes] = []
    // The keys of the last pass, emptied with their capacity kept (taken out of the view, so
    // they are not shared while this pass fills them).
    var seenCells = seenCellScratch
    var seenViews = seenViewScratch
    seenCellScratch = SeenKeys()
    seenViewScratch = SeenKeys()
    seenCells.reset(forCount: candidates.count, listLimit: Self.maximumElementsCheckedInLists)
    seenViews.reset(forCount: candidates.count, listLimit: Self.maximumElementsCheckedInLists)
    defer {
      seenCellScratch = seenCells
      seenViewScratch = seenViews
    }
    for element in candidates {
      guard isFinite(element) else {
        nonFinite.append(element)
        continue
      }
      switch element.representedElementCategory {
      case .cell:
        guard itemExists(element.indexPath) else {
          missing.append(element)
          continue
        }
        guard seenCells.insert(element.indexPath) else { continue }
      case .supplementaryView, .decorationView:
        let sections = loadedItemCounts().count
        // A compositional layout's layout-wide header shows with no sections too.
        let isLayoutWide =
          element.representedElementCategory == .supplementaryView
          && element.indexPath == IndexPath(item: 0, section: 0)
          && (layout as? UICollectionViewCompositionalLayout)?.hasLayoutWideSupplementary(
            ofKind: element.representedElementKind ?? "") == true
        guard
          isLayoutWide
            || (!element.indexPath.isEmpty && (0..<sections).contains(element.indexPath.section))
        else {
          missing.append(element)
          continue
        }
        let key = ElementKey(
          kind: element.representedElementKind ?? "", indexPath: element.indexPath)
        guard seenViews.insert(key) else { continue }
      }
      result.append(element)
    }
    if let first = nonFinite.first {
      layout.reportProblem(
        call: call,
        message:
          "returned \(nonFinite.count) attributes with a non-finite frame or transform (first: "
          + "\(describe(first.indexPath)) frame \(first.frame)); they were skipped")
    }
    if let first = missing.first {
      layout.reportProblem(
        call: call,
        message:
          "returned \(missing.count) attributes for index paths that do not exist (first: "
          + "\(first.representedElementCategory) \(describe(first.indexPath)); "
          + "\(loadedItemCounts().count) sections with \(loadedItemCounts()) items); they were "
          + "skipped")
    }
    // Kept when nothing was dropped (no fault, no repeat): the list kept is then the layout's.
    lastCheck =
      if result.count == attributes.count, let counts = itemCounts,
        let stamp = keepable(attributes)
      {
        (result, counts, stamp)
      } else {
        nil
      }
    return result
  }

  /// What the last check kept, when `attributes` are the ones it checked and kept, in the same
  /// order and unchanged since, for the same item counts: the check would keep them all again.
  private func keptCheck(
    of attributes: [UICollectionViewLayoutAttributes]
  ) -> [UICollectionViewLayoutAttributes]? {
    guard let last = lastCheck, last.kept.count == attributes.count,
      let counts = itemCounts, last.counts == counts
    else { return nil }
    var stamp: UInt = 0
    for (index, element) in attributes.enumerated() {
      guard element === last.kept[index] else { return nil }
      stamp &+= element.changes
    }
    return stamp == last.stamp ? last.kept : nil
  }

  /// The sum of the change counts of `attributes` (each only grows, so an equal sum of the same
  /// objects means none changed), or nil when one is of a subclass, whose own properties have
  /// no count.
  private func keepable(_ attributes: [UICollectionViewLayoutAttributes]) -> UInt? {
    var stamp: UInt = 0
    for element in attributes {
      guard element.isOfBaseClass else { return nil }
      stamp &+= element.changes
    }
    return stamp
  }

  /// Up to how many elements ``checked(_:call:)`` finds duplicates by comparing with each kept
  /// one rather than by hashing (ours: where the comparisons begin to cost more).
  static let maximumElementsCheckedInLists = 24

  /// Whether `attributes` can be applied: finite and for an existing element.
  func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard isFinite(attributes) else {
      layout.reportProblem(
        call: "layoutAttributesForItem(at:)",
        message:
          "returned a non-finite frame or transform for \(describe(attributes.indexPath)): "
          + "\(attributes.frame); it was not applied")
      return false
    }
    return true
  }

  private func isFinite(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    let center = attributes.center
    let size = attributes.size
    let t = attributes.transform3D
    // `x * 0` is 0 for a finite x and NaN otherwise, so the sum is finite only if every entry
    // is, without overflow (and without an array: this runs for every element of every frame).
    let matrixSum =
      (t.m11 * 0 + t.m12 * 0 + t.m13 * 0 + t.m14 * 0)
      + (t.m21 * 0 + t.m22 * 0 + t.m23 * 0 + t.m24 * 0)
      + (t.m31 * 0 + t.m32 * 0 + t.m33 * 0 + t.m34 * 0)
      + (t.m41 * 0 + t.m42 * 0 + t.m43 * 0 + t.m44 * 0)
    return center.x.isFinite && center.y.isFinite && size.width.isFinite
      && size.height.isFinite && attributes.alpha.isFinite && matrixSum.isFinite
  }

  /// Recycles the cells and supplementary views that left, then creates and updates those for
  /// ``visibleAttributes`` (recycling first, so a scroll reuses the cells it scrolled away).
  private func updateVisibleViews() {
    let delegate = collectionDelegate
    var found = recycleLeavingViews(delegate: delegate)
    // The list's storage goes back for the next pass, emptied (it holds no view between passes).
    defer {
      if var emptied = found.take() {
        emptied.removeAll(keepingCapacity: true)
        foundViewsScratch = emptied
      }
    }
    let generation = viewsGeneration
    var ownChanges = 0
    // The last pass's list, taken from where it was kept and emptied with its storage: a scroll
    // frame shows as many views as the last one did.
    viewsByPosition.keep([])
    var views = visibleViews.views
    visibleViews = (-1, [])
    views.removeAll(keepingCapacity: true)
    views.reserveCapacity(visibleAttributes.count)
    for (position, attributes) in visibleAttributes.enumerated() {
      // The views recycling found, while nothing but this loop's own additions changed the
      // views on screen (the app's code called here may change them): each element hashed once.
      let known = viewsGeneration == generation &+ ownChanges ? found?[position] : nil
      switch attributes.representedElementCategory {
      case .cell:
        let indexPath = attributes.indexPath
        // A cell recycling found came from `cellsByIndexPath`: no cast to check.
        var shown =
          known.map { unsafeDowncast($0, to: UICollectionViewCell.self) }
          ?? cellsByIndexPath[indexPath]
        if let cell = shown {
          if cell.applyIfChanged(attributes) { askPreferredAttributes(of: cell, attributes) }
        } else if let cell = requestCell(for: attributes) {
          askPreferredAttributes(of: cell, attributes)
          cellsByIndexPath[indexPath] = cell
          cell.shownElement = .cell(indexPath)
          ownChanges += 1
          shown = cell
          delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        // A swiped list cell sits beside its item.
        if cellSwipes.swipedIndexPath == indexPath {
          showSwipeOffset(cellSwipes.offset(of: indexPath), of: indexPath)
        }
        views.append(shown)
      case .supplementaryView:
        let kind = attributes.representedElementKind ?? ""
        let key = ElementKey(kind: kind, indexPath: attributes.indexPath)
        var shown = known ?? supplementaryViews[key]
        if let view = shown {
          view.applyIfChanged(attributes)
        } else if let view = requestSupplementaryView(for: attributes) {
          supplementaryViews[key] = view
          view.shownElement = .supplementary(key)
          ownChanges += 1
          shown = view
          delegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind,
            at: attributes.indexPath)
        }
        views.append(shown)
      case .decorationView:
        views.append(nil)  // registered decoration classes are inert; their attributes are sampled
      }
    }
    // Kept only if the app's code called above (cell requests, display callbacks) changed
    // nothing on screen; otherwise a sample looks the views up.
    viewsByPosition.keep(views)
    if viewsGeneration == generation &+ ownChanges { visibleViews = (viewsGeneration, views) }
  }

  /// Recycles the cells and supplementary views not among ``visibleAttributes``, telling the
  /// delegate, in a fixed order (never the dictionaries').
  ///
  /// Returns the view already on screen for each of the visible attributes (nil where none is)
  /// when none left; nil when some did, and the views are to be looked up again.
  private func recycleLeavingViews(
    delegate: (any UICollectionViewDelegate)?
  ) -> [UICollectionReusableView?]? {
    // The visible elements are distinct (``checked(_:call:)``), so when as many of them are on
    // screen already as there are views, none leaves: the usual frame of a scroll, which then
    // builds no sets.
    var cellsShown = 0
    var viewsShown = 0
    // The last pass's storage, taken out so this list is its only owner.
    var found = foundViewsScratch
    foundViewsScratch = []
    found.reserveCapacity(visibleAttributes.count)
    for (position, attributes) in visibleAttributes.enumerated() {
      switch attributes.representedElementCategory {
      case .cell:
        let indexPath = attributes.indexPath
        // A view shown as a cell is a cell.
        let cell =
          viewsByPosition.view(at: position, showing: .cell(indexPath)).map {
            unsafeDowncast($0, to: UICollectionViewCell.self)
          } ?? cellsByIndexPath[indexPath]
        if cell != nil { cellsShown += 1 }
        found.append(cell)
      case .supplementaryView:
        let key = ElementKey(
          kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        let view =
          viewsByPosition.view(at: position, showing: .supplementary(key))
          ?? supplementaryViews[key]
        if view != nil { viewsShown += 1 }
        found.append(view)
      case .decorationView:
        found.append(nil)
      }
    }
    guard cellsShown < cellsByIndexPath.count || viewsShown < supplementaryViews.count else {
      return found
    }
    if cellsShown < cellsByIndexPath.count {
      let cellPaths = Set(
        visibleAttributes.lazy.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
      // Only the leaving cells are sorted (by index path, never the dictionary's order).
      let leavingCells = cellsByIndexPath.filter { !cellPaths.contains($0.key) }
      for (indexPath, cell) in leavingCells.sorted(by: { $0.key < $1.key }) {
        // A swiped cell is reused where its attributes put it.
        if cellSwipes.swipedIndexPath == indexPath { showSwipeOffset(0, of: indexPath) }
        cellsByIndexPath[indexPath] = nil
        recycle(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
    }
    guard viewsShown < supplementaryViews.count else { return nil }
    let viewKeys = Set(
      visibleAttributes.lazy.filter { $0.representedElementCategory == .supplementaryView }.map {
        ElementKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath)
      })
    // In a fixed order (kind, then index path): the delegate hears of each view leaving, and
    // what it does must not depend on hashing.
    let leaving = supplementaryViews.filter { !viewKeys.contains($0.key) }.sorted {
      ($0.key.kind, $0.key.indexPath) < ($1.key.kind, $1.key.indexPath)
    }
    for (key, view) in leaving {
      supplementaryViews[key] = nil
      recycle(view, kind: key.kind)
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    }
    return nil
  }

  /// Asks the data source for the cell of `attributes`' item, with the attributes applied.
  private func requestCell(for attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewCell?
  {
    guard let dataSource else { return nil }
    attributesBeingRequested = attributes
    let cell = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
    attributesBeingRequested = nil
    if cell.reuseIdentifier == nil {
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: String(describing: type(of: dataSource)),
          call: "collectionView(_:cellForItemAt:)",
          message:
            "returned a cell that was not dequeued; cells must come from "
            + "dequeueReusableCell(withReuseIdentifier:for:) (UIKit raises an exception)"))
    }
    if cell.superview !== self { addSubview(cell) }
    cell.applyIfChanged(attributes)
    cell.isSelected = selection.contains(attributes.indexPath)
    return cell
  }

  /// Asks the data source for the supplementary view of `attributes`.
  private func requestSupplementaryView(for attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    guard let dataSource else { return nil }
    attributesBeingRequested = attributes
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "",
      at: attributes.indexPath)
    attributesBeingRequested = nil
    if view.superview !== self { addSubview(view) }
    view.applyIfChanged(attributes)
    return view
  }

  /// Takes `cell` off screen and queues it for reuse.
  func recycle(_ cell: UICollectionViewCell) {
    cell.shownElement = nil
    cell.removeFromSuperview()
    cell.isSelected = false
    cell.isHighlighted = false
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Takes a supplementary view of `kind` off screen and queues it for reuse.
  func recycle(_ view: UICollectionReusableView, kind: String) {
    view.shownElement = nil
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    reusableSupplementaryViews[SupplementaryKey(kind: kind, identifier: identifier), default: []]
      .append(view)
  }

  /// Recycles every cell and supplementary view on screen, telling the delegate.
  func recycleAllViews() {
    if let swiped = cellSwipes.swipedIndexPath { showSwipeOffset(0, of: swiped) }
    let delegate = collectionDelegate
    let cells = cellsByIndexPath
    let views = supplementaryViews
    cellsByIndexPath = [:]
    supplementaryViews = [:]
    visibleAttributes = []
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
      recycle(cell)
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
    for (key, view) in views {
      recycle(view, kind: key.kind)
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    }
  }
}
