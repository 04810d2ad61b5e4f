import HeadlessRuntime

// MARK: - The layout pass

extension UITableView {
  /// The geometry for the loaded counts, built from the delegate's heights if the data or a
  /// height property changed since it was last built.
  func geometry() -> UITableViewGeometry {
    if let loadedGeometry { return loadedGeometry }
    let built = buildGeometry(counts: loadedRowCounts())
    loadedGeometry = built
    return built
  }

  /// Stacks the table header, each section's header, rows and footer, then the table footer.
  ///
  /// The delegate is asked for each header and footer height, and for each row's height unless
  /// its `tableView(_:heightForRowAt:)` is the default (asked once: then every row is
  /// ``rowHeight`` tall).
  private func buildGeometry(counts: [Int]) -> UITableViewGeometry {
    var geometry = UITableViewGeometry()
    geometry.tableHeaderHeight = tableViewHeight(tableHeaderView, call: "tableHeaderView")
    let delegate = self.delegate as? any UITableViewDelegate
    let type = delegate.map { String(describing: Swift.type(of: $0)) } ?? "UITableView"
    let uniformRowHeight = resolvedRowHeight(rowHeight)
    var asksEachRow = delegate != nil
    var top = geometry.tableHeaderHeight
    geometry.sections.reserveCapacity(counts.count)
    for (index, count) in counts.enumerated() {
      var section = UITableViewGeometry.Section()
      section.top = top
      section.rowCount = count
      section.headerHeight = sectionHeight(
        delegate?.tableView(self, heightForHeaderInSection: index) ?? sectionHeaderHeight,
        isHeader: true, section: index, type: type,
        call: "tableView(_:heightForHeaderInSection:)")
      section.footerHeight = sectionHeight(
        delegate?.tableView(self, heightForFooterInSection: index) ?? sectionFooterHeight,
        isHeader: false, section: index, type: type,
        call: "tableView(_:heightForFooterInSection:)")
      section.uniformRowHeight = uniformRowHeight
      if asksEachRow, let delegate, count > 0 {
        defaultRowHeightWasAsked = false
        let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: index))
        if defaultRowHeightWasAsked {
          asksEachRow = false
        } else {
          var tops: [CGFloat] = []
          tops.reserveCapacity(count + 1)
          tops.append(0)
          var bottom: CGFloat = 0
          for row in 0..<count {
            let returned =
              row == 0
              ? first
              : delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: index))
            bottom += checkedRowHeight(
              returned, at: IndexPath(row: row, section: index), type: type)
            tops.append(bottom)
          }
          section.rowTops = tops
        }
      }
      geometry.sections.append(section)
      top = section.bottom
    }
    geometry.tableFooterHeight = tableViewHeight(tableFooterView, call: "tableFooterView")
    return geometry
  }

  /// The headless height of a row of `height` (the table's or the delegate's, checked).
  func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
    guard height == Self.automaticDimension else { return height }
    return estimatedRowHeight > 0 ? estimatedRowHeight : Self.standardRowHeight
  }

  private func checkedRowHeight(_ height: CGFloat, at indexPath: IndexPath, type: String)
    -> CGFloat
  {
    guard height.isFinite, height >= 0 || height == Self.automaticDimension else {
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: type, call: "tableView(_:heightForRowAt:)",
          message:
            "returned \(height) for row \(describe(indexPath)); a row height must be finite "
            + "and not negative (or UITableView.automaticDimension). The table's row height "
            + "was used"))
      return resolvedRowHeight(rowHeight)
    }
    return resolvedRowHeight(height)
  }

  private func sectionHeight(
    _ height: CGFloat, isHeader: Bool, section: Int, type: String, call: String
  ) -> CGFloat {
    if height == Self.automaticDimension {
      let estimate = isHeader ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
      if estimate > 0 { return estimate }
      let title =
        isHeader
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section)
      return title == nil ? 0 : Self.standardTitleHeight
    }
    guard height.isFinite, height >= 0 else {
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: type, call: call,
          message:
            "returned \(height) for section \(section); a height must be finite and not "
            + "negative (or UITableView.automaticDimension). 0 was used"))
      return 0
    }
    return height
  }

  /// A table header or footer view's height, checked.
  private func tableViewHeight(_ view: UIView?, call: String) -> CGFloat {
    guard let view else { return 0 }
    let height = view.frame.height
    guard height.isFinite, height >= 0 else {
      report(call, "has a frame height of \(height); a height must be finite and not negative")
      return 0
    }
    return height
  }

  /// One layout pass: geometry, content size, then the views that meet the bounds.
  func layoutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    let geometry = geometry()
    let width = bounds.width
    let size = CGSize(width: width, height: geometry.height)
    if size != contentSize { contentSize = size }
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: geometry.tableHeaderHeight)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.footerTop, width: width, height: geometry.tableFooterHeight)
    }
    let visible = bounds
    let limit = attributeLimit
    let found = geometry.elements(from: visible.minY, to: visible.maxY, limit: limit)
    if found.isCut {
      report(
        "layoutSubviews()",
        "more than \(limit) rows, headers and footers meet the visible bounds "
          + "(HeadlessRuntimeLimits.maximumAttributesPerFrame); the first \(limit) were shown. "
          + "Give rows a height that fits fewer on screen")
    }
    var headerTops: [(section: Int, top: CGFloat)] = found.headers.map {
      ($0, geometry.sections[$0].top)
    }
    if style == .plain, !geometry.sections.isEmpty {
      headerTops = floatingHeaderTops(
        found.headers, in: geometry, from: visible.minY, to: visible.maxY, limit: limit)
    }
    updateVisibleViews(found, headerTops: headerTops, in: geometry, width: width)
  }

  /// The plain style's headers, floated as UIKit floats them.
  ///
  /// Each section that meets the band shows its header floated
  /// (``UITableViewGeometry/floatingHeaderTop(_:visibleTop:)``) if the floated rect meets the
  /// band, so the header of the section passing under the top stays on screen.
  /// Only sections from the band's top to the visible top (below the top inset) can float;
  /// the others are where `natural` found them.
  private func floatingHeaderTops(
    _ natural: [Int], in geometry: UITableViewGeometry, from minY: CGFloat, to maxY: CGFloat,
    limit: Int
  ) -> [(section: Int, top: CGFloat)] {
    let visibleTop = min(max(minY + adjustedContentInset.top, minY), maxY)
    var candidates = Set(natural)
    let first = geometry.section(at: minY)
    let last = geometry.section(at: visibleTop)
    if first <= last { candidates.formUnion(first...min(last, first + limit)) }
    return candidates.sorted().compactMap { index in
      let section = geometry.sections[index]
      guard section.headerHeight > 0 else { return nil }
      let top = geometry.floatingHeaderTop(index, visibleTop: visibleTop)
      guard top < maxY, top + section.headerHeight > minY else { return nil }
      return (index, top)
    }
  }

  /// Recycles the views that left, then places and creates those for `found` (recycling
  /// first, so a scroll reuses the cells it scrolled away).
  private func updateVisibleViews(
    _ found: (rows: [IndexPath], headers: [Int], footers: [Int], isCut: Bool),
    headerTops: [(section: Int, top: CGFloat)], in geometry: UITableViewGeometry, width: CGFloat
  ) {
    let delegate = self.delegate as? any UITableViewDelegate
    let rows = Set(found.rows)
    let leaving = cellsByIndexPath.filter { !rows.contains($0.key) }
    for (indexPath, cell) in leaving.sorted(by: { $0.key < $1.key }) {
      cellsByIndexPath[indexPath] = nil
      recycle(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    let headers = Set(headerTops.map(\.section))
    for (section, view) in headerViews.sorted(by: { $0.key < $1.key })
    where !headers.contains(section) {
      headerViews[section] = nil
      recycle(view)
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    let footers = Set(found.footers)
    for (section, view) in footerViews.sorted(by: { $0.key < $1.key })
    where !footers.contains(section) {
      footerViews[section] = nil
      recycle(view)
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
    for (section, top) in headerTops {
      let rect = CGRect(
        x: 0, y: top, width: width, height: geometry.sections[section].headerHeight)
      if let view = headerViews[section] {
        view.frame = rect
      } else if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
        show(view, at: rect)
        headerViews[section] = view
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      }
    }
    for indexPath in found.rows {
      // A swiped row's cell sits beside its row.
      let rect = geometry.rowRect(indexPath, width: width).offsetBy(
        dx: rowSwipes.offset(of: indexPath), dy: 0)
      if let cell = cellsByIndexPath[indexPath] {
        if cell.frame != rect { cell.frame = rect }
      } else if let cell = requestCell(at: indexPath, rect: rect) {
        cellsByIndexPath[indexPath] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
    for section in found.footers {
      let part = geometry.sections[section]
      let rect = CGRect(x: 0, y: part.footerTop, width: width, height: part.footerHeight)
      if let view = footerViews[section] {
        view.frame = rect
      } else if let view = delegate?.tableView(self, viewForFooterInSection: section) {
        show(view, at: rect)
        footerViews[section] = view
        delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
  }

  private func show(_ view: UIView, at rect: CGRect) {
    if view.superview !== self { addSubview(view) }
    view.frame = rect
  }

  /// Asks the data source for the cell of the row at `indexPath`, placed at `rect`.
  ///
  /// A cell already on screen for another row, or in another table, is reported (UIKit raises
  /// an exception) and the row is left without a cell.
  private func requestCell(at indexPath: IndexPath, rect: CGRect) -> UITableViewCell? {
    guard let dataSource else { return nil }
    indexPathBeingRequested = indexPath
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    indexPathBeingRequested = nil
    let shownElsewhere = cellsByIndexPath.first { $0.value === cell }?.key
    let inOtherTable = (cell.superview as? UITableView).map { $0 !== self } ?? false
    if shownElsewhere != nil || inOtherTable {
      let place =
        shownElsewhere.map { "is already on screen for row \(describe($0))" }
        ?? "belongs to another table view"
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: String(describing: type(of: dataSource)), call: "tableView(_:cellForRowAt:)",
          message:
            "returned for row \(describe(indexPath)) a cell that \(place); cells must come from "
            + "dequeueReusableCell(withIdentifier:for:) (UIKit raises an exception). The row "
            + "has no cell"))
      return nil
    }
    // Beneath the header and footer views, as UIKit keeps them: a floating header covers the
    // rows passing under it.
    if cell.superview !== self { insertSubview(cell, at: 0) }
    cell.frame = rect
    cell.setSelected(selection.contains(indexPath), animated: false)
    return cell
  }

  /// Takes `cell` off screen and queues it for reuse (a cell without a reuse identifier is
  /// dropped, as in UIKit).
  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    cell.setSelected(false, animated: false)
    cell.setHighlighted(false, animated: false)
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Takes a header or footer view off screen, queuing it for reuse if it is reusable.
  func recycle(_ view: UIView) {
    view.removeFromSuperview()
    guard let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    else { return }
    reusableHeaderFooterViews[identifier, default: []].append(reusable)
  }

  /// Recycles every view on screen, telling the delegate.
  func recycleAllViews() {
    let delegate = self.delegate as? any UITableViewDelegate
    let cells = cellsByIndexPath
    let headers = headerViews
    let footers = footerViews
    cellsByIndexPath = [:]
    headerViews = [:]
    footerViews = [:]
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
      recycle(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    for (section, view) in headers.sorted(by: { $0.key < $1.key }) {
      recycle(view)
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    for (section, view) in footers.sorted(by: { $0.key < $1.key }) {
      recycle(view)
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
  }

  static let headerKind = "UITableViewSectionHeader"
  static let footerKind = "UITableViewSectionFooter"
}
