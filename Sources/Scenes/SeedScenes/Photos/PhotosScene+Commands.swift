import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore
import TouchModel

// MARK: - Commands: delete and rotate

extension PhotosScene {
  /// Carries out `delete INDEX` or `rotate WxH`.
  mutating func perform(_ command: SceneCommand, into output: inout SceneOutput) throws(SceneError)
  {
    switch command.name {
    case "delete":
      guard command.arguments.count == 1, case .integer(let raw) = command.arguments[0],
        (0..<Int64(itemCount)).contains(raw)
      else {
        throw SceneError(
          .invalidArgument,
          "delete expects one photo index from 0 to \(itemCount - 1), got '\(command)'")
      }
      delete(Int(raw), at: command.timestamp, into: &output)
    case "rotate":
      let minimumHeight =
        Self.stripHeight
        + max(configuration.portraitBottomSafeAreaInset, configuration.landscapeBottomSafeAreaInset)
      guard command.arguments.count == 1, case .size(let size) = command.arguments[0],
        size.width.isFinite, size.height.isFinite, size.width > 0, size.height >= minimumHeight
      else {
        throw SceneError(
          .invalidArgument,
          "rotate expects one screen size WxH, such as 852x393, at least "
            + SceneConfigurationKey<Configuration>.text(minimumHeight)
            + " pt tall (the 66 pt strip on the bottom safe-area inset), got '\(command)'")
      }
      rotate(to: size, at: command.timestamp, into: &output)
    default:
      throw SceneError(
        .unknownCommand,
        "\(Self.id) has no command '\(command.name)'; it knows delete INDEX and rotate WxH")
    }
  }

  /// Starts deleting photo `index`, or reports `deleteRefused` when there are 2 photos or fewer
  /// (the seed shows an alert) or a drag, move or delete is still running (the seed's
  /// `InteractionState` gate).
  mutating func delete(_ index: Int, at time: Timestamp, into output: inout SceneOutput) {
    let reason: String? =
      itemCount < Self.minimumCountToDelete
      ? "tooFewPhotos" : (isInteractionEnabled && activity == .idle) ? nil : "busy"
    if let reason {
      output.append(
        SceneEvent("deleteRefused", at: time, ["index": .integer(index), "reason": .text(reason)]))
      return
    }
    output.append(SceneEvent("deleteStarted", at: time, ["index": .integer(index)]))
    isInteractionEnabled = false
    activity = .deleting(
      PhotosDeletion(
        index: index, count: itemCount, at: time, collapseDuration: Self.collapseDuration))
  }

  /// The end of a delete: the updates go, the photo is removed from both collections and both
  /// offsets show the active photo (seed 003 `ScrollSynchronizer.delete` completion).
  ///
  /// Deleting the active photo keeps the index (the next photo slid into its place) unless it was
  /// the last, when the previous photo becomes active; deleting a photo before the active one
  /// shifts the index down. The seed sets `activeIndex = previousCount − 1` after deleting the
  /// last photo, an index that no longer exists; this scene keeps it in range.
  mutating func finishDeletion(
    _ deletion: PhotosDeletion, at time: Timestamp, into output: inout SceneOutput
  ) throws(SceneError) {
    let index = deletion.index
    var ratios = thumbnails.layout.aspectRatios
    if ratios.indices.contains(index) { ratios.remove(at: index) }
    thumbnails.updateLayout {
      $0.updates = [:]
      $0.aspectRatios = ratios
    }
    let count = itemCount - 1
    thumbnails.setItemCounts([count])
    preview.setItemCounts([count])
    let active = index < activeIndex ? activeIndex - 1 : min(activeIndex, count - 1)
    var events: [ScrollEvent] = []
    let page = Point2D(x: Double(active) * preview.scrollView.boundsSize.width, y: 0)
    preview.perform { $0.setContentOffset(page, animated: false, at: time, into: &events) }
    output.append(events, of: preview.name)
    events.removeAll()
    let layout = thumbnails.layout
    let centred = Point2D(x: Double(active) * layout.cellWithSpacing - layout.farInset, y: 0)
    thumbnails.perform { $0.setContentOffset(centred, animated: false, at: time, into: &events) }
    output.append(events, of: thumbnails.name)
    activity = .idle
    isInteractionEnabled = true
    try setActiveIndex(active, at: time, into: &output)
    output.append(
      SceneEvent(
        "deleteEnded", at: time,
        ["index": .integer(index), "count": .integer(count), "activeIndex": .integer(activeIndex)]))
  }

  /// A bounds change to `size`: both layouts land on the active photo
  /// (`targetContentOffset(forProposedContentOffset:)` while configuring), the strip's insets
  /// follow its new width, and no scroll it causes is synchronised (seed 003
  /// `viewWillTransition(to:with:)`).
  ///
  /// A running move ends first, at its target: its offsets belong to the old bounds.
  mutating func rotate(to size: Size2D, at time: Timestamp, into output: inout SceneOutput) {
    if case .moving(let move) = activity {
      var caused: [ScrollEvent] = []
      let target = Point2D(x: move.toOffset, y: thumbnails.scrollView.contentOffset.y)
      thumbnails.perform { $0.setContentOffset(target, animated: false, at: time, into: &caused) }
      output.append(caused, of: thumbnails.name)
      finishMove(move, at: time, into: &output)
    }
    screenSize = size
    let index = activeIndex
    preview.updateLayout { $0.pendingTargetIndex = index }
    thumbnails.updateLayout { $0.pendingTargetIndex = index }
    var events: [ScrollEvent] = []
    preview.setFrame(Rect2D(origin: .zero, size: size), at: time, into: &events)
    output.append(events, of: preview.name)
    events.removeAll()
    let strip = Self.stripFrame(screen: size, configuration: configuration)
    thumbnails.perform { $0.contentInset = ThumbnailLayout.contentInset(boundsSize: strip.size) }
    thumbnails.setFrame(strip, at: time, into: &events)
    output.append(events, of: thumbnails.name)
    preview.updateLayout { $0.pendingTargetIndex = nil }
    thumbnails.updateLayout { $0.pendingTargetIndex = nil }
    output.append(
      SceneEvent(
        "rotated", at: time, ["width": .position(size.width), "height": .position(size.height)]))
  }
}
