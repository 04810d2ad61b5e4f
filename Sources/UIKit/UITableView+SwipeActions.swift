import HeadlessRuntime
import TouchCore
import TouchInput

// MARK: - Swipe actions

extension UITableView {
  /// Routes one touch sample routed to the table: a mostly horizontal drag that starts on a row
  /// with actions, before the table's pan begins, swipes the row; everything else goes to the
  /// scroll view (`engine`).
  ///
  /// The row follows the finger (its cell's frame is offset, as UIKit moves the cell since
  /// iOS 11). On lift it settles open at its actions' width when it is past half of it (and not
  /// flung back) or flung outward, performs the first action when it went past the full-swipe
  /// distance, else closes. While a row is open, a tap on one of its actions runs the action's
  /// handler; a touch anywhere else closes the row and selects nothing; a scroll closes it.
  func routeSwipeTouch(
    _ sample: TouchSample, recognizesTaps: Bool, engine: (TouchSample, Bool) -> Void
  ) {
    let id = sample.id
    if let swipe = rowSwipe, case .tracking(let finger, _, _, _) = swipe.phase {
      // Other fingers are ignored while one drags a row (ours).
      guard finger == id else { return }
      if sample.phase.isTerminal { touchesWithoutTaps.remove(id) }
      trackRowSwipe(sample)
      return
    }
    switch sample.phase {
    case .began:
      beginSwipeCandidate(sample)
      engine(sample, recognizesTaps && !touchesWithoutTaps.contains(id))
    case .moved, .stationary:
      if let candidate = swipeCandidate, candidate.touch == id, !isDragging,
        dragWouldBegin(with: sample).begins
      {
        swipeCandidate = nil
        if beginRowSwipe(candidate, with: sample) {
          let released = TouchSample(
            id: id, phase: .cancelled, location: sample.location, timestamp: sample.timestamp)
          engine(released, false)
          contentTap = TapGestureRecognizer()
          return
        }
      }
      engine(sample, recognizesTaps && !touchesWithoutTaps.contains(id))
      if isDragging, rowSwipe != nil { closeRowSwipe() }
    case .ended, .cancelled:
      let candidate = swipeCandidate?.touch == id ? swipeCandidate : nil
      if candidate != nil { swipeCandidate = nil }
      engine(sample, recognizesTaps && !touchesWithoutTaps.contains(id))
      touchesWithoutTaps.remove(id)
      guard let candidate, candidate.isOnSwipedRow, sample.phase == .ended, !isDragging else {
        return
      }
      // A row waiting for its handler's completion stays as it is under a tap (ours: only a
      // touch elsewhere closes it).
      guard let swipe = rowSwipe, !swipe.isPerforming else { return }
      if let index = candidate.actionIndex {
        performSwipeAction(at: index)
      } else {
        closeRowSwipe()
      }
    }
  }

  /// A finger touched down: it may swipe the row under it; with a row open elsewhere it closes
  /// that row instead, and selects nothing.
  private func beginSwipeCandidate(_ sample: TouchSample) {
    let location = convert(CGPoint(sample.location), from: nil)
    let row = indexPathForRow(at: location)
    let start = CGPoint(sample.location)
    guard let swipe = rowSwipe else {
      swipeCandidate = row.map {
        UITableViewSwipeCandidate(
          touch: sample.id, start: start, indexPath: $0, isOnSwipedRow: false, actionIndex: nil)
      }
      return
    }
    touchesWithoutTaps.insert(sample.id)
    if row == swipe.indexPath {
      swipeCandidate = UITableViewSwipeCandidate(
        touch: sample.id, start: start, indexPath: swipe.indexPath, isOnSwipedRow: true,
        actionIndex: swipe.actionIndex(atX: location.x, rowWidth: bounds.width))
    } else {
      swipeCandidate = nil
      closeRowSwipe()
    }
  }

  /// Starts dragging `candidate`'s row if the finger moved mostly horizontally and the row has
  /// actions on that side; returns whether it did.
  private func beginRowSwipe(_ candidate: UITableViewSwipeCandidate, with sample: TouchSample)
    -> Bool
  {
    let location = CGPoint(sample.location)
    let dx = location.x - candidate.start.x
    let dy = location.y - candidate.start.y
    guard abs(dx) > abs(dy), rowExists(candidate.indexPath) else { return false }
    let tracking = UITableViewRowSwipe.Phase.tracking(
      candidate.touch, startX: candidate.start.x, startOffset: 0, ScrollViewVelocityTracker())
    if candidate.isOnSwipedRow, var swipe = rowSwipe, swipe.indexPath == candidate.indexPath {
      swipe.phase = .tracking(
        candidate.touch, startX: candidate.start.x, startOffset: swipe.offset,
        ScrollViewVelocityTracker())
      rowSwipe = swipe
    } else {
      guard rowSwipe == nil else { return false }
      let indexPath = candidate.indexPath
      guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
        return false
      }
      let delegate = self.delegate as? any UITableViewDelegate
      let leading = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      let trailing = trailingSwipeConfiguration(at: indexPath, delegate: delegate)
      let side = dx > 0 ? leading : trailing
      // The app's code may have changed the table while it was asked.
      guard let side, !side.actions.isEmpty, rowSwipe == nil, rowExists(indexPath) else {
        return false
      }
      swipeGeneration += 1
      rowSwipe = UITableViewRowSwipe(
        indexPath: indexPath, leading: leading, trailing: trailing, phase: tracking,
        generation: swipeGeneration)
      delegate?.tableView(self, willBeginEditingRowAt: indexPath)
      guard rowSwipe?.generation == swipeGeneration else { return true }
    }
    touchesWithoutTaps.insert(candidate.touch)
    trackRowSwipe(sample)
    return true
  }

  /// Whether `sample` moves the swipe candidate's finger mostly horizontally toward actions of
  /// the delegate's own on that side of its row (or drags the row already swiped).
  func rowHasOwnSwipeActions(toward sample: TouchSample) -> Bool {
    guard let candidate = swipeCandidate, candidate.touch == sample.id else { return false }
    let dx = CGFloat(sample.location.x) - candidate.start.x
    let dy = CGFloat(sample.location.y) - candidate.start.y
    guard abs(dx) > abs(dy), rowExists(candidate.indexPath) else { return false }
    if candidate.isOnSwipedRow { return true }
    guard rowSwipe == nil, let dataSource, let delegate = delegate as? any UITableViewDelegate,
      dataSource.tableView(self, canEditRowAt: candidate.indexPath)
    else { return false }
    let side =
      dx > 0
      ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: candidate.indexPath)
      : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: candidate.indexPath)
    return !(side?.actions.isEmpty ?? true)
  }

  /// The delegate's trailing actions, or UIKit's Delete action for a data source that commits
  /// deletions: when the delegate gives none and its `editingStyleForRowAt` is `.delete`.
  ///
  /// A Swift protocol cannot tell whether the data source implements
  /// `tableView(_:commit:forRowAt:)` (Objective-C's `respondsToSelector:`). The Delete action is
  /// offered when the app's own code says its rows edit: its data source's `canEditRowAt` or its
  /// delegate's `editingStyleForRowAt` is its own, not the default, so a read-only list never
  /// shows one; and no more once the data source's default `commit` has been called (ours). A
  /// table whose data source implements only `commit` gets it with a one-line `canEditRowAt`
  /// returning `true`.
  private func trailingSwipeConfiguration(
    at indexPath: IndexPath, delegate: (any UITableViewDelegate)?
  ) -> UISwipeActionsConfiguration? {
    if let configured = delegate?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configured
    }
    guard let dataSource, ObjectIdentifier(dataSource) != dataSourceWithoutCommit else {
      return nil
    }
    defaultEditabilityWasAsked = false
    _ = dataSource.tableView(self, canEditRowAt: indexPath)
    let canEditIsOwn = !defaultEditabilityWasAsked
    defaultEditabilityWasAsked = false
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    let styleIsOwn = delegate != nil && !defaultEditabilityWasAsked
    defaultEditabilityWasAsked = false
    guard style == .delete, canEditIsOwn || styleIsOwn else { return nil }
    let title =
      delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      guard let self else { return completion(false) }
      completion(self.commitDelete(at: self.rowSwipe?.indexPath ?? indexPath))
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// Asks the data source to commit the deletion of the row; whether it did anything.
  private func commitDelete(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return false }
    defaultCommitWasCalled = false
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    guard defaultCommitWasCalled else { return true }
    defaultCommitWasCalled = false
    dataSourceWithoutCommit = ObjectIdentifier(dataSource)
    return false
  }

  /// Moves the dragged row with the finger; on lift, settles or performs.
  private func trackRowSwipe(_ sample: TouchSample) {
    guard var swipe = rowSwipe,
      case .tracking(let id, let startX, let startOffset, var tracker) = swipe.phase,
      id == sample.id
    else { return }
    let x = CGFloat(sample.location.x)
    tracker.add(Point2D(x: Double(x), y: 0), at: sample.timestamp)
    swipe.offset = swipe.constrained(startOffset + (x - startX), rowWidth: bounds.width)
    swipe.phase = .tracking(id, startX: startX, startOffset: startOffset, tracker)
    rowSwipe = swipe
    showSwipeOffset(swipe.offset, of: swipe.indexPath)
    switch sample.phase {
    case .ended:
      releaseRowSwipe(velocity: CGFloat(tracker.velocity(at: sample.timestamp).dx))
    case .cancelled:
      settleRowSwipe(to: 0)
    case .began, .moved, .stationary:
      break
    }
  }

  /// The finger lifted from the dragged row, moving at `velocity` (points per second, along
  /// the row).
  private func releaseRowSwipe(velocity: CGFloat) {
    guard let swipe = rowSwipe else { return }
    let offset = swipe.offset
    guard offset != 0 else { return settleRowSwipe(to: 0) }
    let sign: CGFloat = offset > 0 ? 1 : -1
    let distance = abs(offset)
    let width = swipe.actionsWidth(forOffset: offset)
    let outward = velocity.isFinite ? velocity * sign : 0
    let fling = UITableViewRowSwipe.flingVelocity
    if let full = swipe.fullSwipeDistance(forOffset: offset, rowWidth: bounds.width),
      distance > full
    {
      performSwipeAction(at: 0)
    } else if outward >= fling || (distance > width / 2 && outward > -fling) {
      settleRowSwipe(to: sign * width)
    } else {
      settleRowSwipe(to: 0)
    }
  }

  /// Runs the handler of the action at `index` on the open side; the row waits where it is
  /// for the handler's completion, which closes it.
  private func performSwipeAction(at index: Int) {
    guard var swipe = rowSwipe, let configuration = swipe.configuration(forOffset: swipe.offset),
      configuration.actions.indices.contains(index)
    else { return }
    let action = configuration.actions[index]
    swipe.phase = .performing
    rowSwipe = swipe
    let generation = swipe.generation
    var isCompleted = false
    let completion: (Bool) -> Void = { [weak self] _ in
      // A second call is ignored (ours: UIKit ignores it too).
      guard !isCompleted else { return }
      isCompleted = true
      guard let self, self.rowSwipe?.generation == generation else { return }
      self.settleRowSwipe(to: 0)
    }
    let sourceView: UIView = cellsByIndexPath[swipe.indexPath] ?? self
    action.handler(action, sourceView, completion)
  }

  /// Closes the swiped row, animated, unless a finger drags it.
  func closeRowSwipe() {
    guard let swipe = rowSwipe else { return }
    switch swipe.phase {
    case .tracking, .settling(_, to: 0, _): return
    case .settling, .open, .performing: settleRowSwipe(to: 0)
    }
  }

  /// Starts the row moving to `target` on the virtual clock (at once without a runtime).
  private func settleRowSwipe(to target: CGFloat) {
    guard var swipe = rowSwipe else { return }
    guard let runtime = HeadlessRuntime.current, swipe.offset != target else {
      swipe.offset = target
      return finishSettling(swipe)
    }
    swipe.phase = .settling(from: swipe.offset, to: target, start: runtime.now)
    rowSwipe = swipe
  }

  /// One display frame: a settling row moves along its curve (a critically damped spring
  /// over ``UITableViewRowSwipe/settleDuration``, ours).
  func advanceRowSwipe(at time: Timestamp) {
    guard var swipe = rowSwipe, case .settling(let from, let to, let start) = swipe.phase else {
      return
    }
    let fraction = (time - start).seconds / UITableViewRowSwipe.settleDuration
    guard fraction < 1 else {
      swipe.offset = to
      return finishSettling(swipe)
    }
    let progress = AnimationTiming.spring(damping: 1, velocity: 0).progress(
      at: CGFloat(max(fraction, 0)))
    swipe.offset = from + (to - from) * progress
    rowSwipe = swipe
    showSwipeOffset(swipe.offset, of: swipe.indexPath)
  }

  /// The row reached its resting offset: open, or closed (the delegate hears the swipe ended).
  private func finishSettling(_ swipe: UITableViewRowSwipe) {
    var swipe = swipe
    showSwipeOffset(swipe.offset, of: swipe.indexPath)
    guard swipe.offset == 0 else {
      swipe.phase = .open
      rowSwipe = swipe
      return
    }
    rowSwipe = nil
    (delegate as? any UITableViewDelegate)?.tableView(self, didEndEditingRowAt: swipe.indexPath)
  }

  /// Whether a swiped row is moving on its own.
  var isRowSwipeSettling: Bool {
    guard let swipe = rowSwipe, case .settling = swipe.phase else { return false }
    return true
  }

  /// The horizontal offset of the row at `indexPath`'s cell.
  func swipeOffset(of indexPath: IndexPath) -> CGFloat {
    guard let swipe = rowSwipe, swipe.indexPath == indexPath else { return 0 }
    return swipe.offset
  }

  /// Places the row's cell, if on screen, `offset` from its row.
  private func showSwipeOffset(_ offset: CGFloat, of indexPath: IndexPath) {
    guard let cell = cellsByIndexPath[indexPath], let rect = rectIfRowExists(indexPath) else {
      return
    }
    let frame = rect.offsetBy(dx: offset, dy: 0)
    if cell.frame != frame { cell.frame = frame }
  }

  /// The rows changed under an open row (a batch update): it follows its row, or ends at once
  /// when its row was deleted (the delegate's `didEndEditingRowAt` gets nil).
  func swipedRowDidMove(to newIndexPath: IndexPath?) {
    guard var swipe = rowSwipe else { return }
    guard let newIndexPath else {
      rowSwipe = nil
      swipeCandidate = nil
      (delegate as? any UITableViewDelegate)?.tableView(self, didEndEditingRowAt: nil)
      return
    }
    swipe.indexPath = newIndexPath
    rowSwipe = swipe
  }

  /// Closes a swiped row at once (a reload, ours; editing turned off without animation).
  func endRowSwipeAtOnce() {
    swipeCandidate = nil
    guard let swipe = rowSwipe else { return }
    rowSwipe = nil
    showSwipeOffset(0, of: swipe.indexPath)
    (delegate as? any UITableViewDelegate)?.tableView(self, didEndEditingRowAt: swipe.indexPath)
  }
}
