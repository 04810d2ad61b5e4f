import Foundation
import Haptics
import HeadlessRuntime
import TouchCore

/// The player ``CHHapticEngine`` makes.
///
/// It schedules each event's emission on the runtime at the time the device would start it, so
/// stopping, pausing or cancelling drops the events not yet started. A continuous event that has started keeps the duration it was emitted with (the
/// tape records what began; ours: the device would cut it short).
///
/// Looping schedules one cycle at a time, each cycle's end scheduling the next. A change of
/// ``playbackRate`` while playing restarts from the current position at the new rate; seeking
/// plays the events that start at or after the offset (one already under way is not
/// replayed). Starting a player that is playing restarts it.
final class PatternPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
  private struct Segment {
    /// Engine time at which `offset` plays.
    var start: Double
    /// Seconds into the pattern.
    var offset: Double
    var rate: Double
    /// Engine time from which nothing plays (a stop or pause to come).
    var boundary: Double?
  }

  private enum State {
    case stopped(offset: Double)
    case playing(Segment)
    case paused(offset: Double)
  }

  /// Loops shorter than this do not repeat (ours: a zero-length loop would repeat forever in no
  /// time).
  private static let minimumLoopLength = 0.001

  private let engine: CHHapticEngine
  private let timeline: HapticTimeline
  private var state = State.stopped(offset: 0)
  private var generation = 0
  private var pending: [Int: (id: ScheduledWorkID, time: Double, runtime: HeadlessRuntime)] = [:]
  private var nextKey = 0

  var isMuted = false
  var loopEnabled = false
  var loopEnd: TimeInterval = 0
  var playbackRate: Float = 1 {
    didSet { rateChanged(from: oldValue) }
  }
  var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler?

  init(engine: CHHapticEngine, timeline: HapticTimeline) {
    self.engine = engine
    self.timeline = timeline
  }

  /// Whether the player is playing or paused.
  var isActive: Bool {
    if case .stopped = state { return false }
    return true
  }

  // MARK: - CHHapticPatternPlayer

  func start(atTime time: TimeInterval) throws {
    let start = try engine.resolve(time)
    try engine.prepareToPlay(self)
    let offset: Double
    if case .stopped(let sought) = state { offset = sought } else { offset = 0 }
    begin(Segment(start: start, offset: offset, rate: rate, boundary: nil))
  }

  func stop(atTime time: TimeInterval) throws {
    let stopTime = try engine.resolve(time)
    guard stopTime > engine.now else { return stopNow() }
    end(at: stopTime) { [self] in stopNow() }
  }

  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {
    let base = try engine.resolve(time)
    let events = try parameters.map {
      try HapticConversion.parameter($0, at: base + max($0.relativeTime, 0))
    }
    for event in events { schedulePlay(event) }
  }

  func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval)
    throws
  {
    let base = try engine.resolve(time)
    let event = try HapticConversion.curve(
      parameterCurve, at: base + max(parameterCurve.relativeTime, 0))
    schedulePlay(event)
  }

  func cancel() throws {
    stopNow()
  }

  // MARK: - CHHapticAdvancedPatternPlayer

  func pause(atTime time: TimeInterval) throws {
    let pauseTime = try engine.resolve(time)
    guard pauseTime > engine.now else { return pauseNow(at: pauseTime) }
    end(at: pauseTime) { [self] in pauseNow(at: pauseTime) }
  }

  func resume(atTime time: TimeInterval) throws {
    let start = try engine.resolve(time)
    guard case .paused(let offset) = state else { return }
    try engine.prepareToPlay(self)
    begin(Segment(start: start, offset: offset, rate: rate, boundary: nil))
  }

  func seek(toOffset offsetTime: TimeInterval) throws {
    guard offsetTime.isFinite else {
      throw CHHapticError(.invalidTime, message: "seek offset \(offsetTime) is not finite")
    }
    let offset = max(offsetTime, 0)
    switch state {
    case .playing(let segment):
      begin(Segment(start: engine.now, offset: offset, rate: segment.rate, boundary: nil))
    case .paused: state = .paused(offset: offset)
    case .stopped: state = .stopped(offset: offset)
    }
  }

  // MARK: - Playback

  /// The rate playback uses: ``playbackRate`` when finite and positive.
  private var rate: Double {
    let value = Double(playbackRate)
    return value.isFinite && value > 0 ? value : 1
  }

  private var loopLength: Double? {
    guard loopEnabled else { return nil }
    let length = loopEnd > 0 && loopEnd.isFinite ? loopEnd : timeline.duration
    return length >= Self.minimumLoopLength ? length : nil
  }

  /// Drops what is scheduled and plays `segment`.
  private func begin(_ segment: Segment) {
    cancelPending(from: nil)
    generation += 1
    state = .playing(segment)
    scheduleCycle(segment)
  }

  private func scheduleCycle(_ segment: Segment) {
    let loop = loopLength
    let length = loop ?? timeline.duration
    for event in timeline.events where event.time >= segment.offset {
      if let loop, event.time >= loop { break }
      let time = segment.start + (event.time - segment.offset) / segment.rate
      if let boundary = segment.boundary, time >= boundary { break }
      guard let retimed = event.retimed(to: time, rate: segment.rate) else { continue }
      schedule(at: time) { [self] runtime in play(retimed, on: runtime) }
    }
    let end = segment.start + max(length - segment.offset, 0) / segment.rate
    if let boundary = segment.boundary, end >= boundary { return }
    let current = generation
    schedule(at: end) { [self] _ in
      guard current == generation, case .playing(let playing) = state else { return }
      if loop != nil {
        let next = Segment(start: end, offset: 0, rate: playing.rate, boundary: playing.boundary)
        state = .playing(next)
        scheduleCycle(next)
      } else {
        finish()
      }
    }
  }

  /// Sets a boundary at `time` (nothing from it on plays) and runs `action` then.
  private func end(at time: Double, _ action: @escaping () -> Void) {
    cancelPending(from: time)
    if case .playing(var segment) = state {
      segment.boundary = min(segment.boundary ?? time, time)
      state = .playing(segment)
    }
    let current = generation
    schedule(at: time) { [self] _ in
      guard current == generation else { return }
      action()
    }
  }

  private func stopNow() {
    let wasActive = isActive
    halt()
    if wasActive { finish(alreadyHalted: true) }
  }

  private func pauseNow(at time: Double) {
    guard case .playing(let segment) = state else { return }
    let offset = segment.offset + max(time - segment.start, 0) * segment.rate
    cancelPending(from: nil)
    generation += 1
    state = .paused(offset: offset)
  }

  /// Drops everything scheduled and stops, without calling the completion handler.
  func halt() {
    cancelPending(from: nil)
    generation += 1
    state = .stopped(offset: 0)
  }

  /// Ends playback and calls the completion handler.
  ///
  /// At the natural end, parameters sent for
  /// later still play (they are the app's own calls; ours).
  private func finish(alreadyHalted: Bool = false) {
    if !alreadyHalted {
      generation += 1
      state = .stopped(offset: 0)
    }
    completionHandler?(nil)
    engine.playerFinished()
  }

  private func rateChanged(from oldValue: Float) {
    let value = Double(playbackRate)
    guard value.isFinite, value > 0 else {
      engine.runtime?.report(
        HeadlessProblem(
          type: "CHHapticAdvancedPatternPlayer", call: "playbackRate",
          message: "playbackRate \(playbackRate) is not a positive number; kept \(oldValue)"))
      playbackRate = oldValue
      return
    }
    guard case .playing(let segment) = state else { return }
    let now = engine.now
    let offset = segment.offset + max(now - segment.start, 0) * segment.rate
    begin(Segment(start: now, offset: offset, rate: value, boundary: segment.boundary))
  }

  // MARK: - The runtime

  private func schedulePlay(_ event: HapticEvent) {
    schedule(at: event.time) { [self] runtime in play(event, on: runtime) }
  }

  private func play(_ event: HapticEvent, on runtime: HeadlessRuntime) {
    guard !isMuted, engine.allowsPlaying(event) else { return }
    runtime.emit(event)
  }

  /// Schedules `work` at engine time `time`; outside a replay nothing is scheduled.
  private func schedule(at time: Double, _ work: @escaping (HeadlessRuntime) -> Void) {
    guard let runtime = engine.runtime else { return }
    let key = nextKey
    nextKey += 1
    let id = runtime.schedule(at: Self.timestamp(seconds: time)) { [self] in
      pending[key] = nil
      work(runtime)
    }
    pending[key] = (id, time, runtime)
  }

  /// Cancels scheduled work at or after `time` (all of it for `nil`).
  private func cancelPending(from time: Double?) {
    for (key, entry) in pending where time.map({ entry.time >= $0 }) ?? true {
      entry.runtime.cancel(entry.id)
      pending[key] = nil
    }
  }

  /// `seconds` on the virtual clock, saturating instead of overflowing.
  private static func timestamp(seconds: Double) -> Timestamp {
    let nanoseconds = (seconds * 1e9).rounded()
    guard nanoseconds < 9.2e18 else { return Timestamp(nanoseconds: 9_200_000_000_000_000_000) }
    guard nanoseconds > 0 else { return .zero }
    return Timestamp(nanoseconds: Int64(nanoseconds))
  }
}
