import HeadlessRuntime
import TouchCore
import TouchInput
import TouchModel

/// The swipe actions of one scroll view's rows, shared by a table and a collection view on a
/// list layout: which row is swiped, how it follows the finger, settles, opens and closes, and
/// which action a tap or a full swipe runs.
///
/// A mostly horizontal drag that starts on a row with actions, before the view's pan begins,
/// swipes the row; everything else goes to the scroll view. The row follows the finger (its
/// cell's frame is offset, as UIKit moves the cell since iOS 11). On lift it settles open at its
/// actions' width when it is past half of it (and not flung back) or flung outward, performs
/// the first action when it went past the full-swipe distance, else closes. While a row is
/// open, a tap on one of its actions runs the action's handler; a touch anywhere else closes
/// the row and selects nothing; a scroll closes it. The thresholds are ``CellSwipe``'s.
///
/// A class, held by its view in a constant, so the app's code that a handler or a delegate runs
/// may touch the view (and close or move the row) while the tracker works: the state is read
/// into a local, changed, and stored back before any app code runs.
final class CellSwipeTracker {
  /// The row a swipe moved aside, if any.
  private(set) var swipe: CellSwipe?
  /// A finger on a row that may yet swipe it.
  private var candidate: CellSwipeCandidate?
  /// Tells a swipe's action completions from those of an earlier swipe.
  private var generation = 0
  /// Fingers whose lift must not select a row (they swiped, or closed an open row).
  private var touchesWithoutTaps: Set<Touch.ID> = []

  /// The row a swipe moved aside, if any.
  var swipedIndexPath: IndexPath? { swipe?.indexPath }

  /// Whether a finger drags the swiped row (the view's content touches are then cancelled).
  var isTracking: Bool {
    guard let swipe, case .tracking = swipe.phase else { return false }
    return true
  }

  /// Whether a swiped row is moving on its own.
  var isSettling: Bool {
    guard let swipe, case .settling = swipe.phase else { return false }
    return true
  }

  /// The horizontal offset of the cell of the row at `indexPath`.
  func offset(of indexPath: IndexPath) -> CGFloat {
    guard let swipe, swipe.indexPath == indexPath else { return 0 }
    return swipe.offset
  }

  // MARK: - Touches

  /// Routes one touch sample routed to `host`: a swipe of a row, or `engine` (the scroll view's
  /// own handling, with whether it may recognize a tap).
  func route(
    _ sample: TouchSample, recognizesTaps: Bool, in host: any CellSwipeHost,
    engine: (TouchSample, Bool) -> Void
  ) {
    let id = sample.id
    if let swipe, case .tracking(let finger, _, _, _) = swipe.phase {
      // Other fingers are ignored while one drags a row (ours).
      guard finger == id else { return }
      if sample.phase.isTerminal { touchesWithoutTaps.remove(id) }
      track(sample, in: host)
      return
    }
    switch sample.phase {
    case .began:
      beginCandidate(sample, in: host)
      engine(sample, recognizesTaps && !touchesWithoutTaps.contains(id))
    case .moved, .stationary:
      if let candidate, candidate.touch == id, !host.isDragging,
        host.dragWouldBegin(with: sample).begins
      {
        self.candidate = nil
        if beginSwipe(candidate, with: sample, in: host) {
          let released = TouchSample(
            id: id, phase: .cancelled, location: sample.location, timestamp: sample.timestamp)
          engine(released, false)
          host.contentTap = TapGestureRecognizer()
          return
        }
      }
      engine(sample, recognizesTaps && !touchesWithoutTaps.contains(id))
      if host.isDragging, swipe != nil { close(in: host) }
    case .ended, .cancelled:
      let lifted = candidate?.touch == id ? candidate : nil
      if lifted != nil { candidate = nil }
      engine(sample, recognizesTaps && !touchesWithoutTaps.contains(id))
      touchesWithoutTaps.remove(id)
      guard let lifted, lifted.isOnSwipedRow, sample.phase == .ended, !host.isDragging else {
        return
      }
      // A row waiting for its handler's completion stays as it is under a tap (ours: only a
      // touch elsewhere closes it).
      guard let swipe, !swipe.isPerforming else { return }
      if let index = lifted.actionIndex {
        performAction(at: index, in: host)
      } else {
        close(in: host)
      }
    }
  }

  /// A finger touched down: it may swipe the row under it; with a row open elsewhere it closes
  /// that row instead, and selects nothing.
  private func beginCandidate(_ sample: TouchSample, in host: any CellSwipeHost) {
    let location = host.convert(CGPoint(sample.location), from: nil)
    let row = host.swipeRowIndexPath(at: location)
    let start = CGPoint(sample.location)
    guard let swipe else {
      candidate = row.map {
        CellSwipeCandidate(
          touch: sample.id, start: start, indexPath: $0, isOnSwipedRow: false, actionIndex: nil)
      }
      return
    }
    touchesWithoutTaps.insert(sample.id)
    if row == swipe.indexPath, let frame = host.swipeRowFrame(of: swipe.indexPath) {
      candidate = CellSwipeCandidate(
        touch: sample.id, start: start, indexPath: swipe.indexPath, isOnSwipedRow: true,
        actionIndex: swipe.actionIndex(atX: location.x - frame.minX, rowWidth: frame.width))
    } else {
      candidate = nil
      close(in: host)
    }
  }

  /// Starts dragging `candidate`'s row if the finger moved mostly horizontally and the row has
  /// actions on that side; returns whether it did.
  private func beginSwipe(
    _ candidate: CellSwipeCandidate, with sample: TouchSample, in host: any CellSwipeHost
  ) -> Bool {
    let location = CGPoint(sample.location)
    let dx = location.x - candidate.start.x
    let dy = location.y - candidate.start.y
    guard abs(dx) > abs(dy), host.swipeRowFrame(of: candidate.indexPath) != nil else {
      return false
    }
    let tracking = CellSwipe.Phase.tracking(
      candidate.touch, startX: candidate.start.x, startOffset: 0, ScrollViewVelocityTracker())
    if candidate.isOnSwipedRow, var swipe, swipe.indexPath == candidate.indexPath {
      swipe.phase = .tracking(
        candidate.touch, startX: candidate.start.x, startOffset: swipe.offset,
        ScrollViewVelocityTracker())
      self.swipe = swipe
    } else {
      guard swipe == nil else { return false }
      let indexPath = candidate.indexPath
      guard let configurations = host.swipeActionsConfigurations(at: indexPath) else {
        return false
      }
      let side = dx > 0 ? configurations.leading : configurations.trailing
      // The app's code may have changed the view while it was asked.
      guard let side, !side.actions.isEmpty, swipe == nil,
        host.swipeRowFrame(of: indexPath) != nil
      else { return false }
      generation += 1
      swipe = CellSwipe(
        indexPath: indexPath, leading: configurations.leading,
        trailing: configurations.trailing, phase: tracking, generation: generation)
      host.swipeDidBegin(at: indexPath)
      guard swipe?.generation == generation else { return true }
    }
    touchesWithoutTaps.insert(candidate.touch)
    track(sample, in: host)
    return true
  }

  /// Whether `sample` moves the candidate's finger mostly horizontally toward actions of the
  /// app's own on that side of its row (or drags the row already swiped).
  func hasOwnActions(toward sample: TouchSample, in host: any CellSwipeHost) -> Bool {
    guard let candidate, candidate.touch == sample.id else { return false }
    let dx = CGFloat(sample.location.x) - candidate.start.x
    let dy = CGFloat(sample.location.y) - candidate.start.y
    guard abs(dx) > abs(dy), host.swipeRowFrame(of: candidate.indexPath) != nil else {
      return false
    }
    if candidate.isOnSwipedRow { return true }
    guard swipe == nil else { return false }
    return host.hasOwnSwipeActions(at: candidate.indexPath, isLeading: dx > 0)
  }

  // MARK: - Motion

  /// Moves the dragged row with the finger; on lift, settles or performs.
  private func track(_ sample: TouchSample, in host: any CellSwipeHost) {
    guard var swipe,
      case .tracking(let id, let startX, let startOffset, var tracker) = swipe.phase,
      id == sample.id
    else { return }
    let rowWidth = host.swipeRowFrame(of: swipe.indexPath)?.width ?? host.bounds.width
    let x = CGFloat(sample.location.x)
    tracker.add(Point2D(x: Double(x), y: 0), at: sample.timestamp)
    swipe.offset = swipe.constrained(startOffset + (x - startX), rowWidth: rowWidth)
    swipe.phase = .tracking(id, startX: startX, startOffset: startOffset, tracker)
    self.swipe = swipe
    host.showSwipeOffset(swipe.offset, of: swipe.indexPath)
    switch sample.phase {
    case .ended:
      release(velocity: CGFloat(tracker.velocity(at: sample.timestamp).dx), in: host)
    case .cancelled:
      settle(to: 0, in: host)
    case .began, .moved, .stationary:
      break
    }
  }

  /// The finger lifted from the dragged row, moving at `velocity` (points per second, along
  /// the row).
  private func release(velocity: CGFloat, in host: any CellSwipeHost) {
    guard let swipe else { return }
    let offset = swipe.offset
    guard offset != 0 else { return settle(to: 0, in: host) }
    let rowWidth = host.swipeRowFrame(of: swipe.indexPath)?.width ?? host.bounds.width
    let sign: CGFloat = offset > 0 ? 1 : -1
    let distance = abs(offset)
    let width = swipe.actionsWidth(forOffset: offset)
    let outward = velocity.isFinite ? velocity * sign : 0
    let fling = CellSwipe.flingVelocity
    if let full = swipe.fullSwipeDistance(forOffset: offset, rowWidth: rowWidth), distance > full {
      performAction(at: 0, in: host)
    } else if outward >= fling || (distance > width / 2 && outward > -fling) {
      settle(to: sign * width, in: host)
    } else {
      settle(to: 0, in: host)
    }
  }

  /// Runs the handler of the action at `index` on the open side; the row waits where it is
  /// for the handler's completion, which closes it.
  private func performAction(at index: Int, in host: any CellSwipeHost) {
    guard var swipe, let configuration = swipe.configuration(forOffset: swipe.offset),
      configuration.actions.indices.contains(index)
    else { return }
    let action = configuration.actions[index]
    swipe.phase = .performing
    self.swipe = swipe
    let generation = swipe.generation
    var isCompleted = false
    let completion: (Bool) -> Void = { [weak self, weak host] _ in
      // A second call is ignored (ours: UIKit ignores it too).
      guard !isCompleted else { return }
      isCompleted = true
      guard let self, let host, self.swipe?.generation == generation else { return }
      self.settle(to: 0, in: host)
    }
    action.handler(action, host.swipeSourceView(at: swipe.indexPath), completion)
  }

  /// Closes the swiped row, animated, unless a finger drags it.
  func close(in host: any CellSwipeHost) {
    guard let swipe else { return }
    switch swipe.phase {
    case .tracking, .settling(_, to: 0, _): return
    case .settling, .open, .performing: settle(to: 0, in: host)
    }
  }

  /// Starts the row moving to `target` on the virtual clock (at once without a runtime).
  private func settle(to target: CGFloat, in host: any CellSwipeHost) {
    guard var swipe else { return }
    guard let runtime = HeadlessRuntime.current, swipe.offset != target else {
      swipe.offset = target
      return finishSettling(swipe, in: host)
    }
    swipe.phase = .settling(from: swipe.offset, to: target, start: runtime.now)
    self.swipe = swipe
  }

  /// One display frame: a settling row moves along its curve (a critically damped spring
  /// over ``CellSwipe/settleDuration``, ours).
  func advance(at time: Timestamp, in host: any CellSwipeHost) {
    guard var swipe, case .settling(let from, let to, let start) = swipe.phase else { return }
    let fraction = (time - start).seconds / CellSwipe.settleDuration
    guard fraction < 1 else {
      swipe.offset = to
      return finishSettling(swipe, in: host)
    }
    let progress = AnimationTiming.spring(damping: 1, velocity: 0).progress(
      at: CGFloat(max(fraction, 0)))
    swipe.offset = from + (to - from) * progress
    self.swipe = swipe
    host.showSwipeOffset(swipe.offset, of: swipe.indexPath)
  }

  /// The row reached its resting offset: open, or closed (the host hears the swipe ended).
  private func finishSettling(_ settled: CellSwipe, in host: any CellSwipeHost) {
    var settled = settled
    guard settled.offset == 0 else {
      settled.phase = .open
      swipe = settled
      host.showSwipeOffset(settled.offset, of: settled.indexPath)
      return
    }
    swipe = nil
    host.showSwipeOffset(0, of: settled.indexPath)
    host.swipeDidEnd(at: settled.indexPath)
  }

  // MARK: - Changes to the rows

  /// The rows changed under an open row (a batch update): it follows its row, or ends at once
  /// when its row was deleted (the host hears it ended at nil).
  func swipedRowDidMove(to newIndexPath: IndexPath?, in host: any CellSwipeHost) {
    guard var swipe else { return }
    guard let newIndexPath else {
      self.swipe = nil
      candidate = nil
      host.swipeDidEnd(at: nil)
      return
    }
    swipe.indexPath = newIndexPath
    self.swipe = swipe
  }

  /// Closes a swiped row at once (a reload, ours; editing turned off without animation).
  func endAtOnce(in host: any CellSwipeHost) {
    candidate = nil
    guard let ended = swipe else { return }
    swipe = nil
    host.showSwipeOffset(0, of: ended.indexPath)
    host.swipeDidEnd(at: ended.indexPath)
  }
}
