import Haptics
import Synchronization
import TouchCore

/// The virtual clock, run loop and haptic output that a hosted UIKit hierarchy runs on.
///
/// The UIKit, QuartzCore and CoreHaptics surfaces never read a wall clock: `CACurrentMediaTime()`,
/// `Timer`, `DispatchQueue.main.asyncAfter`, `CADisplayLink`, `UIView.animate` and haptic players
/// all ask the runtime of the replay they run in (``current``). The host advances it with
/// ``advance(to:)`` before each input and ``frame(at:)`` on each display frame, and collects the
/// haptic events and the problems the app's code caused.
///
/// ```swift
/// let runtime = HeadlessRuntime(display: .init(width: 393, height: 852, scale: 3, frameRate: 120))
/// try runtime.run {
///   _ = runtime.schedule(after: .milliseconds(300)) { print("fired") }
///   runtime.advance(to: .milliseconds(400))   // prints "fired"
/// }
/// ```
///
/// A runtime belongs to one replay and is used from one thread at a time; it is `Sendable` only
/// so that the task-local ``current`` can hold it.
public final class HeadlessRuntime: @unchecked Sendable {
  /// The runtime the calling code runs in, set by ``run(_:)`` (and so by every hosted replay).
  @TaskLocal public static var current: HeadlessRuntime?

  /// The screen the hierarchy is shown on.
  public let display: HeadlessDisplay
  // `@exclusivity(unchecked)`: set on every step; no access to it overlaps another.
  /// The real clock's reading (`DispatchTime.now().uptimeNanoseconds`) when the host last handed
  /// control to the app's code, or 0 when no host set it.
  ///
  /// Never a time of the replay: it brackets an app's `DispatchTime.now() + d`, so that the
  /// virtual `asyncAfter` can recover `d` exactly even when the thread was descheduled between
  /// the app's reading of the clock and its own.
  @exclusivity(unchecked) package var realClockAnchor: UInt64 = 0
  /// Where the virtual clock's `DispatchTime` readings start: 2⁶⁰ ns, 36 years, past any real
  /// uptime (ours; libdispatch keeps bit 62 and up for its own clocks), so that a deadline the
  /// app built from a virtual `DispatchTime.now()` is told from a real one.
  public static let virtualDispatchTimeBase: UInt64 = 1 << 60
  /// The limits that stop runaway app code.
  public let limits: HeadlessRuntimeLimits
  /// The virtual time now.
  @exclusivity(unchecked) public private(set) var now: Timestamp = .zero

  // `@exclusivity(unchecked)`: read on every step and frame; work and observers run after the
  // access that found them ends.
  @exclusivity(unchecked) private var queue = ScheduledWorkQueue()
  @exclusivity(unchecked) private var frameObservers: [(id: Int, callback: (Timestamp) -> Void)] =
    []
  private var nextObserverID = 0
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  @exclusivity(unchecked) private var haptics: [HapticEvent] = []
  @exclusivity(unchecked) private var problems: [HeadlessProblem] = []
  @exclusivity(unchecked) private var isRunningDueWork = false
  @exclusivity(unchecked) private var moduleStates: [ObjectIdentifier: AnyObject] = [:] {
    didSet { lastModuleState = nil }
  }
  /// The state asked for last, found again without hashing its type: a frame asks for the
  /// animations' state twice.
  @exclusivity(unchecked) private var lastModuleState: (key: ObjectIdentifier, state: AnyObject)?
  /// Where the app's tasks run in this replay (see ``runReadyTasks()``).
  package let taskExecutor = HeadlessTaskExecutor()
  /// The app's tasks asleep on the virtual clock.
  let sleepers = Mutex(VirtualSleepers())
  @exclusivity(unchecked) var isRunningTasks = false
  /// When the task job now running began, on the real clock: a deadline the job builds on the
  /// real clock for a sleep was built after it (`SleepScheduling`).
  var taskJobStart: ContinuousClock.Instant?
  /// The main actor's executor, which runs its jobs of this replay here (`ReplayMainExecutor`).
  let mainActorExecutor: UnownedSerialExecutor
  /// Work to run once the ready tasks have run (``atEndOfTurn(_:)``).
  @exclusivity(unchecked) var endOfTurnWork: [() -> Void] = []

  /// A runtime at time zero on `display`.
  public init(display: HeadlessDisplay, limits: HeadlessRuntimeLimits = .init()) {
    self.display = display
    self.limits = limits
    mainActorExecutor = ReplayMainExecutor.shared.asUnownedSerialExecutor()
  }

  /// Runs `body` with this runtime as ``current``.
  ///
  /// Inlinable so that each caller gets it specialized: unspecialized, each call instantiated
  /// the `Result` type's metadata at run time (a host enters the runtime several times a frame).
  @inlinable
  public func run<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    let result: Swift.Result<Result, Failure> = Self.$current.withValue(self) {
      do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Ends the replay: drops the work still scheduled, the frame observers and the surfaces'
  /// per-replay state, and with them what they hold.
  ///
  /// Closures an app leaves scheduled (a transition's completion, a timer never invalidated, a
  /// display link never stopped) capture its controllers, and often this runtime; a replay that
  /// ends before they run would otherwise keep the whole hierarchy alive, through the cycle, for
  /// the rest of the process. The host calls this when it is done with the runtime.
  package func end() {
    // First, so that what the woken tasks schedule on their way out is dropped with the rest.
    // Inside the runtime, so that the main actor's jobs they make run here too.
    run { wakeSleepersAtEnd() }
    queue = ScheduledWorkQueue()
    frameObservers = []
    moduleStates = [:]
  }

  // MARK: - Scheduled work

  /// Schedules `work` to run `delay` after ``now`` (never before now), in the order scheduled
  /// among work due at the same time; returns a handle for ``cancel(_:)``.
  @discardableResult
  public func schedule(after delay: TimeAmount, _ work: @escaping () -> Void) -> ScheduledWorkID {
    schedule(at: now + max(delay, .zero), work)
  }

  /// Schedules `work` at `time` (or now, if `time` has passed).
  @discardableResult
  public func schedule(at time: Timestamp, _ work: @escaping () -> Void) -> ScheduledWorkID {
    guard queue.count < limits.maximumScheduledWork else {
      report(
        HeadlessProblem(
          type: "Timer/DispatchQueue", call: "schedule",
          message:
            "more than \(limits.maximumScheduledWork) timers and delayed blocks are pending; the "
            + "app schedules work faster than it runs (a timer that reschedules itself twice?)"))
      return ScheduledWorkID(rawValue: -1)
    }
    return queue.insert(at: max(time, now), work)
  }

  /// Cancels scheduled work; cancelling work that ran or was cancelled does nothing.
  public func cancel(_ id: ScheduledWorkID) {
    queue.remove(id)
  }

  /// Whether timers, delayed blocks or frame observers (display links, animations) are pending.
  public var hasPendingWork: Bool { !queue.isEmpty || !frameObservers.isEmpty }

  /// The time of the earliest scheduled work, if any.
  public var nextScheduledTime: Timestamp? { queue.firstTime }

  /// Runs every piece of work due at or before `time`, in time order, with ``now`` set to each
  /// one's time, then sets ``now`` to `time`.
  ///
  /// Time never goes back: an earlier `time` runs what is due now.
  public func advance(to time: Timestamp) {
    let target = max(time, now)
    guard !isRunningDueWork else { return }  // work that advances the clock itself waits its turn
    isRunningDueWork = true
    defer { isRunningDueWork = false }
    runReadyTasks()  // tasks started since the last step start at its time, before the clock moves
    var ran = 0
    while let (due, work) = queue.popFirst(through: target) {
      ran += 1
      if ran > limits.maximumWorkPerStep {
        report(
          HeadlessProblem(
            type: "Timer/DispatchQueue", call: "run loop",
            message:
              "more than \(limits.maximumWorkPerStep) timers and delayed blocks fell due before "
              + "\(target); a repeating timer with a zero interval, or blocks that schedule "
              + "themselves with no delay?"))
        queue.removeAll()
        break
      }
      now = max(now, due)
      work()
      runReadyTasks()
    }
    now = target
  }

  // MARK: - Frames

  /// Registers `callback` to run on every display frame, after due work; returns its handle.
  @discardableResult
  public func addFrameObserver(_ callback: @escaping (Timestamp) -> Void) -> FrameObserverID {
    nextObserverID += 1
    frameObservers.append((nextObserverID, callback))
    return FrameObserverID(rawValue: nextObserverID)
  }

  /// Stops calling a frame observer.
  public func removeFrameObserver(_ id: FrameObserverID) {
    frameObservers.removeAll { $0.id == id.rawValue }
  }

  /// A display frame at `time`: runs due work up to it, then each frame observer in the order
  /// they were added (an observer added during the frame runs from the next one).
  public func frame(at time: Timestamp) {
    advance(to: time)
    let observers = frameObservers
    for observer in observers where frameObservers.contains(where: { $0.id == observer.id }) {
      observer.callback(now)
      runReadyTasks()
    }
  }

  // MARK: - Per-replay state of the surfaces

  /// The one `State` object of this runtime, made on first use: the surfaces keep their
  /// per-replay bookkeeping (running animations, prepared haptic engines) here rather than in
  /// globals, so two replays never share it.
  public func state<State: AnyObject>(_ type: State.Type, make: () -> State) -> State {
    let key = ObjectIdentifier(type)
    // Keyed by the type itself, so what is stored under `key` is a `State`: no dynamic cast
    // (views ask for their module's state on every property change).
    if let last = lastModuleState, last.key == key {
      return unsafeDowncast(last.state, to: State.self)
    }
    if let existing = moduleStates[key] {
      lastModuleState = (key, existing)
      return unsafeDowncast(existing, to: State.self)
    }
    let made = make()
    moduleStates[key] = made
    lastModuleState = (key, made)
    return made
  }

  /// The `State` object of this runtime if one was made, without making one (nor changing which
  /// state ``state(_:make:)`` finds first).
  public func existingState<State: AnyObject>(_ type: State.Type) -> State? {
    moduleStates[ObjectIdentifier(type)].map { unsafeDowncast($0, to: State.self) }
  }

  // MARK: - Haptics and problems

  /// Records a haptic event the device would play.
  public func emit(_ event: HapticEvent) {
    guard haptics.count < limits.maximumHapticEvents else {
      if haptics.count == limits.maximumHapticEvents {
        report(
          HeadlessProblem(
            type: "CHHapticEngine", call: "play",
            message: "more than \(limits.maximumHapticEvents) haptic events in one step"))
      }
      return
    }
    haptics.append(event)
  }

  /// The haptic events emitted since the last call, in the order they were emitted.
  public func takeHaptics() -> [HapticEvent] {
    defer { haptics.removeAll(keepingCapacity: true) }
    return haptics
  }

  /// Records a problem in the app's code (a NaN frame, an index path that does not exist…); the
  /// host turns the first one into an error naming the type and the call.
  public func report(_ problem: HeadlessProblem) {
    if problems.count < 100 { problems.append(problem) }
  }

  /// The problems reported since the last call.
  public func takeProblems() -> [HeadlessProblem] {
    defer { problems.removeAll() }
    return problems
  }
}

extension TimeAmount {
  /// `seconds` as a span for a timer, delay or animation the app asked for: NaN and negative
  /// values are no time, and spans beyond a day are a day (a replay never runs that long, and
  /// nanosecond arithmetic must not overflow).
  public static func appRequested(seconds: Double) -> TimeAmount {
    guard seconds.isFinite, seconds > 0 else { return seconds == .infinity ? .oneDay : .zero }
    return seconds >= 86_400 ? .oneDay : .seconds(seconds)
  }

  /// `nanoseconds` as a span the app asked for, bounded as ``appRequested(seconds:)`` bounds it.
  public static func appRequested(nanoseconds: Int64) -> TimeAmount {
    TimeAmount(nanoseconds: min(max(nanoseconds, 0), oneDay.nanoseconds))
  }

  private static let oneDay = TimeAmount(nanoseconds: 86_400_000_000_000)
}
