import HeadlessRuntime
import TouchCore

/// A timer synchronised with the display: its handler runs on each display frame of the
/// replay's runtime (a frame observer of `HeadlessRuntime.current`), on the virtual clock.
///
/// ``init(target:selector:)`` takes a ``Selector`` (ported code's `#selector`); the closure
/// initializer ``init(handler:)`` does the same without one (ours):
///
/// ```swift
/// final class Spinner {
///   private var link: CADisplayLink?
///   private(set) var angle = 0.0
///
///   func start() {
///     // iOS: CADisplayLink(target: self, selector: #selector(step(_:)))
///     let link = CADisplayLink { [weak self] link in self?.step(link) }
///     link.add(to: .main, forMode: .common)
///     self.link = link
///   }
///
///   func step(_ link: CADisplayLink) {
///     angle += (link.targetTimestamp - link.timestamp) * .pi  // half a turn a second
///   }
/// }
/// ```
///
/// As on iOS, the run loop keeps the link (and so its handler) until ``invalidate()``. Outside a
/// hosted replay (`HeadlessRuntime.current` is `nil`) adding the link does nothing.
open class CADisplayLink: @unchecked Sendable {
  private let handler: (CADisplayLink) -> Void
  private var runtime: HeadlessRuntime?
  private var observer: FrameObserverID?
  private var lastFired: Timestamp?

  /// The time of the last frame shown, in seconds on the virtual clock (0 before the first).
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time the next frame is due, in seconds on the virtual clock.
  open private(set) var targetTimestamp: CFTimeInterval = 0
  /// Whether the handler is skipped on frames (the link stays on the run loop).
  open var isPaused = false
  /// The frame rate the app asks for; 0 (the default) is the display's rate.
  ///
  /// The handler runs on the display frames that keep it closest to this rate (ours: Core Animation picks a rate the
  /// display supports, which a headless display at any rate cannot mirror exactly).
  open var preferredFramesPerSecond: Int = 0
  /// The frame rate range the app asks for (iOS 15); its `preferred` value, when set and
  /// positive, takes the place of ``preferredFramesPerSecond``.
  open var preferredFrameRateRange: CAFrameRateRange = .default

  /// A display link that calls `handler` on every frame once added to a run loop (the Linux
  /// replacement for `init(target:selector:)`).
  public init(handler: @escaping (CADisplayLink) -> Void) {
    self.handler = handler
  }

  /// A display link that calls `selector` on `target` (held strongly until ``invalidate()``, as
  /// on iOS) on every frame, with the link as the argument when the method takes one.
  public convenience init(target: Any, selector: Selector) {
    self.init { link in
      if let problem = selector.perform(on: target, sender: link).problem(selector, target: target)
      {
        HeadlessRuntime.current?.report(
          HeadlessProblem(type: "CADisplayLink", call: "init(target:selector:)", message: problem))
      }
    }
  }

  /// The interval between display frames, in seconds (1 / the display's rate).
  open var duration: CFTimeInterval {
    guard let rate = (runtime ?? HeadlessRuntime.current)?.display.frameRate, rate > 0 else {
      return 0
    }
    return 1 / Double(rate)
  }

  /// Starts calling the handler on display frames.
  ///
  /// The run loop and mode are not used: every link runs on the replay's frames.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard observer == nil, let current = HeadlessRuntime.current else { return }
    runtime = current
    observer = current.addFrameObserver { [self] time in frameTicked(at: time) }
  }

  /// Stops calling the handler (as ``invalidate()`` does for the one run loop a replay has).
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    invalidate()
  }

  /// Removes the link from the run loop and releases the handler's hold on it.
  open func invalidate() {
    if let observer { runtime?.removeFrameObserver(observer) }
    observer = nil
    runtime = nil
  }

  private func frameTicked(at time: Timestamp) {
    let interval = linkInterval
    timestamp = time.seconds
    targetTimestamp = time.seconds + interval
    guard !isPaused else { return }
    // Skip frames that come sooner than the requested rate allows, with half a display frame
    // of slack so that 60 Hz on a 120 Hz display fires every second frame.
    if let lastFired, interval > 0 {
      let elapsed = (time - lastFired).seconds
      guard elapsed + duration / 2 >= interval else { return }
    }
    lastFired = time
    handler(self)
  }

  /// The interval between handler calls: the requested rate's, never shorter than a frame.
  private var linkInterval: CFTimeInterval {
    let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? 0
    let rate = preferred > 0 && preferred.isFinite ? preferred : Double(preferredFramesPerSecond)
    guard rate > 0 else { return duration }
    return max(1 / rate, duration)
  }
}
