import Scenes
import Tape
import TouchCore
import TouchModel

extension Session {
  /// A recording that grows as inputs come, for a live view: the scene is kept between calls and
  /// stepped forward through the new inputs and frames only, so each call costs what it adds.
  ///
  /// The frames run as ``Replayer/run(_:inputs:)`` runs them (the same inputs on the same
  /// grids, the same frame skipping at rest), except that a scene at rest with no input left
  /// waits for the next call instead of ending. Inputs and records after the last frame
  /// stepped are held back until a frame passes them, so the events come out in a recording's
  /// order. The events after the last call whose `end` is
  /// at or after a frame past the last input are those ``Session/record(sceneID:registry:configuration:device:inputs:end:metadata:writerVersion:replayer:)``
  /// gives for the same inputs with the settle limit ending at that frame.
  package struct Live: Sendable {
    /// The tape's header: no metadata, the configuration's canonical overrides.
    package private(set) var header: TapeHeader
    /// The inputs and records so far, interleaved by time as a recording's are: those at or
    /// before ``frontier``, which no later input or frame can come before.
    package private(set) var events: [TapeEvent] = []
    /// Whether ``events`` keeps every event; `true` unless set.
    ///
    /// When `false` it stays empty and each call's events are only returned, so memory does
    /// not grow with the session (a live view that draws or writes the events as they come).
    package var keepsEvents = true
    private var stepper: any LiveStepping
    /// Inputs and records after ``frontier``, each in time order, held back until it passes them.
    private var pendingInputs: [TapeEvent] = []
    private var pendingRecords: [TapeEvent] = []

    /// Starts a live recording of `sceneID` with configuration overrides `configuration`.
    /// - Throws: ``Scenes/SceneError`` for an unknown scene or a configuration it rejects.
    package init(
      sceneID: String, registry: SceneRegistry, configuration: String, device: DeviceProfile,
      writerVersion: String
    ) throws {
      let type = try registry.scene(withID: sceneID)
      header = TapeHeader(writerVersion: writerVersion, sceneID: sceneID, device: device)
      stepper = try type.liveStepper(configuration: configuration, device: device)
      header.sceneConfiguration = stepper.configuration
    }

    /// The time of the last frame stepped, on the tape's 1 µs grid, or `nil` before the first.
    package var frontier: Timestamp? { stepper.frontier }
    /// How many frames the clock has counted (stepped or skipped at rest).
    package var frameCount: Int { stepper.frameCount }
    /// How many events the recording holds: ``events`` and those held back after
    /// ``frontier``.
    package var heldEventCount: Int { events.count + pendingInputs.count + pendingRecords.count }

    /// Appends `samples` (in time order, each after ``frontier``) and steps every frame due by
    /// `end`.
    /// - Returns: The new events, inputs and records interleaved.
    /// - Throws: ``Tape/TapeError`` for a sample a tape cannot hold, ``Scenes/SceneError`` when
    ///   the scene fails; the recording is then unchanged.
    package mutating func advance(adding samples: [TouchSample], through end: Timestamp) throws
      -> [TapeEvent]
    {
      let grids = header.grids
      let inputs = try samples.map { try TapeEvent.touch($0).quantized(to: grids) }
      var stepped = stepper
      stepped.append(
        inputs.compactMap { event -> SceneInput? in
          if case .touch(let sample) = event { return .touch(sample) }
          return nil
        })
      let output = try stepped.step(through: end)
      let records = try output.quantizedRecords(to: grids).map(TapeEvent.record)
      var heldInputs = pendingInputs + inputs
      var heldRecords = pendingRecords + records
      var added: [TapeEvent] = []
      if let frontier = stepped.frontier {
        let readyInputs = heldInputs.prefix { $0.timestamp <= frontier }
        let readyRecords = heldRecords.prefix { $0.timestamp <= frontier }
        added = interleave(inputs: Array(readyInputs), records: Array(readyRecords))
        heldInputs.removeFirst(readyInputs.count)
        heldRecords.removeFirst(readyRecords.count)
      }
      stepper = stepped
      pendingInputs = heldInputs
      pendingRecords = heldRecords
      if keepsEvents { events += added }
      return added
    }
  }
}

/// A scene of some type kept between the calls of a ``Session/Live``.
protocol LiveStepping: Sendable {
  var configuration: String { get }
  var frontier: Timestamp? { get }
  var frameCount: Int { get }
  mutating func append(_ inputs: [SceneInput])
  mutating func step(through end: Timestamp) throws -> SceneOutput
}

/// ``Replayer/run(_:inputs:)``'s loop, resumable: the loop's state is kept between calls.
package struct LiveStepper<S: HapticScene>: LiveStepping {
  package let configuration: String
  package private(set) var frontier: Timestamp?
  package private(set) var frameCount = 0
  private var scene: S
  private let device: DeviceProfile
  private let rate: Int64
  /// The inputs not yet delivered, from `next` on.
  private var inputs: [SceneInput] = []
  private var next = 0
  private var commands = 0
  private var frame: Int64 = 0
  private var wasAtRest = true
  /// At rest with no input left after frame `frame`: the next input decides where it goes on.
  private var isWaiting = false

  package init(configuration: String, scene: S) {
    self.configuration = configuration
    self.scene = scene
    device = scene.device
    rate = Int64(device.frameRate)
  }

  /// The scene as the last frame stepped left it.
  package var current: S { scene }

  package mutating func append(_ added: [SceneInput]) {
    // Delivered inputs are dropped so the kept array holds only what is to come.
    if next > 0 {
      inputs.removeFirst(next)
      next = 0
    }
    inputs += added
  }

  package mutating func step(through end: Timestamp) throws -> SceneOutput {
    var output = SceneOutput()
    while true {
      if isWaiting {
        guard next < inputs.count else { break }
        isWaiting = false
        goToNextFrame()
        continue
      }
      let now = device.frameTime(frame)
      ReplayCrashContext.mark(now, frame: frame)
      guard now <= end else { break }
      let due = now.roundedToMicroseconds
      let mark = output.entries.count
      try Replayer.deliverFrame(
        at: now, to: &scene, inputs: inputs, next: &next, commands: &commands, into: &output)
      let isAtRest = scene.isAtRest
      Replayer.sampleLayout(
        of: scene, at: now, .sceneEventsAndRest, frame: frame, isAtRest: isAtRest,
        wasAtRest: wasAtRest, outputsSince: mark, into: &output)
      wasAtRest = isAtRest
      frontier = due
      frameCount = Int(frame) + 1
      if isAtRest && next == inputs.count {
        isWaiting = true
      } else {
        goToNextFrame()
      }
    }
    return output
  }

  /// As the replayer goes on from a frame: at rest, to the frame before the next input's.
  private mutating func goToNextFrame() {
    if wasAtRest, next < inputs.count {
      frame = max(frame, Replayer.frame(dueAt: inputs[next].timestamp, rate: rate) - 1)
    }
    frame += 1
  }
}

extension HapticScene {
  /// A new scene of this type, for a live recording; opened from an existential scene type.
  static func liveStepper(configuration json: String, device: DeviceProfile) throws
    -> any LiveStepping
  {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    let scene = try Self.checked(device: device, configuration: configuration)
    return LiveStepper(
      configuration: try SceneConfigurationJSON.canonicalOverrides(json, as: Configuration.self),
      scene: scene)
  }
}
