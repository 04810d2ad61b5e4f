import Foundation
import Haptics
import HeadlessRuntime
import TouchCore

/// The haptic engine of the modelled phone: players it makes turn each pattern into the
/// `Haptics.HapticEvent`s a tape holds, emitted to the replay's runtime (`HeadlessRuntime`) at
/// the virtual time the device would play them.
///
/// Engine time (``currentTime`` and the times players take) is the replay's virtual clock in
/// seconds since the session began. An event of a pattern started at time *s* plays at
/// *s* + its relative time; a start time at or before now (``CHHapticTimeImmediate`` is 0) means
/// now. Called outside a hosted replay (`HeadlessRuntime.current` is `nil`), the engine uses the
/// last runtime it saw; an engine that has never seen one has time 0 and plays nothing.
///
/// ```swift
/// let pattern = try CHHapticPattern(
///   events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0)],
///   parameters: [])
/// let engine = try CHHapticEngine()
/// try engine.start()
/// let player = try engine.makePlayer(with: pattern)
/// try player.start(atTime: CHHapticTimeImmediate)
/// ```
///
/// A replay never interrupts the engine, so ``stoppedHandler`` and ``resetHandler`` are kept but
/// never called.
open class CHHapticEngine: @unchecked Sendable {
  /// The block ``start(completionHandler:)`` and ``stop(completionHandler:)`` call.
  public typealias CompletionHandler = ((any Error)?) -> Void
  /// The block called when the system stops the engine.
  public typealias StoppedHandler = (StoppedReason) -> Void
  /// The block called after the system resets the engine.
  public typealias ResetHandler = () -> Void
  /// The block ``notifyWhenPlayersFinished(finishedHandler:)`` calls; it says what to do next.
  public typealias FinishedHandler = ((any Error)?) -> FinishedAction

  /// Why the system stopped the engine; raw values are Core Haptics'.
  public enum StoppedReason: Int, Hashable, Sendable {
    case audioSessionInterrupt = 1
    case applicationSuspended = 2
    case idleTimeout = 3
    case notifyWhenFinished = 4
    case engineDestroyed = 5
    case gameControllerDisconnect = 6
    case systemError = -1
  }

  /// What to do once every player has finished; raw values are Core Haptics'.
  public enum FinishedAction: Int, Hashable, Sendable {
    case stopEngine = 1
    case leaveEngineRunning = 2
  }

  /// Called when the system stops the engine (inert: never, in a replay).
  open var stoppedHandler: StoppedHandler = { _ in }
  /// Called after the system resets the engine (inert: never, in a replay).
  open var resetHandler: ResetHandler = {}
  /// Whether audio events are dropped.
  open var playsHapticsOnly = false
  /// Whether haptic events are dropped (iOS 16).
  open var playsAudioOnly = false
  /// Whether haptic events are silenced (dropped when they fall due).
  open var isMutedForHaptics = false
  /// Whether audio events are silenced.
  open var isMutedForAudio = false
  /// Whether the engine starts itself when a player starts and stops when idle; when `false`,
  /// starting a player on a stopped engine throws ``CHHapticError/Code/engineNotRunning``.
  open var isAutoShutdownEnabled = false

  private var lastRuntime = HeadlessRuntime.current
  private var isRunning = false
  private var players: [WeakPlayer] = []
  private var finishedHandler: FinishedHandler?

  /// An engine for the phone the session models.
  ///
  /// Never throws (the modelled phone has haptics).
  public init() throws {}

  /// The engine's time in seconds: the replay's virtual clock (0 before any replay).
  open var currentTime: TimeInterval { now }

  /// The capabilities of the modelled phone: haptics and audio, with Core Haptics' ranges.
  open class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
    HardwareCapability()
  }

  /// Starts the engine.
  open func start() throws {
    isRunning = true
  }

  /// Starts the engine and calls `completionHandler` with `nil` at once (ours: the device
  /// calls it asynchronously once the hardware is ready).
  open func start(completionHandler: CompletionHandler?) {
    isRunning = true
    completionHandler?(nil)
  }

  /// Starts the engine: `start(completionHandler:)` as Swift imports it for `await`.
  ///
  /// It returns at once (ours: the device resumes once the hardware is ready).
  open func start() async throws {
    start(completionHandler: nil)
  }

  /// Stops the engine: `stop(completionHandler:)` as Swift imports it for `await`.
  open func stop() async throws {
    stop(completionHandler: nil)
  }

  /// Stops the engine: every player stops and events not yet played are dropped.
  ///
  /// The completion handler runs at once with `nil` (ours: asynchronously on the device).
  open func stop(completionHandler: CompletionHandler? = nil) {
    isRunning = false
    for player in activePlayers { player.halt() }
    players.removeAll()
    completionHandler?(nil)
  }

  /// Calls `finishedHandler` once every player has finished; it returns whether to stop.
  open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) {
    self.finishedHandler = finishedHandler
    playerFinished()
  }

  /// A player for `pattern`.
  open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
    PatternPlayer(engine: self, timeline: pattern.timeline)
  }

  /// A player for `pattern` that can also pause, seek, loop and change speed.
  open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws
    -> any CHHapticAdvancedPatternPlayer
  {
    PatternPlayer(engine: self, timeline: pattern.timeline)
  }

  /// Plays the AHAP file at `url` now.
  ///
  /// - Throws: ``CHHapticError`` — `fileNotFound`, `invalidPatternData`, `engineNotRunning`.
  open func playPattern(from url: URL) throws {
    let timeline = try CHHapticPattern.read(contentsOf: url)
    try PatternPlayer(engine: self, timeline: timeline).start(atTime: CHHapticTimeImmediate)
  }

  /// Plays AHAP `data` now.
  ///
  /// - Throws: ``CHHapticError`` — `invalidPatternData`, `engineNotRunning`.
  open func playPattern(from data: Data) throws {
    let timeline = try CHHapticPattern.read(
      [UInt8](data), source: "AHAP data", code: .invalidPatternData)
    try PatternPlayer(engine: self, timeline: timeline).start(atTime: CHHapticTimeImmediate)
  }

  // MARK: - Players' view of the engine

  /// The runtime playback runs on: the caller's, or else the last one the engine saw (a host
  /// may advance its runtime outside `run`).
  var runtime: HeadlessRuntime? {
    if let current = HeadlessRuntime.current {
      lastRuntime = current
      return current
    }
    return lastRuntime
  }

  /// Seconds on the virtual clock.
  var now: Double { runtime?.now.seconds ?? 0 }

  /// The engine time a player's `time` argument means: now for any time at or before now,
  /// otherwise that time (at most a day ahead; a replay never runs that long).
  func resolve(_ time: TimeInterval) throws -> Double {
    guard !time.isNaN else {
      throw CHHapticError(.invalidTime, message: "the time is NaN; pass CHHapticTimeImmediate")
    }
    let current = now
    guard time > current else { return current }
    return current + TimeAmount.appRequested(seconds: time - current).seconds
  }

  /// Registers `player` as playing; throws when the engine is stopped and does not start
  /// itself.
  func prepareToPlay(_ player: PatternPlayer) throws {
    if !isRunning {
      guard isAutoShutdownEnabled else {
        throw CHHapticError(
          .engineNotRunning,
          message: "the engine is stopped; call start() first or set isAutoShutdownEnabled")
      }
      isRunning = true
    }
    players.removeAll { $0.player == nil }
    if !players.contains(where: { $0.player === player }) { players.append(WeakPlayer(player)) }
  }

  /// Whether the engine's mute and audio/haptics settings let `event` play.
  func allowsPlaying(_ event: HapticEvent) -> Bool {
    let isAudio: Bool
    switch event {
    case .audio: isAudio = true
    case .dynamicParameter(let parameter): isAudio = parameter.parameter.rawValue.hasPrefix("Audio")
    case .parameterCurve(let curve): isAudio = curve.parameter.rawValue.hasPrefix("Audio")
    case .transient, .continuous, .feedback: isAudio = false
    }
    return isAudio
      ? !isMutedForAudio && !playsHapticsOnly : !isMutedForHaptics && !playsAudioOnly
  }

  /// Called when a player stops; runs the finished handler once no player is playing.
  func playerFinished() {
    guard activePlayers.isEmpty, let handler = finishedHandler else { return }
    finishedHandler = nil
    if handler(nil) == .stopEngine { stop() }
  }

  private var activePlayers: [PatternPlayer] {
    players.compactMap(\.player).filter(\.isActive)
  }
}

/// A player the engine knows of without keeping it alive.
private struct WeakPlayer {
  weak var player: PatternPlayer?

  init(_ player: PatternPlayer) {
    self.player = player
  }
}
