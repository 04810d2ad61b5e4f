import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore

// MARK: - Frame-driven animations

extension PhotosScene {
  /// Steps both scroll views, then the `expandingRate` animation and the running move or delete,
  /// all at `now` (the seed's display-link animators).
  mutating func tick(at now: Timestamp, into output: inout SceneOutput) throws(SceneError) {
    // A frame never asks for a release target, so no snapping delegate is needed.
    var noSnapping = NoSnapping()
    var events = eventBuffer.take()
    defer { eventBuffer.giveBack(events) }
    preview.handle(.frameTicked(at: now), delegate: &noSnapping, into: &events)
    try reactToPreview(events, into: &output)
    events.removeAll(keepingCapacity: true)
    thumbnails.handle(.frameTicked(at: now), delegate: &noSnapping, into: &events)
    try reactToThumbnails(events, into: &output)
    stepExpandingAnimation(at: now)
    switch activity {
    case .idle: break
    case .moving(let move): stepMove(move, at: now, into: &output)
    case .deleting(let deletion): try stepDeletion(deletion, at: now, into: &output)
    }
  }

  /// Animates `expandingRate` toward `kind`'s target over `0.15 s · |Δ|`, ease-in-out, replacing
  /// a running rate animation from its current value (seed 003 `ScrollAnimation`; the
  /// replacement is ours: the seed lets two display links fight).
  mutating func startExpandingAnimation(
    _ kind: PhotosExpandingAnimation.Kind, at time: Timestamp, into output: inout SceneOutput
  ) {
    let from = thumbnails.layout.expandingRate
    let duration = TimeAmount.seconds(Self.expandingSecondsPerRate * abs(from - kind.target))
    // source: seed 003 ScrollAnimation uses the Animator's easeInOut (TimingFunctions).
    let rate = TimedAnimation(
      from: from, to: kind.target, start: time, duration: duration, curve: .quadraticEaseInOut)
    expanding = PhotosExpandingAnimation(kind: kind, rate: rate)
    output.append(
      SceneEvent(
        "expandingRateAnimation", at: time,
        [
          "type": .text(kind.rawValue), "from": .number(from), "to": .number(kind.target),
          "duration": .number(duration.seconds),
        ]))
  }

  /// Sets `expandingRate` for `now`; an ended `.end` animation re-enables deletes.
  mutating func stepExpandingAnimation(at now: Timestamp) {
    guard let animation = expanding else { return }
    let rate = animation.rate.value(at: now)
    if thumbnails.layout.expandingRate != rate {
      thumbnails.updateLayout { $0.expandingRate = rate }
    }
    guard animation.rate.isFinished(at: now) else { return }
    expanding = nil
    if animation.kind == .end { isInteractionEnabled = true }
  }

  /// Starts moving the strip to `index`: the preview jumps there, `expandingRate` drops to 0 and
  /// the strip moves over 0.3 s ease-in-out (seed 003 `MoveAnimation`).
  mutating func startMove(to index: Int, at time: Timestamp, into output: inout SceneOutput)
    throws(SceneError)
  {
    let layout = thumbnails.layout
    let move = PhotosMove(
      fromIndex: layout.nearestIndex, toIndex: index,
      fromOffset: thumbnails.scrollView.contentOffset.x,
      toOffset: Double(index) * layout.cellWithSpacing - layout.farInset,
      progress: TimedAnimation(
        from: 0, to: 1, start: time, duration: Self.moveDuration,
        // source: seed 003 MoveAnimation (Animator easing .easeInOut, TimingFunctions).
        curve: .quadraticEaseInOut))
    try setActiveIndex(index, at: time, into: &output)
    output.append(
      SceneEvent(
        "moveStarted", at: time, ["from": .integer(move.fromIndex), "to": .integer(index)]))
    activity = .moving(move)
    isInteractionEnabled = false
    showPreviewPage(index, at: time, into: &output)
    expanding = nil
    thumbnails.updateLayout { $0.expandingRate = 0 }
  }

  /// One frame of a move; at the end `expandingRate` returns to 1 and the updates go.
  mutating func stepMove(_ move: PhotosMove, at now: Timestamp, into output: inout SceneOutput) {
    let p = move.progress.value(at: now)
    var caused: [ScrollEvent] = []
    let offset = Point2D(x: move.offset(atProgress: p), y: thumbnails.scrollView.contentOffset.y)
    thumbnails.perform { $0.setContentOffset(offset, animated: false, at: now, into: &caused) }
    output.append(caused, of: thumbnails.name)
    thumbnails.updateLayout { move.apply(progress: p, to: &$0.updates) }
    if move.progress.isFinished(at: now) { finishMove(move, at: now, into: &output) }
  }

  /// The end of a move: `expandingRate` back to 1, the move's updates removed, sync resumed.
  mutating func finishMove(_ move: PhotosMove, at now: Timestamp, into output: inout SceneOutput) {
    thumbnails.updateLayout {
      $0.expandingRate = 1
      $0.updates[move.toIndex] = nil
      $0.updates[move.fromIndex] = nil
    }
    activity = .idle
    isInteractionEnabled = true
    output.append(SceneEvent("moveEnded", at: now, ["index": .integer(move.toIndex)]))
  }

  /// One frame of a delete: collapse, then close the gap, then the data change.
  mutating func stepDeletion(
    _ deletion: PhotosDeletion, at now: Timestamp, into output: inout SceneOutput
  ) throws(SceneError) {
    var deletion = deletion
    switch deletion.phase {
    case .collapsing(let collapse):
      thumbnails.updateLayout { deletion.applyCollapse(collapse.value(at: now), to: &$0.updates) }
      if collapse.isFinished(at: now) {
        deletion.phase = .closingGap(
          TimedAnimation(
            from: 0, to: 1, start: now, duration: Self.closingGapDuration, curve: .linear))
      }
      activity = .deleting(deletion)
    case .closingGap(let closing):
      thumbnails.updateLayout { deletion.applyClosingGap(closing.value(at: now), to: &$0.updates) }
      if closing.isFinished(at: now) {
        try finishDeletion(deletion, at: now, into: &output)
      } else {
        activity = .deleting(deletion)
      }
    }
  }
}
