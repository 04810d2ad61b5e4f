import HapticTapeTestSupport
import Tape
import TouchCore
import TouchModel

/// Seeded random tapes that exercise every event kind, value type and optional field.
enum RandomSession {
  static let header = TapeHeader(
    sceneID: "random", sceneConfiguration: #"{"items":100,"name":"a \"quoted\" scene"}"#,
    device: .iPhone15Pro, metadata: ["seed": "random", "author": "tests", "ünïcode": "✓"])

  /// A session of about `count` events, in time order per stream.
  static func events(seed: UInt64, count: Int, pixelAligned: Bool = false) -> [TapeEvent] {
    var rng = SplitMix64(seed: seed)
    var events: [TapeEvent] = []
    var time: Int64 = Int64.random(in: 0...1_000_000_000, using: &rng)
    var nextID: UInt32 = 1
    var down: [(id: UInt32, x: Double, y: Double)] = []
    let symbols = ["light", "medium", "heavy", "rigid", "soft", ""]
    while events.count < count {
      time += Int64.random(in: 0...20_000_000, using: &rng)
      let roll = Int.random(in: 0..<100, using: &rng)
      switch roll {
      case 0..<55:
        if down.isEmpty || (down.count < 3 && roll < 8) {
          let finger = (
            nextID, Double.random(in: 0...393, using: &rng), Double.random(in: 0...852, using: &rng)
          )
          nextID += 1
          down.append(finger)
          events.append(touch(finger.0, .began, finger.1, finger.2, time, pixelAligned, &rng))
        } else {
          let index = Int.random(in: 0..<down.count, using: &rng)
          down[index].x += Double.random(in: -30...30, using: &rng)
          down[index].y += Double.random(in: -30...30, using: &rng)
          let phase: Touch.Phase = [.moved, .moved, .moved, .stationary, .ended, .cancelled]
            .randomElement(using: &rng)!
          events.append(
            touch(down[index].id, phase, down[index].x, down[index].y, time, pixelAligned, &rng))
          if phase.isTerminal { down.remove(at: index) }
        }
      case 55..<60:
        events.append(
          .command(
            SceneCommand(
              name: ["delete", "rotate", "tap"].randomElement(using: &rng)!,
              arguments: [
                .integer(Int64.random(in: -5...1_000, using: &rng)),
                .number(Double.random(in: -10...10, using: &rng)), .text("left"),
                .size(Size2D(width: 852, height: 393.5)),
                .point(Point2D(x: Double.random(in: 0...400, using: &rng), y: -12.25)),
              ].shuffled(using: &rng), timestamp: Timestamp(nanoseconds: time))))
      case 60..<80:
        events.append(
          .record(
            TapeRecord(
              kind: .scroll, timestamp: Timestamp(nanoseconds: time), stream: "list",
              name: "didScroll",
              fields: [
                TapeField("x", .position(0)),
                TapeField("y", .position(Double(Int.random(in: -300...30_000, using: &rng)) / 3)),
                TapeField("dragging", .flag(Bool.random(using: &rng))),
              ])))
      case 80..<92:
        events.append(
          .record(
            TapeRecord(
              kind: .haptic, timestamp: Timestamp(nanoseconds: time), stream: "haptics",
              name: Bool.random(using: &rng) ? "continuous" : "impact",
              fields: [
                TapeField("intensity", .scalar(Double.random(in: 0...1, using: &rng))),
                TapeField("sharpness", .scalar(Double.random(in: 0...1, using: &rng))),
                TapeField(
                  "duration", .duration(.microseconds(Int64.random(in: 0...500_000, using: &rng)))),
                TapeField("style", .symbol(symbols.randomElement(using: &rng)!)),
              ])))
      case 92..<97:
        events.append(
          .record(
            TapeRecord(
              kind: .layout, timestamp: Timestamp(nanoseconds: time), stream: "grid", name: "cell",
              fields: [
                TapeField("item", .integer(Int64.random(in: 0...1_000_000, using: &rng))),
                TapeField("midX", .position(Double.random(in: -1e4...1e4, using: &rng))),
                TapeField("alpha", .scalar(Double.random(in: 0...1, using: &rng))),
                TapeField("m34", .scalar(-1 / 500)),
              ])))
      default:
        events.append(
          .record(
            TapeRecord(
              kind: TapeEventKind(code: UInt8.random(in: 5...9, using: &rng)),
              timestamp: Timestamp(nanoseconds: time), stream: "scene", name: "opened", fields: []))
        )
      }
    }
    return events
  }

  private static func touch(
    _ id: UInt32, _ phase: Touch.Phase, _ x: Double, _ y: Double, _ time: Int64,
    _ pixelAligned: Bool, _ rng: inout SplitMix64
  ) -> TapeEvent {
    let pixel = { (value: Double) in pixelAligned ? (value * 3).rounded() / 3 : value }
    let x = pixel(x)
    let y = pixel(y)
    var sample = TouchSample(
      id: Touch.ID(id), phase: phase, location: Point2D(x: x, y: y),
      timestamp: Timestamp(nanoseconds: time))
    if Int.random(in: 0..<4, using: &rng) == 0 {
      sample.force = Double.random(in: 0...6, using: &rng)
    }
    if Int.random(in: 0..<4, using: &rng) == 0 {
      sample.majorRadius = Double.random(in: 5...40, using: &rng)
    }
    if Int.random(in: 0..<5, using: &rng) == 0 {
      for step in (1...Int.random(in: 1...3, using: &rng)).reversed() {
        sample.coalesced.append(
          TouchSample.Coalesced(
            location: Point2D(x: x - Double(step), y: pixel(y + Double(step) / 3)),
            timestamp: Timestamp(nanoseconds: time - Int64(step) * 4_166_667),
            force: step == 1 ? sample.force : nil, majorRadius: nil))
      }
    }
    return .touch(sample)
  }
}
