import Foundation

/// One wheel of a ``UIPickerView``: a vertical scroll view on the engine whose rows are
/// `rowHeight` tall, inset so that the first and last rows reach the band at its middle.
///
/// Row `r` is in the band at offset `r × rowHeight − inset`. A release's target is moved to the
/// nearest row; a row passing the middle during a turn the user started plays a selection tick;
/// coming to rest on another row selects it and tells the picker.
final class PickerWheel: UIScrollView {
  private weak var picker: UIPickerView?
  /// The height of every row.
  var rowHeight: CGFloat = UIPickerView.defaultRowHeight
  /// The number of rows.
  private(set) var rowCount = 0
  /// The row selected: the one the wheel last came to rest on, or the app selected.
  private(set) var selectedRow = 0
  /// The row nearest the band when the offset last changed (a change plays a tick).
  private var rowInBand = 0
  /// A turn the user started is under way (a drag, its carry, a tap's turn): ticks play, and
  /// coming to rest selects.
  private var isUserTurn = false
  /// The rows in view and their views; row views out of view, to reuse.
  private var shown: [Int: UIView] = [:]
  private var spare: [UIView] = []
  /// The geometry the content was last fitted to: a change puts the selected row back in the
  /// band.
  private var fitted: (height: CGFloat, rowHeight: CGFloat, rows: Int)?
  private let ticks = UISelectionFeedbackGenerator()
  /// The most rows a wheel shows at once (ours).
  static let maximumRowsShown = 1_000
  private let ends = PickerWheelEnds()

  init(picker: UIPickerView) {
    self.picker = picker
    super.init(frame: .zero)
    showsVerticalScrollIndicator = false
    showsHorizontalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    alwaysBounceVertical = true
    ends.wheel = self
    delegate = ends
  }

  required init?(coder: NSCoder) { nil }

  // MARK: - Rows

  /// The inset above the first row and below the last, so each can reach the band.
  private var bandInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

  /// The offset at which `row` is in the band.
  private func offset(ofRow row: Int) -> CGPoint {
    CGPoint(x: 0, y: CGFloat(row) * rowHeight - bandInset)
  }

  /// The row nearest the band at `offset`, clamped to the rows.
  private func row(at offset: CGFloat) -> Int {
    guard rowCount > 0, rowHeight > 0 else { return 0 }
    let position = ((offset + bandInset) / rowHeight).rounded()
    guard position.isFinite else { return 0 }
    return Int(min(max(position, 0), Double(rowCount - 1)))
  }

  /// The view showing `row`, while it is in view.
  func shownView(forRow row: Int) -> UIView? { shown[row] }

  /// Takes `rows` rows, keeping the selection where it still exists.
  func reload(rows: Int) {
    rowCount = rows
    selectedRow = min(selectedRow, max(0, rows - 1))
    rowInBand = selectedRow
    for view in shown.values { view.removeFromSuperview() }
    spare.append(contentsOf: shown.values)
    shown = [:]
    fitted = nil
    fitContent()
    setNeedsLayout()
  }

  /// Sizes the content to the rows; a change of size or rows puts the selected row in the band.
  func fitContent() {
    let geometry = (height: bounds.height, rowHeight: rowHeight, rows: rowCount)
    if let fitted, fitted == geometry { return }
    fitted = geometry
    let inset = bandInset
    contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
    contentOffset = offset(ofRow: selectedRow)
  }

  /// Turns to `row` for the app: no ticks, no selection callback.
  func select(_ row: Int, animated: Bool) {
    selectedRow = row
    rowInBand = row
    isUserTurn = false
    setContentOffset(offset(ofRow: row), animated: animated)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// Shows the rows in view, reusing the views of rows that left it.
  private func layoutRows() {
    guard rowCount > 0, rowHeight > 0, let picker else { return }
    let top = (contentOffset.y / rowHeight).rounded(.down)
    let bottom = ((contentOffset.y + bounds.height) / rowHeight).rounded(.down)
    guard top.isFinite, bottom.isFinite else { return }
    let first = Int(min(max(top, 0), Double(rowCount - 1)))
    // A wheel taller than a thousand rows shows its first thousand (ours: a bound on the views
    // a pass makes).
    let last = min(
      Int(min(max(bottom, 0), Double(rowCount - 1))), first + Self.maximumRowsShown - 1)
    for (row, view) in shown where row < first || row > last {
      view.removeFromSuperview()
      spare.append(view)
      shown[row] = nil
    }
    for row in first...last where shown[row] == nil {
      let view = picker.rowView(row, of: self, reusing: spare.popLast())
      let band = CGRect(
        x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
      // The picker centres the view in its row; a view with no size of its own fills it.
      if view.bounds.size == .zero {
        view.frame = band
      } else {
        view.center = CGPoint(x: band.midX, y: band.midY)
      }
      if view.superview !== self { addSubview(view) }
      shown[row] = view
    }
  }

  // MARK: - Turning

  /// A release comes to rest with a row in the band: the nearest to where it would stop.
  override func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    guard rowCount > 0 else { return proposed }
    return offset(ofRow: row(at: proposed.y))
  }

  /// A tap on a row outside the band turns the wheel to it.
  override func didTapContent(at location: CGPoint) {
    super.didTapContent(at: location)
    guard rowCount > 0, rowHeight > 0 else { return }
    let position = (location.y / rowHeight).rounded(.down)
    guard position.isFinite, position >= 0, position < Double(rowCount) else { return }
    let tapped = Int(position)
    guard tapped != row(at: contentOffset.y) else { return }
    isUserTurn = true
    setContentOffset(offset(ofRow: tapped), animated: true)
  }

  /// A row passing the middle during the user's turn plays a tick.
  override func scrollViewDidScrollInternally() {
    super.scrollViewDidScrollInternally()
    let row = row(at: contentOffset.y)
    guard row != rowInBand else { return }
    rowInBand = row
    if isUserTurn { ticks.selectionChanged() }
  }

  /// A drag began: the user's turn.
  func userBeganTurning() { isUserTurn = true }

  /// The wheel stopped: between rows it turns on to the nearest; on a row it selects it.
  func cameToRest() {
    let row = row(at: contentOffset.y)
    let target = offset(ofRow: row)
    guard abs(contentOffset.y - target.y) <= 0.5 else {
      setContentOffset(target, animated: true)
      return
    }
    let wasUserTurn = isUserTurn
    isUserTurn = false
    guard row != selectedRow, rowCount > 0 else { return }
    selectedRow = row
    if wasUserTurn { picker?.wheel(self, didSelect: row) }
  }
}

/// Hears when a ``PickerWheel`` begins and stops turning (its own delegate: the app never sees
/// the wheel's scroll view).
final class PickerWheelEnds: UIScrollViewDelegate {
  weak var wheel: PickerWheel?

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { wheel?.userBeganTurning() }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { wheel?.cameToRest() }
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { wheel?.cameToRest() }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { wheel?.cameToRest() }
}
