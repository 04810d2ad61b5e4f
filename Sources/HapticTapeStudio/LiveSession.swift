import Replay
import Scenes
import Tape
import TouchCore
import TouchImport
import TouchInput

/// One browser tab's recording: a scene, a device, a configuration and the pointer events so far.
///
/// The touches go through the same path `haptictape import jsonl` takes (the JSON Lines touch
/// format, `TouchJSONLinesParser`, `TouchLog.imported(with:)`) and then through
/// `Session.record`, so what the page shows, what is saved and what `import` makes of the saved
/// touches agree. Each update re-records the whole session from t = 0 on the virtual clock up to
/// the page's time (the replayer's settle limit ends the run there): deterministic, and a late or
/// early message cannot leave the scene in a state a replay would not reach.
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
  }

  /// The most pointer events a session accepts (ours: two fingers moving for the whole
  /// ``maximumDuration`` at a 60 Hz animation frame rate are 36,000; the saved tape and its
  /// replay stay under a second).
  public static let maximumEvents = 36_000
  /// The longest session on the page's clock, in seconds, from its first pointer event (ours:
  /// the seed scenes' gestures last seconds; five minutes is room for any of them).
  public static let maximumDuration: Double = 300

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

  /// The session so far as a tape, run on the virtual clock up to `now` (milliseconds on the
  /// page's clock), with touches still down left down.
  public func recording(upTo now: Double) throws -> Session.Recording {
    let touches = try importedTouches()
    let live = touches.samples.enumerated().filter { !touches.added.contains($0.offset) }.map(
      \.element)
    let end = max(0, now - (stream.origin ?? now)) / 1000
    let last = live.last?.timestamp.seconds ?? 0
    let replayer = Replayer(configuration: .init(settleLimit: .seconds(max(0, end - last))))
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
