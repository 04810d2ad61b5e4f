import TouchCore
import TouchModel

/// Walks a script's statements on the device's touch scan grid and emits touch samples and
/// scene commands.
///
/// Time is counted in scan ticks: tick `k` is `Timestamp.tick(k, hertz: touchRate)`, the exact
/// grid the replayer's display frames use.
/// `now` is the tick the previous statement ended on; a statement that samples a finger does
/// so strictly after that finger's previous sample, so no finger reports twice in one scan.
///
/// Durations are summed exactly on `clock` (nanoseconds) and only the sum is placed on the
/// grid, so 200 × `wait 5ms` last 1 s rather than 200 rounded ticks; a statement that must
/// move past the clock's tick (a sample one scan after the previous one) moves the clock there.
struct GestureRenderer {
  /// A finger that is down.
  private struct Finger {
    /// Where the script puts it, in points, before noise and pixel rounding.
    var ideal: Point2D
    /// Where its last sample reported it, on the pixel grid.
    var reported: Point2D
    /// The statement that touched it down.
    var downAt: GestureScript.SourceLocation
  }

  private let profile: DeviceProfile
  private let configuration: GestureRenderConfiguration
  /// Touch scans per second.
  private let rate: Int64
  private let maximumTick: Int64
  private var now: Int64 = 0
  /// The exact time the previous statement ended, in nanoseconds; `now` is its nearest tick.
  private var clock: Int64 = 0
  private var fingers: [Touch.ID: Finger] = [:]
  private var lastTick: [Touch.ID: Int64] = [:]
  private var inputs: [GestureTimeline.Input] = []
  /// The scan tick of each input.
  private var inputTicks: [Int64] = []
  private var location = GestureScript.SourceLocation(line: 1, column: 1)

  init(profile: DeviceProfile, configuration: GestureRenderConfiguration) {
    self.profile = profile
    self.configuration = configuration
    rate = Int64(profile.touchRate)
    // Whole ticks in the maximum duration, without the product that overflows for a huge one.
    let (seconds, rest) = max(0, configuration.maximumDuration.nanoseconds)
      .quotientAndRemainder(dividingBy: 1_000_000_000)
    maximumTick = seconds * rate + rest * rate / 1_000_000_000
  }

  /// How far a `fling item …` statement moves before it lifts, per point per second of release
  /// velocity: 0.08 s, so a 2 pt/ms fling travels 160 pt.
  // source: ours — long enough for the constant-speed tail at every velocity the parser accepts
  static let elementFlingTravelTime = 0.08

  mutating func render<Locator: GestureElementLocator>(
    _ script: GestureScript, locator: inout Locator
  ) throws(GestureScriptError) -> GestureTimeline {
    for statement in script.statements {
      location = statement.location
      try run(statement.action, locator: &locator)
    }
    let stillDown = fingers.min { ($0.value.downAt, $0.key) < ($1.value.downAt, $1.key) }
    if let (finger, state) = stillDown {
      throw GestureScriptError(
        code: .fingerState, location: state.downAt,
        message: "finger \(finger.rawValue) is still down when the script ends; "
          + "add 'lift \(finger.rawValue)'")
    }
    return timeline()
  }

  /// The inputs rendered so far, in time order and delivered as UIKit delivers them.
  private func timeline() -> GestureTimeline {
    let ordered = inputs.indices.sorted {
      (inputs[$0].timestamp, $0) < (inputs[$1].timestamp, $1)
    }
    let delivered =
      profile.touchRate > profile.frameRate
      ? deliveredPerFrame(ordered) : ordered.map { inputs[$0] }
    return GestureTimeline(inputs: delivered, end: .tick(now, hertz: profile.touchRate))
  }

  /// The inputs at `order` as UIKit delivers them when the digitizer scans faster than the
  /// display refreshes: consecutive `moved` samples of one finger scanned for the same display
  /// frame become one sample, the last, which lists all of them, oldest first, as coalesced.
  private func deliveredPerFrame(_ order: [Int]) -> [GestureTimeline.Input] {
    let frameRate = Int64(profile.frameRate)
    let touchRate = Int64(profile.touchRate)
    var delivered: [GestureTimeline.Input?] = []
    var openRuns: [Touch.ID: (index: Int, frame: Int64)] = [:]
    for index in order {
      guard case .touch(var sample) = inputs[index] else {
        delivered.append(inputs[index])
        continue
      }
      // The display frame at or after the scan, in exact integer arithmetic.
      let frame = (inputTicks[index] * frameRate + touchRate - 1) / touchRate
      guard sample.phase == .moved else {
        openRuns[sample.id] = nil
        delivered.append(.touch(sample))
        continue
      }
      if let run = openRuns[sample.id], run.frame == frame,
        case .touch(let previous)? = delivered[run.index]
      {
        let earlier =
          previous.coalesced.isEmpty
          ? [TouchSample.Coalesced(location: previous.location, timestamp: previous.timestamp)]
          : previous.coalesced
        sample.coalesced =
          earlier + [TouchSample.Coalesced(location: sample.location, timestamp: sample.timestamp)]
        delivered[run.index] = nil
      }
      openRuns[sample.id] = (delivered.count, frame)
      delivered.append(.touch(sample))
    }
    return delivered.compactMap { $0 }
  }

  // MARK: - Statements

  private mutating func run<Locator: GestureElementLocator>(
    _ action: GestureScript.Action, locator: inout Locator
  ) throws(GestureScriptError) {
    switch action {
    case .touch(let finger, let point):
      try touch(finger, at: point)
    case .drag(let moves, let duration, let curve):
      try drag(moves, duration: duration, curve: curve)
    case .fling(let finger, let start, let end, let velocity):
      try fling(finger, from: start, to: end, releaseVelocity: velocity)
    case .hold(let finger, let duration):
      _ = try down(finger, verb: "hold")
      try elapse(duration)
    case .lift(let finger):
      try lift(finger)
    case .tap(let point, let duration):
      try tap(at: point, duration: duration)
    case .tapElement(let target, let duration):
      try tap(at: try element(target, locator: &locator).center, duration: duration)
    case .dragElement(let target, let offset, let duration, let curve):
      let start = try element(target, locator: &locator).center
      let finger = try freeFinger(verb: "drag")
      try touch(finger, at: start)
      let end = Point2D(x: start.x + offset.dx, y: start.y + offset.dy)
      try drag([GestureScript.FingerMove(finger, to: end)], duration: duration, curve: curve)
      try lift(finger)
    case .flingElement(let target, let velocity):
      let found = try element(target, locator: &locator)
      guard let axis = found.scrollAxis else {
        throw error(
          .invalidValue,
          "'\(target.view)' does not scroll along one axis, so 'fling \(target)' has no direction; "
            + "write 'fling F from X,Y to X,Y velocity V'")
      }
      let travel = velocity * Self.elementFlingTravelTime
      let end =
        axis == .horizontal
        ? Point2D(x: found.center.x + travel, y: found.center.y)
        : Point2D(x: found.center.x, y: found.center.y + travel)
      try fling(
        try freeFinger(verb: "fling"), from: found.center, to: end, releaseVelocity: abs(velocity))
    case .wait(let duration):
      try elapse(duration)
    case .command(let name, let arguments):
      let timestamp = Timestamp.tick(now, hertz: profile.touchRate)
      inputs.append(.command(SceneCommand(name: name, arguments: arguments, timestamp: timestamp)))
      inputTicks.append(now)
    }
  }

  private mutating func tap(at point: Point2D, duration: TimeAmount?) throws(GestureScriptError) {
    let finger = try freeFinger(verb: "tap")
    try touch(finger, at: point)
    try elapse(duration ?? configuration.tapDuration)
    try lift(finger)
  }

  /// The lowest finger that is not down.
  private func freeFinger(verb: String) throws(GestureScriptError) -> Touch.ID {
    guard
      let finger = GestureScriptParser.fingerRange.lazy.map(Touch.ID.init)
        .first(where: { fingers[$0] == nil })
    else { throw error(.fingerState, "\(verb) needs a free finger, but every finger is down") }
    return finger
  }

  /// Where `target` is now, after the inputs rendered so far.
  private func element<Locator: GestureElementLocator>(
    _ target: GestureScript.ElementTarget, locator: inout Locator
  ) throws(GestureScriptError) -> GestureElement {
    do {
      return try locator.locate(
        target, at: Timestamp.tick(now, hertz: profile.touchRate), after: timeline().inputs)
    } catch {
      throw self.error(.elementNotVisible, error.message)
    }
  }

  private mutating func touch(_ finger: Touch.ID, at point: Point2D) throws(GestureScriptError) {
    try requireUp(finger, verb: "touch")
    try validate(point)
    let tick = max(now, (lastTick[finger] ?? -1) + 1)
    try advance(to: tick)
    let reported = emit(.began, finger, at: point, tick: tick)
    fingers[finger] = Finger(ideal: point, reported: reported, downAt: location)
  }

  private mutating func drag(
    _ moves: [GestureScript.FingerMove], duration: TimeAmount, curve: GestureCurve
  ) throws(GestureScriptError) {
    guard !moves.isEmpty else { throw error(.invalidValue, "drag needs at least one finger") }
    var starts: [Point2D] = []
    for (index, move) in moves.enumerated() {
      if moves[..<index].contains(where: { $0.finger == move.finger }) {
        throw error(
          .fingerState,
          "finger \(move.finger.rawValue) appears twice in one drag; "
            + "give each finger one destination")
      }
      starts.append(try down(move.finger, verb: "drag").ideal)
      try validate(move.destination)
    }
    let start = now
    try elapse(duration, minimumTicks: 1)
    let count = now - start
    for step in 1...count {
      let progress = curve.progress(at: Double(step) / Double(count))
      for (move, from) in zip(moves, starts) {
        let position =
          step == count ? move.destination : from + (move.destination - from) * progress
        emitMove(move.finger, to: position, tick: start + step)
      }
    }
    for move in moves {
      fingers[move.finger]?.ideal = move.destination
      // The finger was scanned through the end even where its position did not change.
      lastTick[move.finger] = start + count
    }
  }

  private mutating func fling(
    _ finger: Touch.ID, from start: Point2D, to end: Point2D, releaseVelocity velocity: Double
  ) throws(GestureScriptError) {
    try requireUp(finger, verb: "fling")
    try validate(start)
    try validate(end)
    guard velocity > 0, velocity <= GestureScriptParser.velocityLimit else {
      throw error(
        .invalidValue,
        "release velocity \(velocity) pt/s must be above 0 and at most "
          + "\(Int(GestureScriptParser.velocityLimit)) pt/s")
    }
    let delta = end - start
    guard delta.length > 0 else {
      throw error(.invalidValue, "fling needs different start and end points")
    }
    // The constant-speed tail, in whole device pixels per sample, ending on the pixel at `end`.
    let scale = profile.scale
    let seconds = 1 / Double(profile.touchRate)
    let step = delta / delta.length * (velocity * seconds * scale)
    let stepPixels = Vector2D(dx: step.dx.rounded(), dy: step.dy.rounded())
    guard stepPixels != .zero else {
      throw error(
        .invalidValue,
        "release velocity \(velocity) pt/s moves less than half a pixel per touch "
          + "sample on \(profile.name); use 'drag' for slow moves")
    }
    let tailDuration = min(
      max(0, configuration.flingTailDuration.nanoseconds), configuration.maximumDuration.nanoseconds
    )
    let tailCount = max(
      Int64(max(1, configuration.flingTailMinimumSamples)),
      // Whole scans, rounded up, without the product that overflows for a huge maximum duration.
      tailDuration / 1_000_000_000 * rate
        + (tailDuration % 1_000_000_000 * rate + 999_999_999) / 1_000_000_000
    )
    let endPixels = Point2D(x: (end.x * scale).rounded(), y: (end.y * scale).rounded())
    func tail(_ k: Int64) -> Point2D {
      let back = Double(tailCount - k)
      return Point2D(
        x: (endPixels.x - stepPixels.dx * back) / scale,
        y: (endPixels.y - stepPixels.dy * back) / scale)
    }
    // The lead-in: even acceleration from rest, x = lead·(i/m)², whose last step is about one
    // release step when m = 2·|lead| / (v·dt).
    let lead = tail(0) - start
    let along = lead.dx * delta.dx + lead.dy * delta.dy
    guard along >= 0 else {
      let needed = (stepPixels * Double(tailCount) / scale).length
      throw error(
        .invalidValue,
        "fling is too short for a release at \(velocity) pt/s on \(profile.name): "
          + "its constant-speed tail alone covers \(needed) pt; start farther away or fling slower")
    }
    // A fling's lead-in takes as long as its distance and velocity make it, and one statement
    // may take at most GestureScript.maximumStatementDuration, as a `drag … in` may.
    let leadSeconds = lead.length == 0 ? 0 : 2 * lead.length / velocity
    let limit = GestureScriptParser.durationLimit.seconds
    guard leadSeconds + Double(tailCount) * seconds <= limit else {
      throw error(
        .invalidValue,
        "fling over \(ScriptText.number(delta.length.rounded())) pt at \(ScriptText.number(velocity)) pt/s "
          + "takes \(ScriptText.number((leadSeconds + Double(tailCount) * seconds).rounded())) s, "
          + "longer than the \(ScriptText.number(limit)) s limit of one statement "
          + "(GestureScript.maximumStatementDuration); fling faster or over a shorter distance")
    }
    let leadTicks =
      lead.length == 0 ? 0 : max(1, Int64((2 * lead.length / (velocity * seconds)).rounded()))
    let began = max(now, (lastTick[finger] ?? -1) + 1)
    try advance(to: began + leadTicks + tailCount)
    let reported = emit(.began, finger, at: start, tick: began)
    fingers[finger] = Finger(ideal: start, reported: reported, downAt: location)
    if leadTicks > 0 {
      for i in 1...leadTicks {
        let fraction = Double(i) / Double(leadTicks)
        let position = i == leadTicks ? tail(0) : start + lead * (fraction * fraction)
        emitMove(finger, to: position, tick: began + i)
      }
    }
    for k in 1..<tailCount {
      emitMove(finger, to: tail(k), tick: began + leadTicks + k)
    }
    emit(.ended, finger, at: tail(tailCount), tick: began + leadTicks + tailCount)
    fingers[finger] = nil
  }

  private mutating func lift(_ finger: Touch.ID) throws(GestureScriptError) {
    let state = try down(finger, verb: "lift")
    let tick = max(now, (lastTick[finger] ?? -1) + 1)
    try advance(to: tick)
    append(.ended, finger, reported: state.reported, tick: tick)
    fingers[finger] = nil
  }

  // MARK: - Samples

  /// Emits a sample of `finger` at `position` plus noise, rounded to the pixel grid.
  @discardableResult
  private mutating func emit(
    _ phase: Touch.Phase, _ finger: Touch.ID, at position: Point2D, tick: Int64
  ) -> Point2D {
    let reported = self.reported(position, finger: finger, tick: tick)
    append(phase, finger, reported: reported, tick: tick)
    return reported
  }

  /// Emits a `moved` sample of a finger that is down, unless its reported position is unchanged.
  private mutating func emitMove(_ finger: Touch.ID, to position: Point2D, tick: Int64) {
    let reported = self.reported(position, finger: finger, tick: tick)
    guard reported != fingers[finger]?.reported else { return }
    append(.moved, finger, reported: reported, tick: tick)
    fingers[finger]?.reported = reported
  }

  private func reported(_ position: Point2D, finger: Touch.ID, tick: Int64) -> Point2D {
    let noisy =
      position + (configuration.jitter?.positionOffset(tick: tick, finger: finger) ?? .zero)
    return Point2D(x: profile.roundedToPixel(noisy.x), y: profile.roundedToPixel(noisy.y))
  }

  private mutating func append(
    _ phase: Touch.Phase, _ finger: Touch.ID, reported: Point2D, tick: Int64
  ) {
    let offset = configuration.jitter?.timestampOffset(tick: tick) ?? .zero
    // Jitter never moves a sample before the session starts.
    let timestamp = max(.zero, Timestamp.tick(tick, hertz: profile.touchRate) + offset)
    inputs.append(
      .touch(TouchSample(id: finger, phase: phase, location: reported, timestamp: timestamp)))
    inputTicks.append(tick)
    lastTick[finger] = tick
  }

  // MARK: - Checks

  private func down(_ finger: Touch.ID, verb: String) throws(GestureScriptError) -> Finger {
    guard let state = fingers[finger] else {
      throw error(
        .fingerState,
        "finger \(finger.rawValue) is not down; '\(verb)' needs "
          + "'touch \(finger.rawValue) at …' first")
    }
    return state
  }

  private func requireUp(_ finger: Touch.ID, verb: String) throws(GestureScriptError) {
    guard let state = fingers[finger] else { return }
    throw error(
      .fingerState,
      "finger \(finger.rawValue) is already down since line \(state.downAt.line); "
        + "'lift \(finger.rawValue)' before '\(verb)' with it")
  }

  private func validate(_ point: Point2D) throws(GestureScriptError) {
    let limit = GestureScriptParser.coordinateLimit
    guard point.isFinite, abs(point.x) <= limit, abs(point.y) <= limit else {
      throw error(.invalidValue, "point \(point.x),\(point.y) is not within ±\(Int(limit)) pt")
    }
  }

  /// Lets `duration` pass on the exact clock and moves `now` to the clock's nearest tick, at
  /// least `minimumTicks` later (a drag takes one scan at least; the clock then moves there).
  private mutating func elapse(
    _ duration: TimeAmount, minimumTicks: Int64 = 0
  ) throws(GestureScriptError) {
    guard duration >= .zero, duration <= GestureScriptParser.durationLimit else {
      throw error(
        .invalidValue,
        "duration \(duration.seconds) s must be between 0 and "
          + "\(GestureScriptParser.durationLimit.seconds) s")
    }
    let (exact, overflow) = clock.addingReportingOverflow(duration.nanoseconds)
    guard !overflow else { throw tooLongError() }
    // The nearest tick, halves up, on the exact grid `Timestamp.tick(_:hertz:)` defines, without
    // the product `exact × rate` that overflows.
    let (seconds, rest) = exact.quotientAndRemainder(dividingBy: 1_000_000_000)
    let tick = seconds * rate + (rest * rate + 500_000_000) / 1_000_000_000
    guard tick >= now + minimumTicks else {
      try advance(to: now + minimumTicks)
      return
    }
    try checkDuration(tick)
    clock = exact
    now = tick
  }

  /// Moves `now` to `tick` when that is later, with the clock, for a statement that must happen
  /// on a later scan than the clock's.
  private mutating func advance(to tick: Int64) throws(GestureScriptError) {
    try checkDuration(tick)
    guard tick > now else { return }
    now = tick
    clock = Timestamp.tick(tick, hertz: profile.touchRate).nanoseconds
  }

  private func checkDuration(_ tick: Int64) throws(GestureScriptError) {
    guard tick <= maximumTick else { throw tooLongError() }
  }

  private func tooLongError() -> GestureScriptError {
    error(
      .tooLong,
      "the script runs past its maximum of \(configuration.maximumDuration.seconds) s "
        + "(GestureRenderConfiguration.maximumDuration); shorten waits or split the session")
  }

  private func error(_ code: GestureScriptError.Code, _ message: String) -> GestureScriptError {
    GestureScriptError(code: code, location: location, message: message)
  }
}
