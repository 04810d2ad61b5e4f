import Scenes
import Tape
import TouchCore
import TouchModel

/// Builds a tape's report model from its events in order, a chunk at a time, keeping what is
/// still open between chunks (a scroll phase in progress, the last layout sample, the scene
/// placing its views), so adding a chunk costs what the chunk holds.
///
/// ``ReportTape/init(path:tape:sceneType:verdict:)`` is this builder fed the whole tape as one
/// chunk; a live player adds each new chunk and sends ``delta()``, what changed, and the page
/// applies it (``ReportTape/apply(_:)``). After any chunking, ``report`` is the model of the
/// events so far, as a tape of those events would give it.
public struct ReportTapeBuilder: Sendable {
  /// The header's fields, the problems of reading the tape, and the lists below.
  private var model: ReportTape
  private var header: TapeHeader
  private var readProblems: [String]
  private var fingers: [Int: ReportTape.Finger] = [:]
  /// The fingers with samples the last delta did not send.
  private var movedFingers: Set<Int> = []
  private var outputs = ReportTape.Outputs()
  private var hapticEvents: [TapeEvent] = []
  private var placing: (any PlacementStepping)?
  private var placementProblem: String?
  private var platformsProblem: String?
  private var sent = Sent()
  /// How many items of each list were dropped once sent (``dropsSentItems``).
  private var dropped = Dropped()

  /// Whether ``delta()`` drops the items it sends as final; `false` unless set.
  ///
  /// The builder then keeps only the items still open (a scroll phase in progress, the last
  /// layout sample) and each list's length: a live view's builder holds what the next delta
  /// needs rather than the whole session, and ``report`` holds only the items not yet sent.
  package var dropsSentItems = false

  /// How much of each list the last delta sent as final, and the whole values it sent.
  private struct Sent: Sendable {
    var isStarted = false
    var fingers: [Int: (samples: Int, coalesced: Int)] = [:]
    var commands = 0
    /// Per scroll view: offsets, closed phases, callbacks.
    var scrolls: [(offsets: Int, phases: Int, callbacks: Int)] = []
    var haptics = 0
    var sceneEvents = 0
    var layoutSamples = 0
    var problems: [String] = []
    var views: [ReportTape.View] = []
    var platformsChanged = false
  }

  /// How many items at the start of each list were dropped: a list holds its items from that
  /// index on, and a delta's indices stay those of the whole report.
  private struct Dropped: Sendable {
    var fingers: [Int: (samples: Int, coalesced: Int)] = [:]
    var commands = 0
    var scrolls: [ReportTape.Outputs.ScrollCounts] = []
    var haptics = 0
    var sceneEvents = 0
    var layoutSamples = 0
  }

  /// Starts a report of a tape with `header`.
  ///
  /// - Parameters:
  ///   - path: The tape's path, shown as its title.
  ///   - header: The tape's header.
  ///   - problems: What could not be read (damaged chunks, unknown event kinds).
  ///   - sceneType: The tape's scene type, to place its scroll views on the screen (steps the
  ///     inputs through it); `nil` when this build does not know the scene.
  public init(
    path: String, header: TapeHeader, problems: [String] = [],
    sceneType: (any HapticScene.Type)?
  ) {
    self.header = header
    readProblems = problems
    model = ReportTape(
      path: path, scene: header.sceneID, configuration: header.sceneConfiguration,
      metadata: header.sortedMetadata.map { [$0.key, $0.value] }, writer: header.writerVersion,
      device: ReportTape.Device(
        name: header.device.name, width: header.device.screenSize.width,
        height: header.device.screenSize.height, scale: header.device.scale,
        frameRate: header.device.frameRate),
      duration: 0, problems: problems, views: [], fingers: [], commands: [], scrolls: [],
      haptics: [], platforms: nil, sceneEvents: [], layoutSamples: [], replay: nil)
    if let sceneType {
      if let reporting = sceneType as? any ScreenPlacementReporting.Type {
        do {
          placing = try reporting.placementStepper(
            configuration: header.sceneConfiguration, device: header.device)
          model.views = try Self.views(placing?.placements() ?? [])
        } catch {
          placementProblem = Self.placementProblem(error)
        }
      }
    } else {
      placementProblem =
        "this build has no scene '\(header.sceneID)': views are drawn at the screen's origin"
    }
    model.problems = allProblems
  }

  /// Adds `events`, the tape's next events in time order.
  public mutating func add(_ events: some BidirectionalCollection<TapeEvent>) {
    guard let last = events.last else { return }
    model.duration = last.timestamp.seconds
    var inputs: [SceneInput] = []
    var addsHaptics = false
    for event in events {
      switch event {
      case .touch(let sample):
        inputs.append(.touch(sample))
        let id = Int(sample.id.rawValue)
        // Appended in place through the dictionary: a copy taken out and stored back would
        // copy the finger's whole sample list on every sample (a long live session's replies
        // grew with it).
        let empty = ReportTape.Finger(id: id, samples: [], coalesced: [])
        fingers[id, default: empty].samples.append([
          sample.timestamp.seconds, sample.location.x, sample.location.y,
          Double(sample.phase.rawValue),
        ])
        fingers[id, default: empty].coalesced +=
          sample.coalesced.map { [$0.timestamp.seconds, $0.location.x, $0.location.y] }
        movedFingers.insert(id)
      case .command(let command):
        inputs.append(.command(command))
        model.commands.append(
          ReportTape.Mark(
            t: command.timestamp.seconds, name: command.name,
            detail: ReportTape.describe(command.arguments)))
      case .record(let record):
        outputs.add(record)
        if record.kind == .haptic {
          hapticEvents.append(event)
          addsHaptics = true
        }
      }
    }
    if addsHaptics { convertHaptics() }
    // Taken out while it steps, so its scene is not copied.
    if !inputs.isEmpty, var stepper = placing.take() {
      do {
        try stepper.add(inputs)
        placing = stepper
        model.views = try Self.views(stepper.placements())
        placementProblem = nil
      } catch {
        // A scene that fails stepping fails the same way on every later chunk: no views.
        placing = nil
        model.views = []
        placementProblem = Self.placementProblem(error)
      }
    }
    model.problems = allProblems
  }

  /// How many items the model's lists hold: the fingers' samples, the commands, the scroll
  /// views' offsets, phases and callbacks, the haptics (and the haptic events kept to convert
  /// them), the scene events and the layout samples' cells.
  package var heldItemCount: Int {
    var count = model.commands.count + hapticEvents.count
    for finger in fingers.values { count += finger.samples.count + finger.coalesced.count }
    count += outputs.heldItemCount
    return count
  }

  /// The report model of the events so far.
  public var report: ReportTape { report(lastingAtLeast: 0) }

  /// The model, with a duration of at least `minimum` seconds (a replay that ran longer).
  func report(lastingAtLeast minimum: Double) -> ReportTape {
    var tape = model
    tape.duration = max(model.duration, minimum)
    tape.fingers = fingers.keys.sorted().compactMap { fingers[$0] }
    tape.scrolls = outputs.scrolls(end: tape.duration)
    tape.haptics = outputs.haptics
    tape.sceneEvents = outputs.sceneEvents
    tape.layoutSamples = outputs.layoutSamples
    return tape
  }

  /// What changed since the last delta, costing what changed.
  ///
  /// The first one starts the report (``ReportDelta/start``); each lists the new items, those
  /// still open and, whole, the small values that changed.
  public mutating func delta() -> ReportDelta {
    var start: ReportTape?
    if !sent.isStarted {
      var empty = model
      (empty.views, empty.problems, empty.platforms, empty.commands) = ([], [], nil, [])
      start = empty
      sent = Sent(isStarted: true, platformsChanged: model.platforms != nil)
      movedFingers = Set(fingers.keys)
    }
    var delta = ReportDelta(
      start: start, duration: model.duration,
      problems: model.problems == sent.problems && start == nil ? nil : model.problems,
      views: model.views == sent.views && start == nil ? nil : model.views,
      fingers: [],
      commands: Self.items(model.commands, base: dropped.commands, from: &sent.commands),
      scrolls: [],
      haptics: Self.items(outputs.haptics, base: dropped.haptics, from: &sent.haptics),
      platforms: sent.platformsChanged ? .init(value: model.platforms) : nil,
      sceneEvents: Self.items(
        outputs.sceneEvents, base: dropped.sceneEvents, from: &sent.sceneEvents),
      layoutSamples: Self.items(
        outputs.layoutSamples, base: dropped.layoutSamples, from: &sent.layoutSamples, open: 1))
    sent.problems = model.problems
    sent.views = model.views
    sent.platformsChanged = false
    for id in movedFingers.sorted() {
      guard let finger = fingers[id] else { continue }
      var next = sent.fingers[id] ?? (0, 0)
      let base = dropped.fingers[id] ?? (0, 0)
      delta.fingers.append(
        ReportDelta.Finger(
          id: id, samples: Self.items(finger.samples, base: base.samples, from: &next.samples),
          coalesced: Self.items(
            finger.coalesced, base: base.coalesced, from: &next.coalesced)))
      sent.fingers[id] = next
    }
    movedFingers = []
    for (index, builder) in outputs.scrollViews.enumerated() {
      if index == sent.scrolls.count { sent.scrolls.append((0, 0, 0)) }
      if index == dropped.scrolls.count { dropped.scrolls.append(.init()) }
      var marks = sent.scrolls[index]
      let base = dropped.scrolls[index]
      let scroll = builder.scroll
      let open = builder.openPhase(endingAt: model.duration)
      guard
        marks.offsets < base.offsets + scroll.offsets.count
          || marks.phases < base.phases + scroll.phases.count
          || marks.callbacks < base.callbacks + scroll.callbacks.count || open != nil
      else { continue }
      var phases = Self.items(scroll.phases, base: base.phases, from: &marks.phases)
      if let open { phases.items.append(open) }
      delta.scrolls.append(
        ReportDelta.Scroll(
          index: index, view: scroll.view,
          offsets: Self.items(scroll.offsets, base: base.offsets, from: &marks.offsets),
          phases: phases,
          callbacks: Self.items(scroll.callbacks, base: base.callbacks, from: &marks.callbacks)))
      sent.scrolls[index] = marks
    }
    if dropsSentItems { dropSent() }
    return delta
  }

  /// Drops every item the last delta sent as final (``dropsSentItems``).
  private mutating func dropSent() {
    Self.drop(&model.commands, base: &dropped.commands, through: sent.commands)
    Self.drop(&outputs.haptics, base: &dropped.haptics, through: sent.haptics)
    Self.drop(&outputs.sceneEvents, base: &dropped.sceneEvents, through: sent.sceneEvents)
    Self.drop(&outputs.layoutSamples, base: &dropped.layoutSamples, through: sent.layoutSamples)
    for (id, marks) in sent.fingers where fingers[id] != nil {
      var base = dropped.fingers[id] ?? (0, 0)
      let empty = ReportTape.Finger(id: id, samples: [], coalesced: [])
      Self.drop(&fingers[id, default: empty].samples, base: &base.samples, through: marks.samples)
      Self.drop(
        &fingers[id, default: empty].coalesced, base: &base.coalesced, through: marks.coalesced)
      dropped.fingers[id] = base
    }
    for (index, marks) in sent.scrolls.enumerated() where index < dropped.scrolls.count {
      dropped.scrolls[index] = outputs.dropScroll(
        at: index,
        before: ReportTape.Outputs.ScrollCounts(
          offsets: marks.offsets, phases: marks.phases, callbacks: marks.callbacks),
        dropped: dropped.scrolls[index])
    }
  }

  /// Drops from `list`, which holds a list's items from index `base` on, those before `sent`.
  private static func drop<Element>(_ list: inout [Element], base: inout Int, through sent: Int) {
    let count = min(max(0, sent - base), list.count)
    list.removeFirst(count)
    base += count
  }

  /// `list`, which holds a list's items from index `base` on, from `sent` on; `sent` moves to
  /// the first of the last `open` items, which may still change.
  private static func items<Element>(
    _ list: [Element], base: Int, from sent: inout Int, open: Int = 0
  ) -> ReportDelta.Items<Element> {
    let count = base + list.count
    let from = min(max(sent, base), count)
    sent = max(from, count - open)
    return ReportDelta.Items(from: from, items: Array(list[(from - base)...]))
  }

  private var allProblems: [String] {
    readProblems + [placementProblem, platformsProblem].compactMap { $0 }
  }

  private mutating func convertHaptics() {
    let before = model.platforms
    do {
      model.platforms = try ReportPlatforms(header: header, haptics: hapticEvents)
      platformsProblem = nil
    } catch {
      model.platforms = nil
      platformsProblem = "the haptics could not be converted for Android and the web: \(error)"
    }
    if model.platforms != before { sent.platformsChanged = true }
  }

  private static func placementProblem(_ error: any Error) -> String {
    "the scroll views could not be placed on the screen: \(error)"
  }

  /// The placements as views, each with its placements in time order.
  private static func views(_ placements: [(time: Timestamp, placement: ScreenPlacement)])
    -> [ReportTape.View]
  {
    var views: [ReportTape.View] = []
    for (time, placement) in placements {
      let entry = ReportTape.Placement(
        t: time.seconds, x: placement.frame.origin.x, y: placement.frame.origin.y,
        width: placement.frame.size.width, height: placement.frame.size.height,
        offsetX: placement.contentOffset.x, offsetY: placement.contentOffset.y)
      if let index = views.firstIndex(where: { $0.name == placement.name }) {
        views[index].placements.append(entry)
      } else {
        views.append(ReportTape.View(name: placement.name, placements: [entry]))
      }
    }
    return views
  }
}
