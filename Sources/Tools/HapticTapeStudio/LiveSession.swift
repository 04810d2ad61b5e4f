import HapticTapeReport
import Replay
import Scenes
import Tape
import TouchCore
import TouchImport
import TouchInput
import TouchModel

/// One browser tab's recording: a scene, a device, a configuration and the pointer events so far.
///
/// The touches go through the same path `haptictape import jsonl` takes (the JSON Lines touch
/// format, `TouchJSONLinesParser`, `TouchLog.imported(with:)`) and then through
/// `Session.record`, so what the page shows, what is saved and what `import` makes of the saved
/// touches agree.
///
/// The live view steps the scene forward: ``update(upTo:)`` imports only the events accepted
/// since the last update and steps only the frames after the last one stepped
/// (``Replay/Session/Live``), so an update costs what it adds, not the whole session. The result
/// is what re-recording the whole session from t = 0 gives (``recording(upTo:)``), and an event
/// that comes in before a frame already stepped (a late message) makes the update re-record
/// from t = 0 instead, so no message can leave the scene in a state a replay would not reach.
///
/// Memory grows with the pointer events only: the live recording keeps no events (each update
/// hands its own on), the report model keeps what its next delta needs (``reportDelta()``), a
/// restart re-steps from the pointer events (its delta then holds the report so far whole), and
/// saving writes the tape as the scene runs.
public struct LiveSession: Sendable {
  /// The scene's identifier.
  public let sceneID: String
  /// The device profile.
  public let device: DeviceProfile
  /// The configuration overrides, canonical.
  public let configuration: String
  /// The accepted pointer events.
  public private(set) var stream: PointerStream
  private let registry: SceneRegistry
  private let sceneType: any HapticScene.Type
  private let writerVersion: String
  /// The live recording, through the first ``imported`` events of ``stream``; it keeps no
  /// events.
  private var live: Session.Live
  private var imported = 0
  /// The time of the last input the live recording gave out.
  private var lastInput: Timestamp?
  /// The latest end an update stepped through since the start or the last restart; `nil`
  /// before the first.
  private var steppedThrough: Timestamp?
  /// The latest time of an imported event, on the page's clock: events come in in time order
  /// to be stepped forward.
  private var latestImported = -Double.infinity
  /// The touch of each pointer down, and the next touch's id (ids count from 1 in the order
  /// touches began, as the import numbers them).
  private var touches: [Int: Touch.ID] = [:]
  private var nextTouch: UInt32 = 1
  /// The live recording's report model, fed each update's events; it drops what each delta
  /// sent.
  private var report: ReportTapeBuilder

  /// Starts a session.
  /// - Throws: ``Scenes/SceneError`` for a scene `registry` does not know or a configuration the
  ///   scene rejects, ``StudioError`` for an unknown device.
  public init(
    sceneID: String, deviceName: String, configuration: String, registry: SceneRegistry,
    writerVersion: String
  ) throws {
    guard let device = DeviceProfile.named(deviceName) else {
      let names = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
      throw StudioError(.malformedMessage, "unknown device '\(deviceName)'; use one of \(names)")
    }
    self.sceneType = try registry.scene(withID: sceneID)
    self.sceneID = sceneID
    self.device = device
    self.registry = registry
    self.writerVersion = writerVersion
    self.stream = PointerStream(width: device.screenSize.width, height: device.screenSize.height)
    // Recording nothing checks the configuration and gives its canonical overrides.
    let empty = try Session.record(
      sceneID: sceneID, registry: registry, configuration: configuration, device: device,
      inputs: [],
      writerVersion: writerVersion)
    self.configuration = empty.header.sceneConfiguration
    var live = try Session.Live(
      sceneID: sceneID, registry: registry, configuration: configuration, device: device,
      writerVersion: writerVersion)
    live.keepsEvents = false
    self.live = live
    report = Self.reportBuilder(header: live.header, sceneType: sceneType)
  }

  private static func reportBuilder(header: TapeHeader, sceneType: any HapticScene.Type)
    -> ReportTapeBuilder
  {
    var builder = ReportTapeBuilder(
      path: "live: \(header.sceneID)", header: header, sceneType: sceneType)
    builder.dropsSentItems = true
    return builder
  }

  /// What changed in the live recording's report since the last call: everything after a
  /// restart (``Update/isRestart``) or the first time, then what each update added.
  public mutating func reportDelta() -> ReportDelta { report.delta() }

  /// How long the scene runs after the last pointer event, waiting for rest (ours: the
  /// replayer's default settle limit, 10 s; the page's ticks stop then too).
  public static let settleLimit = TimeAmount.seconds(10)

  /// How far behind the page's time the live view steps, in seconds (ours: a browser stamps a
  /// pointer event when the digitizer reports it and dispatches it at the next animation frame,
  /// up to 17 ms later at 60 Hz, so the next message can bring events from before this one's
  /// time; the frames of the last 50 ms wait for them rather than be re-recorded).
  public static let inputLag = TimeAmount.milliseconds(50)

  /// What an update added to the live recording.
  public struct Update: Sendable {
    /// The events added, inputs and records interleaved in time order; all of them when
    /// ``isRestart`` is set.
    public var events: [TapeEvent]
    /// Whether the update re-recorded from t = 0 (an event came in before a frame already
    /// stepped): ``events`` then replaces what came before.
    public var isRestart: Bool
    /// How many frames the clock has counted so far.
    public var frameCount: Int
  }

  /// The tape's header of the live recording.
  public var header: TapeHeader { live.header }

  /// The live recording's events so far: the events of every ``update(upTo:)`` since the start
  /// or the last restart, put together.
  ///
  /// The session does not keep them: they are stepped again from the pointer events, as a
  /// restart steps them, so reading this costs what recording the whole session costs.
  public var events: [TapeEvent] {
    // The same scene on the same inputs through the same frames: it stepped them once without
    // an error, so it does again (an empty list would say otherwise).
    (try? steppedAgain()) ?? []
  }

  /// How many tape events the live recording holds back (those after the last frame stepped):
  /// bounded by what comes within ``inputLag`` and the last frames, not by the session's length.
  package var heldEventCount: Int { live.heldEventCount }
  /// How many items the report model holds: what its next delta needs.
  package var heldReportItemCount: Int { report.heldItemCount }

  /// The events a new live recording gives stepped through ``steppedThrough`` with every
  /// imported event.
  private func steppedAgain() throws -> [TapeEvent] {
    guard let steppedThrough else { return [] }
    var again = try Session.Live(
      sceneID: sceneID, registry: registry, configuration: configuration, device: device,
      writerVersion: writerVersion)
    guard let origin = stream.origin else {
      return try again.advance(adding: [], through: steppedThrough)
    }
    var touches: [Int: Touch.ID] = [:]
    var nextTouch: UInt32 = 1
    let samples = try Self.samples(
      of: stream.events[..<imported], origin: origin, touches: &touches, nextTouch: &nextTouch)
    return try again.advance(adding: samples, through: steppedThrough)
  }

  /// Steps the live recording through the events accepted since the last update and every
  /// frame due by ``inputLag`` before `now` (milliseconds on the page's clock), at most
  /// ``settleLimit`` after the last event; touches still down stay down.
  /// - Throws: ``Scenes/SceneError`` when the scene fails (the session is then unchanged).
  public mutating func update(upTo now: Double) throws -> Update {
    guard let origin = stream.origin else {
      let added = try live.advance(adding: [], through: .zero)
      report.add(added)
      steppedThrough = steppedThrough ?? .zero
      return Update(events: added, isRestart: false, frameCount: live.frameCount)
    }
    let fresh = stream.events[imported...]
    let (savedTouches, savedNext) = (touches, nextTouch)
    do {
      return try update(fresh, upTo: now, origin: origin)
    } catch {
      (touches, nextTouch) = (savedTouches, savedNext)
      throw error
    }
  }

  private mutating func update(_ fresh: ArraySlice<PointerEvent>, upTo now: Double, origin: Double)
    throws -> Update
  {
    var samples = try samples(of: fresh, origin: origin)
    var restarted: Session.Live?
    let earliest = fresh.map(\.time).min() ?? .infinity
    if let frontier = live.frontier, let first = samples.first,
      first.timestamp <= frontier || earliest < latestImported
    {
      // A late event, before a frame already stepped: from t = 0 with every event.
      touches = [:]
      nextTouch = 1
      samples = try self.samples(of: stream.events[...], origin: origin)
      restarted = try Session.Live(
        sceneID: sceneID, registry: registry, configuration: configuration, device: device,
        writerVersion: writerVersion)
      restarted?.keepsEvents = false
    }
    let last = samples.last?.timestamp ?? lastInput
    let through = end(now: now, origin: origin, last: last)
    let added: [TapeEvent]
    let isRestart = restarted != nil
    if var next = restarted {
      added = try next.advance(adding: samples, through: through)
      live = next
    } else {
      // In place: a copy would make the recording's events array copy on every append. An
      // advance that throws leaves the recording unchanged.
      added = try live.advance(adding: samples, through: through)
    }
    if isRestart {
      report = Self.reportBuilder(header: live.header, sceneType: sceneType)
      lastInput = nil
    }
    if let input = added.last(where: { $0.kind.isInput }) { lastInput = input.timestamp }
    // After a restart `added` is every event from t = 0: the new recording's whole.
    report.add(added)
    imported = stream.events.count
    latestImported = max(latestImported, fresh.map(\.time).max() ?? latestImported)
    // A page's time that went back steps nothing: the recording stays where it was.
    steppedThrough = isRestart ? through : max(steppedThrough ?? through, through)
    return Update(events: added, isRestart: isRestart, frameCount: live.frameCount)
  }

  /// The live view's end: ``inputLag`` before `now` on the session's clock, at most
  /// ``settleLimit`` after `last`.
  private func end(now: Double, origin: Double, last: Timestamp?) -> Timestamp {
    // |now - origin| ≤ 2·10¹¹ ms (StudioMessage.maximumTime): 2·10¹⁷ ns fits in Int64.
    let page = Int64(exactly: (max(0, now - origin) * 1e6).rounded()) ?? .max
    let nanoseconds = max(0, page - Self.inputLag.nanoseconds)
    let (limit, overflow) = (last ?? .zero).nanoseconds.addingReportingOverflow(
      Self.settleLimit.nanoseconds)
    return Timestamp(nanoseconds: min(nanoseconds, overflow ? .max : limit))
  }

  /// `events` as the JSON Lines import makes them touches, numbering touches on from the
  /// session's earlier events.
  private mutating func samples(of events: ArraySlice<PointerEvent>, origin: Double) throws
    -> [TouchSample]
  {
    try Self.samples(of: events, origin: origin, touches: &touches, nextTouch: &nextTouch)
  }

  /// `events` as the JSON Lines import makes them touches, numbering touches on from
  /// `touches` (each pointer down's touch) and `nextTouch`.
  private static func samples(
    of events: ArraySlice<PointerEvent>, origin: Double, touches: inout [Int: Touch.ID],
    nextTouch: inout UInt32
  ) throws -> [TouchSample] {
    guard !events.isEmpty else { return [] }
    let log = try TouchJSONLinesParser().parse(PointerStream.touchJSONLines(events, origin: origin))
    var samples: [TouchSample] = []
    samples.reserveCapacity(log.samples.count)
    for sample in log.samples {
      let contact = Int(sample.contact)
      let id: Touch.ID
      if sample.phase == .began {
        id = Touch.ID(nextTouch)
        nextTouch += 1
        touches[contact] = id
      } else if let open = touches[contact] {
        id = open
        if sample.phase.isTerminal { touches[contact] = nil }
      } else {
        // PointerStream accepts no move before a began; kept out rather than trapping.
        continue
      }
      samples.append(
        TouchSample(
          id: id, phase: sample.phase, location: sample.position,
          timestamp: sample.time ?? .zero, force: sample.force, majorRadius: sample.majorRadius,
          coalesced: sample.coalesced))
    }
    return samples
  }

  /// The most pointer events a session accepts (ours: two fingers moving for the whole
  /// ``maximumDuration`` at a 60 Hz animation frame rate are 72,000).
  public static let maximumEvents = 72_000
  /// The longest session on the page's clock, in seconds, from its first pointer event (ours:
  /// ten minutes; the session keeps no tape events and saving writes the tape as it runs, so
  /// memory grows only with the pointer events, about 200 bytes each).
  public static let maximumDuration: Double = 600

  /// Appends `event`.
  /// - Throws: ``StudioError`` (`invalidPointerEvent`, or `sessionLimit` past
  ///   ``maximumEvents`` or ``maximumDuration``); the session is unchanged.
  public mutating func accept(_ event: PointerEvent) throws(StudioError) {
    guard stream.events.count < Self.maximumEvents else {
      throw StudioError(
        .sessionLimit,
        "the session holds at most \(Self.maximumEvents) pointer events; save it and press Start for a new one"
      )
    }
    if let origin = stream.origin, event.time - origin > Self.maximumDuration * 1000 {
      throw StudioError(
        .sessionLimit,
        "the session lasts at most \(Int(Self.maximumDuration)) s; save it and press Start for a new one"
      )
    }
    try stream.accept(event)
  }

  /// The session so far as a tape re-recorded from t = 0, run on the virtual clock through the
  /// last frame due by ``inputLag`` before `now` (milliseconds on the page's clock, at most
  /// ``settleLimit`` after the last event), with touches still down left down: what ``update(upTo:)`` steps to, once
  /// that frame is past the last event.
  public func recording(upTo now: Double) throws -> Session.Recording {
    let touches = try importedTouches()
    let live = touches.samples.enumerated().filter { !touches.added.contains($0.offset) }.map(
      \.element)
    let last = live.last?.timestamp ?? .zero
    let end = end(now: now, origin: stream.origin ?? now, last: last)
    // The last frame at or before `end`: the replayer ends at the first frame past its deadline.
    let rate = Int64(device.frameRate)
    var frame = Replayer.frame(dueAt: end, rate: rate)
    if device.frameTime(frame) > end { frame -= 1 }
    let settle = max(0, device.frameTime(max(0, frame)).nanoseconds - last.nanoseconds)
    let replayer = Replayer(configuration: .init(settleLimit: TimeAmount(nanoseconds: settle)))
    return try record(live, metadata: [:], replayer: replayer)
  }

  /// The session as `haptictape import jsonl TOUCHES --scene SCENE` records it: touches still
  /// down are cancelled where they last were, and the scene runs until it comes to rest.
  /// - Parameter touchesFile: The name of the JSON Lines file, stored as the tape's `source`.
  public func finalRecording(touchesFile: String) throws -> Session.Recording {
    guard !stream.events.isEmpty else {
      throw StudioError(.nothingRecorded, "nothing to save yet: touch the screen first")
    }
    return try record(
      try importedTouches().samples, metadata: ["import": "jsonl", "source": touchesFile],
      replayer: Replayer())
  }

  /// Records the session as ``finalRecording(touchesFile:)`` does, writing the tape to `path`
  /// as the scene runs rather than holding its events: `path` gets the bytes that recording
  /// written as a `.htape` tape gives, and memory does not grow with the session's outputs.
  ///
  /// - Parameters:
  ///   - path: The `.htape` file, replaced atomically once the session is written.
  ///   - partialPath: Where the session up to the stop goes when the scene stops it part-way.
  ///   - touchesFile: The name of the JSON Lines file, stored as the tape's `source`.
  ///   - replacesExisting: Whether a file already at `path` may be replaced; when `false` and
  ///     one exists the write fails with `AtomicFile.existsMessage`.
  /// - Returns: What was written, with the scene's error when it stopped the session.
  /// - Throws: ``StudioError`` (`nothingRecorded`), the scene's error when it cannot start, or
  ///   `TapeError` when the tape cannot be written.
  package func writeFinalRecording(
    to path: String, partialPath: String, touchesFile: String, replacesExisting: Bool
  ) throws -> Session.StreamedRecording {
    guard !stream.events.isEmpty else {
      throw StudioError(.nothingRecorded, "nothing to save yet: touch the screen first")
    }
    // Its own statement, so the imported touches and their text are gone before the run.
    let inputs = try importedTouches().samples.map(GestureTimeline.Input.touch)
    return try Session.record(
      streamingTo: path, partialPath: partialPath, sceneID: sceneID, registry: registry,
      configuration: configuration, device: device, inputs: inputs,
      metadata: ["import": "jsonl", "source": touchesFile], writerVersion: writerVersion,
      replayer: Replayer(), replacesExisting: replacesExisting)
  }

  /// The scene type, to place its scroll views on the page.
  public var scene: any HapticScene.Type { sceneType }

  private func importedTouches() throws -> ImportedTouches {
    let text = stream.touchJSONLines()
    guard !text.isEmpty else { return ImportedTouches(samples: [], lines: []) }
    let log = try TouchJSONLinesParser().parse(text)
    return try log.imported(with: TouchLogMapping(screen: device.screenSize, units: .points))
  }

  private func record(_ samples: [TouchSample], metadata: [String: String], replayer: Replayer)
    throws
    -> Session.Recording
  {
    try Session.record(
      sceneID: sceneID, registry: registry, configuration: configuration, device: device,
      inputs: samples.map(GestureTimeline.Input.touch), metadata: metadata,
      writerVersion: writerVersion,
      replayer: replayer)
  }
}
