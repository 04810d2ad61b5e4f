import Scenes
import TouchCore
import TouchModel

/// Replays inputs through a scene on a virtual display-link clock (as NIO's `EmbeddedEventLoop`
/// runs tasks on a virtual clock) and collects what the scene produced.
///
/// Frames tick at the device's frame rate from t = 0: frame `k` at `k · 10⁹ / rate` ns, exactly
/// (``DeviceProfile/frameTime(_:)``, the grid gesture scripts put touch scans on), so long
/// sessions do not drift. Before each frame every input due by then, compared on the tape's
/// 1 µs grid, is delivered at its own timestamp: a scan recorded at the frame's time belongs to
/// that frame even when rounding to the microsecond moved it a fraction of a microsecond later.
/// After the last input the clock runs until the scene is at rest, or
/// ``Configuration/settleLimit`` later. While the scene is at rest and the next input is more
/// than a frame away, the frames in between are skipped (they would produce nothing, see
/// ``Scenes/HapticScene/isAtRest``) and still counted, so a tape whose inputs start hours or
/// years in cannot keep the replayer stepping idle frames; with
/// ``LayoutSampling/everyFrame`` every frame is stepped.
///
/// ```swift
/// import SeedScenes
///
/// let script = try GestureScript(parsing: "touch 1 at 300,400\ndrag 1 to 80,400 in 0.2s\nlift 1")
/// let inputs = try script.render(on: .iPhone15Pro).inputs.map(SceneInput.init)
/// var scene = try CubeScene(device: .iPhone15Pro, configuration: .init())
/// let outcome = try Replayer().run(&scene, inputs: inputs)
/// outcome.output.entries.count
/// ```
public struct Replayer: Sendable {
  /// When layout samples are taken.
  public enum LayoutSampling: String, Hashable, Sendable, CaseIterable {
    /// At each frame in which a scene event happened, and each time the scene comes to rest
    /// (the default); for a scene that ``Scenes/HapticScene/samplesLayoutWhileMoving`` (an app's
    /// UIKit screen), also at every frame it is not at rest.
    case sceneEventsAndRest
    /// At every frame (large traces; for debugging a layout).
    case everyFrame
    /// Never.
    case never
  }

  /// Replayer parameters.
  public struct Configuration: Hashable, Sendable {
    /// How long the clock may run after the last input waiting for rest (ours: 10 s, longer
    /// than any seed animation or deceleration).
    public var settleLimit: TimeAmount
    /// When layout samples are taken.
    public var layoutSampling: LayoutSampling
    /// When the session ends: the clock runs at least this long, even where the scene comes to rest
    /// earlier, as a gesture script's trailing `wait` asks (``GestureTimeline/end``).
    ///
    /// The last input's time when it is earlier.
    public var sessionEnd: Timestamp

    /// Creates a configuration.
    public init(
      settleLimit: TimeAmount = .seconds(10), layoutSampling: LayoutSampling = .sceneEventsAndRest,
      sessionEnd: Timestamp = .zero
    ) {
      self.settleLimit = settleLimit
      self.layoutSampling = layoutSampling
      self.sessionEnd = sessionEnd
    }
  }

  /// What a replay produced.
  public struct Outcome: Sendable {
    /// Every output, in order.
    public var output: SceneOutput
    /// How many frames ticked.
    public var frameCount: Int
    /// The time of the last frame.
    public var endTime: Timestamp
    /// Whether the scene came to rest before the settle limit.
    public var settled: Bool
  }

  /// The replayer's parameters.
  public var configuration: Configuration

  /// Creates a replayer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Replays `inputs` (touches and commands, in time order) through `scene`.
  /// - Throws: ``Scenes/SceneError`` when the scene rejects a command, with its
  ///   ``Scenes/SceneError/commandIndex``.
  /// - Complexity: O(frames + inputs) scene steps.
  public func run<S: HapticScene>(_ scene: inout S, inputs: [SceneInput]) throws(SceneError)
    -> Outcome
  {
    var output = SceneOutput()
    return try run(&scene, inputs: inputs, into: &output)
  }

  /// Replays `inputs` through `scene`, its outputs going into `output`, so that when the scene
  /// stops the session with an error, `output` still holds what it produced before.
  ///
  /// `afterFrame`, when given, is called after every frame with the outputs and the frame's
  /// time, and may take the outputs it is done with out of them (a recording written as it
  /// runs); the outputs are then not reserved for the whole session.
  package func run<S: HapticScene>(
    _ scene: inout S, inputs: [SceneInput], into output: inout SceneOutput,
    afterFrame: ((inout SceneOutput, Timestamp) -> Void)? = nil
  ) throws(SceneError) -> Outcome {
    if afterFrame == nil {
      // Most inputs give an output or two, and the frames between them a few more: reserved so
      // the entries are not copied again each time the array doubles. Without scroll events
      // (a sweep's replays) few are left.
      output.entries.reserveCapacity(output.keepsScrollEvents ? 2 * inputs.count + 64 : 64)
    }
    var cursor = ReplayCursor()
    // Without a pause the run always ends with an outcome.
    return try run(
      &scene, inputs: inputs, from: &cursor, into: &output, pause: nil, afterFrame: afterFrame)
      ?? Outcome(output: output, frameCount: 0, endTime: .zero, settled: false)
  }

  /// Replays `inputs` through `scene` from `cursor` on: to the session's end, or, with
  /// `pause`, until the next frame would read the inputs from `pause.inputCount` on.
  ///
  /// `afterFrame` is called after every frame, as in ``run(_:inputs:into:afterFrame:)``.
  ///
  /// - Returns: The outcome, or `nil` when the replay paused; `scene`, `cursor` and `output`
  ///   then hold what a copy continues from (``ReplayCursor``).
  package func run<S: HapticScene>(
    _ scene: inout S, inputs: [SceneInput], from cursor: inout ReplayCursor,
    into output: inout SceneOutput, pause: ReplayCursor.Pause?,
    afterFrame: ((inout SceneOutput, Timestamp) -> Void)? = nil
  ) throws(SceneError) -> Outcome? {
    // A scene with a scope of its own (a hosted screen's runtime) is entered once, around every
    // step, not by each step. The type is asked, so a value-type scene is not copied to ask it.
    guard S.self is any ReplayScopedScene.Type, let scoped = scene as? any ReplayScopedScene else {
      return try steps(
        &scene, inputs: inputs, from: &cursor, into: &output, pause: pause,
        afterFrame: afterFrame)
    }
    return try scoped.replayScope.enter { () throws(SceneError) -> Outcome? in
      try steps(
        &scene, inputs: inputs, from: &cursor, into: &output, pause: pause,
        afterFrame: afterFrame)
    }
  }

  /// ``run(_:inputs:from:into:pause:afterFrame:)``'s steps, inside the scene's scope.
  private func steps<S: HapticScene>(
    _ scene: inout S, inputs: [SceneInput], from cursor: inout ReplayCursor,
    into output: inout SceneOutput, pause: ReplayCursor.Pause?,
    afterFrame: ((inout SceneOutput, Timestamp) -> Void)?
  ) throws(SceneError) -> Outcome? {
    // The session lasts to its last input or its declared end, whichever is later.
    let lastInput = max(inputs.last?.timestamp ?? .zero, configuration.sessionEnd)
    // Saturating: a decoded timestamp near the end of Int64 must not trap.
    let (sum, overflow) = lastInput.nanoseconds.addingReportingOverflow(
      configuration.settleLimit.nanoseconds)
    let deadline = Timestamp(nanoseconds: overflow ? .max : sum)
    var settled = false
    var now = Timestamp.zero
    // Read once: the scene's device is a value with strings, copied by every `scene.device`.
    let device = scene.device
    let rate = Int64(device.frameRate)
    if cursor.isJumpingFromRest {
      // A paused replay at rest: this session's next input decides the frame, as below.
      cursor.isJumpingFromRest = false
      let due = cursor.next < inputs.count ? inputs[cursor.next].timestamp : lastInput
      cursor.frame = max(cursor.frame, Self.frame(dueAt: due, rate: rate) - 1) + 1
    }
    while true {
      now = device.frameTime(cursor.frame)
      if let pause, now.roundedToMicroseconds >= pause.time { return nil }
      ReplayCrashContext.mark(now, frame: cursor.frame)
      let mark = output.entries.count
      try Self.deliverFrame(
        at: now, to: &scene, inputs: inputs, next: &cursor.next, commands: &cursor.commands,
        into: &output)
      let isAtRest = scene.isAtRest
      Self.sampleLayout(
        of: scene, at: now, configuration.layoutSampling, frame: cursor.frame,
        isAtRest: isAtRest, wasAtRest: cursor.wasAtRest, outputsSince: mark, into: &output)
      cursor.wasAtRest = isAtRest
      afterFrame?(&output, now)
      if cursor.next == inputs.count && now >= lastInput && isAtRest {
        settled = true
        break
      }
      if cursor.next == inputs.count && now >= deadline { break }
      if isAtRest, configuration.layoutSampling != .everyFrame {
        if let pause, cursor.next == pause.inputCount {
          cursor.isJumpingFromRest = true
          return nil
        }
        // Nothing happens until the next input, or the session's end: go to the frame before
        // the one it is due at.
        let due = cursor.next < inputs.count ? inputs[cursor.next].timestamp : lastInput
        cursor.frame = max(cursor.frame, Self.frame(dueAt: due, rate: rate) - 1)
      }
      cursor.frame += 1
    }
    return Outcome(
      output: output, frameCount: Int(cursor.frame) + 1, endTime: now, settled: settled)
  }

  /// Delivers every input due by frame time `now` (on the tape's 1 µs grid), from `next` on,
  /// then the frame itself: one step of a replay, shared by ``run(_:inputs:)`` and live sessions.
  ///
  /// - Throws: The scene's ``Scenes/SceneError``, with the session time of the input or frame it
  ///   was handling and, for a command, its index among the session's commands.
  package static func deliverFrame<S: HapticScene>(
    at now: Timestamp, to scene: inout S, inputs: [SceneInput], next: inout Int,
    commands: inout Int, into output: inout SceneOutput
  ) throws(SceneError) {
    let due = now.roundedToMicroseconds
    while next < inputs.count, inputs[next].timestamp <= due {
      do {
        try scene.handle(inputs[next], into: &output)
      } catch {
        var located = error
        if case .command = inputs[next] { located.commandIndex = commands }
        located.time = located.time ?? inputs[next].timestamp
        throw located
      }
      if case .command = inputs[next] { commands += 1 }
      next += 1
    }
    do {
      try scene.handle(.frameTicked(at: now), into: &output)
    } catch {
      var located = error
      located.time = located.time ?? now
      throw located
    }
  }

  /// When frame `frame` ticks: `frame · 10⁹ / rate` ns, rounded down, computed without the
  /// product that overflows after 2.4 years of frames at 120 Hz.
  package static func time(ofFrame frame: Int64, rate: Int64) -> Timestamp {
    .tick(frame, hertz: Int(rate))
  }

  /// The first frame that ticks at or after `time`.
  package static func frame(dueAt time: Timestamp, rate: Int64) -> Int64 {
    let nanoseconds = max(0, time.nanoseconds)
    let (seconds, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
    // `remainder · rate` stays below 10⁹ · rate; the estimate is then corrected by one frame.
    var frame = seconds * rate + remainder * rate / 1_000_000_000
    while Self.time(ofFrame: frame, rate: rate) < time { frame += 1 }
    while frame > 0, Self.time(ofFrame: frame - 1, rate: rate) >= time { frame -= 1 }
    return frame
  }

  /// Appends `scene`'s layout at frame time `now` when `sampling` asks for it on this frame.
  ///
  /// That is every frame, or (``LayoutSampling/sceneEventsAndRest``) a frame whose outputs since
  /// `mark` hold a scene event, a frame where the scene came to rest, a first frame at rest, and
  /// for a scene that samples while moving every frame not at rest.
  /// Shared by ``run(_:inputs:)`` and live sessions.
  package static func sampleLayout<S: HapticScene>(
    of scene: S, at now: Timestamp, _ sampling: LayoutSampling, frame: Int64, isAtRest: Bool,
    wasAtRest: Bool, outputsSince mark: Int, into output: inout SceneOutput
  ) {
    switch sampling {
    case .everyFrame: break
    case .sceneEventsAndRest:
      let cameToRest = isAtRest && !wasAtRest
      let isMoving = !isAtRest && S.samplesLayoutWhileMoving
      guard
        isMoving || output.hasSceneEvent(since: mark) || cameToRest || (frame == 0 && isAtRest)
      else { return }
    case .never: return
    }
    for snapshot in scene.layoutSnapshot() {
      output.entries.append(.layout(snapshot, at: now))
    }
  }
}
