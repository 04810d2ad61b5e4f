import HapticTapeStudio

/// A page's pointer messages without a browser, for a session of any length.
///
/// Two fingers repeat a 2 s cycle on an iPhone 15 Pro screen (393 × 852 pt). Finger 1 drags along the bottom
/// (the photos scene's thumbnail strip) for 1.5 s, finger 2 flings across the middle, speeding
/// up; then both lift and the page ticks until the next cycle. Events come at 60 Hz, each with
/// the coalesced sample between (the 120 Hz touch scan), a message per frame, its `now` 3 ms
/// after its last event, as the page sends them.
enum SyntheticPointers {
  /// One message: its events and the page's time, milliseconds.
  struct Message {
    var events: [PointerEvent]
    var now: Double
  }

  /// The page's frame interval, milliseconds (60 Hz).
  static let frame = 1000.0 / 60
  /// The cycle's length and how long the fingers are down in it, milliseconds.
  static let cycle = 2000.0
  static let drag = 1500.0

  /// The messages of a session of `seconds`, starting at 1,000 ms on the page's clock.
  /// - Parameter leavesDown: Whether the last cycle's fingers stay down at the end.
  static func messages(seconds: Double, leavesDown: Bool = false) -> [Message] {
    var messages: [Message] = []
    let start = 1000.0
    var cycleIndex = 0
    while Double(cycleIndex) * cycle < seconds * 1000 {
      let cycleStart = start + Double(cycleIndex) * cycle
      let isLast = Double(cycleIndex + 1) * cycle >= seconds * 1000
      let leftward = cycleIndex % 2 == 0
      func position(_ finger: Int, _ time: Double) -> (x: Double, y: Double) {
        let progress = min(1, max(0, (time - cycleStart) / drag))
        let moved = 270 * (finger == 1 ? progress : progress * progress)
        return (leftward ? 330 - moved : 60 + moved, finger == 1 ? 785 : 300)
      }
      func event(_ finger: Int, _ phase: PointerEvent.Phase, at frameTime: Double)
        -> PointerEvent
      {
        let time = frameTime + Double(finger)
        let here = position(finger, time)
        let between = position(finger, time - frame / 2)
        return PointerEvent(
          pointerID: finger, pointerType: "touch", phase: phase, time: time, x: here.x, y: here.y,
          coalesced: phase == .moved
            ? [
              .init(time: time - frame / 2, x: between.x, y: between.y, pressure: 0.5),
              .init(time: time, x: here.x, y: here.y, pressure: 0.5),
            ] : [])
      }
      var time = cycleStart
      messages.append(
        Message(events: [event(1, .began, at: time), event(2, .began, at: time)], now: time + 5))
      while time + frame <= cycleStart + drag {
        time += frame
        messages.append(
          Message(events: [event(1, .moved, at: time), event(2, .moved, at: time)], now: time + 5))
      }
      if isLast && leavesDown { break }
      time += frame
      messages.append(
        Message(events: [event(1, .ended, at: time), event(2, .ended, at: time)], now: time + 5))
      while time + frame < cycleStart + cycle {
        time += frame
        messages.append(Message(events: [], now: time + 3))
      }
      cycleIndex += 1
    }
    return messages
  }
}
