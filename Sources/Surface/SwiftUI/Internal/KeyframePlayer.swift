/// Plays a ``KeyframeTimeline`` on the replay's frames: on each display frame (a
/// `CADisplayLink` on the headless clock, as the graph's animations) it shows the timeline's
/// value at the frame's time, until the timeline ends or, looping, for as long as it is shown.
final class KeyframePlayer<Value> {
  private var timeline: KeyframeTimeline<Value>?
  /// When the timeline started, on the virtual clock.
  private var start = 0.0
  /// The timeline after this one, from this one's end value, when looping.
  private var nextTimeline: ((Value) -> KeyframeTimeline<Value>)?
  private var show: (Value) -> Void = { _ in }
  private var link: CADisplayLink?

  deinit { link?.invalidate() }

  /// The running timeline's value at `time`; nil when none runs.
  func value(at time: Double) -> Value? {
    timeline?.value(time: time - start)
  }

  /// The running timeline's speeds at `time`, by property; none when none runs (a finished
  /// timeline rests).
  func velocities(at time: Double) -> [AnyKeyPath: Any] {
    timeline?.velocities(at: time - start) ?? [:]
  }

  /// Plays `timeline` from `now`, showing its values through `show`; with `next`, plays the
  /// timeline `next` makes of each one's end value after it, for as long as it is shown.
  func play(
    _ timeline: KeyframeTimeline<Value>, at now: Double,
    next: ((Value) -> KeyframeTimeline<Value>)?, show: @escaping (Value) -> Void
  ) {
    self.timeline = timeline
    start = now
    nextTimeline = next
    self.show = show
    show(timeline.value(time: 0))
    // A timeline that takes no time is at its end at once: even looping, there is nothing to
    // play on later frames (ours: a zero-length loop must not spin).
    guard timeline.duration > 0 else {
      stop()
      return
    }
    guard link == nil else { return }
    let link = CADisplayLink { [weak self] link in self?.frame(at: link.timestamp) }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Stops playing, leaving the value where it is (a timeline that has ended rests at its end).
  func stop() {
    timeline = nil
    nextTimeline = nil
    link?.invalidate()
    link = nil
  }

  /// Shows the value at the frame's time; moves on to the next loop, or stops, at the end.
  private func frame(at now: Double) {
    guard let timeline else { return stop() }
    let elapsed = now - start
    guard elapsed >= timeline.duration else { return show(timeline.value(time: elapsed)) }
    let end = timeline.value(time: timeline.duration)
    guard let nextTimeline else {
      show(end)
      return stop()
    }
    let next = nextTimeline(end)
    start += timeline.duration
    // One loop at most per frame: a loop shorter than a frame starts again from this frame
    // rather than catching up loop by loop (ours: bounded work per frame).
    if now - start >= next.duration { start = now }
    self.timeline = next
    guard next.duration > 0 else {
      show(next.value(time: 0))
      return stop()
    }
    show(next.value(time: now - start))
  }
}
