import Foundation
import HapticTape

/// Generates realistic 120 Hz interaction sessions as docs/tape-compression.md, "Benchmark
/// sessions", describes: a digitizer scanning on a fixed grid with N(0, 70 µs) jitter clipped to
/// ±200 µs, minimum-jerk finger paths with human noise rounded to device pixels, taps, flings,
/// drags, pulls, swipes and pinches separated by idle gaps; and, for full sessions, a scroll
/// view's contentOffset on every 120 Hz frame while it moves, plus haptics.
public struct TouchSessionGenerator {
  /// Timestamp jitter σ in µs and its clip (docs/tape-compression.md#digitizer).
  static let jitterSigma = 70.0
  static let jitterClip = 200.0
  /// White sensor noise σ in points (docs/tape-compression.md#finger-paths).
  static let sensorNoise = 0.07
  /// UIScrollView deceleration per millisecond, normal rate (docs/physics-model.md#units;
  /// docs/tape-compression.md#output-side).
  static let decelerationPerMillisecond = 0.998
  /// Rubber-band coefficient (docs/physics-model.md#rubber-band; docs/tape-compression.md:
  /// c = 0.55).
  static let rubberBand = 0.55
  /// Share of dropped display frames (docs/tape-compression.md#output-side: 0.3 %).
  static let droppedFrames = 0.003
  /// The scroll view's content height beyond the screen, in points (ours).
  static let scrollRange = 0.0...20_000.0
  /// Pulling past this offset triggers a refresh (ours).
  static let refreshThreshold = -80.0

  let device = DeviceProfile.iPhone15Pro
  var rng: BenchmarkRandom
  let scanPeriod: Double
  let frameInterval: Double
  var time: Double  // seconds since boot
  var nextID: UInt32 = 1
  var touches: [TapeEvent] = []
  var outputs: [TapeEvent] = []
  var offset = 0.0
  var velocity = 0.0  // points per second, positive = content moves up (offset grows)

  init(seed: UInt64) {
    rng = BenchmarkRandom(seed: seed)
    scanPeriod = 1 / Double(device.touchRate)
    frameInterval = 1 / Double(device.frameRate)
    time = 793_630.0 + Double.random(in: 0..<1, using: &rng)
  }

  /// A session of `seconds` of interaction: the touch events and the output records.
  public static func session(seed: UInt64, seconds: Double) -> (
    touches: [TapeEvent], outputs: [TapeEvent]
  ) {
    var generator = TouchSessionGenerator(seed: seed)
    let end = generator.time + seconds
    while generator.time < end {
      generator.idle()
      generator.gesture()
    }
    return (generator.touches, generator.outputs)
  }

  // MARK: - Random helpers

  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }

  mutating func gaussian() -> Double {
    let u = max(Double.random(in: 0..<1, using: &rng), 1e-300)
    let v = Double.random(in: 0..<1, using: &rng)
    return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
  }

  /// The digitizer timestamp of scan `index`: grid time plus clipped jitter, on whole µs.
  mutating func scanTimestamp(_ scan: Int64) -> Timestamp {
    let jitter = min(max(gaussian() * Self.jitterSigma, -Self.jitterClip), Self.jitterClip)
    let seconds = Double(scan) * scanPeriod
    return .microseconds(Int64((seconds * 1e6 + jitter).rounded()))
  }

  func pixel(_ value: Double) -> Double { device.roundedToPixel(value) }

  // MARK: - Session structure

  mutating func idle() {
    let roll = uniform(0...1)
    let gap: Double
    if roll < 0.5 {
      gap = uniform(0.15...0.6)
    } else if roll < 0.8 {
      gap = uniform(0.9...1.5)
    } else {
      gap = min(-6 * log(max(uniform(0...1), 1e-9)), 25)
    }
    coast(until: time + gap)
  }

  mutating func gesture() {
    let roll = uniform(0...1)
    switch roll {
    case ..<0.40: fling()
    case ..<0.65: tap(haptic: uniform(0...1) < 0.25)
    case ..<0.67: statusBarTap()
    case ..<0.82: drag()
    case ..<0.88: pull()
    case ..<0.95: horizontalSwipe()
    default: pinch()
    }
  }

  // MARK: - Fingers

  /// One finger's path: minimum-jerk sub-movements plus AR(1) wobble, tremor and sensor noise.
  struct Stroke {
    var segments: [(from: Point2D, to: Point2D, duration: Double, hold: Double)]
    var wobble: Double
    var wobbleTau: Double
    var tremorHz: Double
    var tremorAmplitude: Double

    var duration: Double { segments.reduce(0) { $0 + $1.duration + $1.hold } }

    /// The ideal position `t` seconds after touch-down.
    func position(at t: Double) -> Point2D {
      var remaining = t
      for segment in segments {
        if remaining <= segment.duration {
          let s = max(0, min(1, remaining / segment.duration))
          let shape = s * s * s * (10 - 15 * s + 6 * s * s)
          return Point2D(
            x: segment.from.x + (segment.to.x - segment.from.x) * shape,
            y: segment.from.y + (segment.to.y - segment.from.y) * shape)
        }
        remaining -= segment.duration
        if remaining <= segment.hold { return segment.to }
        remaining -= segment.hold
      }
      return segments.last?.to ?? .zero
    }
  }

  mutating func makeStroke(
    _ segments: [(from: Point2D, to: Point2D, duration: Double, hold: Double)]
  )
    -> Stroke
  {
    Stroke(
      segments: segments, wobble: uniform(0.3...1.2), wobbleTau: uniform(0.06...0.12),
      tremorHz: uniform(8...12), tremorAmplitude: uniform(0.05...0.2))
  }

  /// Plays fingers (each a stroke, a start delay and a lift time) on the scan grid; calls
  /// `scroll` with the first finger's displacement each scan so the scroll view can track it.
  mutating func play(_ strokes: [(stroke: Stroke, delay: Double, lift: Double)], tracksScroll: Bool)
  {
    let firstScan = Int64((time / scanPeriod).rounded(.up))
    var ids: [UInt32] = []
    var last: [Point2D?] = []
    var wobble: [Double] = []
    for _ in strokes {
      ids.append(nextID)
      nextID += 1
      last.append(nil)
      wobble.append(0)
    }
    let total = strokes.map { $0.delay + $0.lift }.max() ?? 0
    let scans = Int64((total / scanPeriod).rounded(.up))
    var startOffset = offset
    var firstPoint: Point2D?
    var previousY: Double?
    var previousTime: Double?
    for scan in 0...scans {
      let stamp = scanTimestamp(firstScan + scan)
      let t = Double(scan) * scanPeriod
      for (index, finger) in strokes.enumerated() {
        let local = t - finger.delay
        guard local >= 0, last[index] != nil || local < finger.lift else { continue }
        let ended = local >= finger.lift
        let decay = exp(-scanPeriod / finger.stroke.wobbleTau)
        wobble[index] =
          wobble[index] * decay + gaussian() * finger.stroke.wobble
          * (1 - decay * decay).squareRoot()
        let ideal = finger.stroke.position(at: min(local, finger.lift))
        let ahead = finger.stroke.position(at: min(local, finger.lift) + 0.01)
        let dx = ahead.x - ideal.x
        let dy = ahead.y - ideal.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        let tremor = finger.stroke.tremorAmplitude * sin(2 * .pi * finger.stroke.tremorHz * local)
        let perpendicular = wobble[index] + tremor
        let raw = Point2D(
          x: ideal.x - dy / length * perpendicular + gaussian() * Self.sensorNoise,
          y: ideal.y + dx / length * perpendicular + gaussian() * Self.sensorNoise)
        let location = Point2D(
          x: pixel(min(max(raw.x, 0), device.screenSize.width)),
          y: pixel(min(max(raw.y, 0), device.screenSize.height)))
        let phase: Touch.Phase
        if last[index] == nil {
          phase = .began
        } else if ended {
          phase = .ended
        } else if location != last[index] {
          phase = .moved
        } else {
          continue
        }
        touches.append(
          .touch(
            TouchSample(
              id: Touch.ID(ids[index]), phase: phase, location: location, timestamp: stamp)))
        last[index] = ended ? nil : location
        if ended { last[index] = nil }
        if index == 0 && tracksScroll {
          if firstPoint == nil {
            firstPoint = location
            startOffset = offset
          }
          if let first = firstPoint {
            let proposed = startOffset - (location.y - first.y)
            offset = proposed < 0 ? -rubber(-proposed) : proposed
          }
          if let py = previousY, let pt = previousTime, stamp.seconds > pt {
            velocity = -(location.y - py) / (stamp.seconds - pt)
          }
          previousY = location.y
          previousTime = stamp.seconds
        }
      }
      if strokes.indices.allSatisfy({ t - strokes[$0].delay >= strokes[$0].lift }) { break }
    }
    let endTime = Double(firstScan + scans) * scanPeriod
    if tracksScroll {
      frames(from: time, to: endTime, tracking: true)
    }
    time = endTime
  }

  /// UIKit's rubber band: how far content moves when pulled `distance` past an edge.
  func rubber(_ distance: Double) -> Double {
    let dimension = device.screenSize.height
    return (1 - 1 / (distance * Self.rubberBand / dimension + 1)) * dimension
  }

  // MARK: - Gestures

  mutating func tap(haptic: Bool) {
    let point = Point2D(x: uniform(40...350), y: uniform(100...800))
    let near = Point2D(x: point.x + uniform(-0.5...0.5), y: point.y + uniform(-0.5...0.5))
    let stroke = makeStroke([(point, near, uniform(0.06...0.15), 0)])
    play([(stroke, 0, stroke.duration)], tracksScroll: false)
    if haptic { transient(style: "light") }
  }

  mutating func statusBarTap() {
    let point = Point2D(x: uniform(100...300), y: uniform(5...40))
    let stroke = makeStroke([(point, point, uniform(0.06...0.12), 0)])
    play([(stroke, 0, stroke.duration)], tracksScroll: false)
    // Scroll to top: an animated offset change of 0.3 s (ours), logged per frame.
    let start = offset
    let frames = Int(0.3 / frameInterval)
    for frame in 0...frames {
      let s = Double(frame) / Double(frames)
      offset = start * (1 - s * s * (3 - 2 * s))
      logFrame(at: time + Double(frame) * frameInterval)
    }
    time += 0.3
    velocity = 0
  }

  mutating func fling() {
    let up = uniform(0...1) < 0.7
    let distance = uniform(100...450)
    let release = exp(uniform(log(500.0)...log(5000.0)))
    let fraction = uniform(0.62...0.80)
    let shape = 30 * fraction * fraction * (1 - fraction) * (1 - fraction)
    let duration = min(max(distance * shape / release, 0.08), 0.6)
    let x = uniform(80...320)
    let startY = up ? uniform(500...780) : uniform(150...400)
    let from = Point2D(x: x, y: startY)
    let to = Point2D(x: x + uniform(-30...30), y: startY + (up ? -distance : distance))
    let stroke = makeStroke([(from, to, duration, 0)])
    play([(stroke, 0, duration * fraction)], tracksScroll: true)
  }

  mutating func drag() {
    var segments: [(from: Point2D, to: Point2D, duration: Double, hold: Double)] = []
    var point = Point2D(x: uniform(80...320), y: uniform(300...600))
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let next = Point2D(
        x: point.x + uniform(-20...20), y: min(max(point.y + uniform(-250...250), 60), 820))
      segments.append((point, next, uniform(0.4...1.2), uniform(0.2...0.8)))
      point = next
    }
    let stroke = makeStroke(segments)
    play([(stroke, 0, stroke.duration)], tracksScroll: true)
  }

  mutating func pull() {
    offset = min(offset, 0)
    velocity = 0
    let from = Point2D(x: uniform(100...300), y: uniform(150...300))
    let to = Point2D(x: from.x + uniform(-15...15), y: from.y + uniform(150...260))
    let stroke = makeStroke([(from, to, uniform(0.8...1.5), uniform(0.1...0.4))])
    play([(stroke, 0, stroke.duration)], tracksScroll: true)
  }

  mutating func horizontalSwipe() {
    let y = uniform(200...700)
    let leftward = uniform(0...1) < 0.5
    let from = Point2D(x: leftward ? uniform(300...370) : uniform(20...90), y: y)
    let to = Point2D(
      x: leftward ? from.x - uniform(150...280) : from.x + uniform(150...280),
      y: y + uniform(-20...20))
    let stroke = makeStroke([(from, to, uniform(0.2...0.4), 0)])
    play([(stroke, 0, stroke.duration * 0.85)], tracksScroll: false)
  }

  mutating func pinch() {
    let center = Point2D(x: uniform(150...250), y: uniform(350...550))
    let spread = uniform(60...140)
    let opening = uniform(0...1) < 0.5
    let (near, far) = opening ? (30.0, spread) : (spread, 30.0)
    let duration = uniform(0.5...1.0)
    let first = makeStroke([
      (
        Point2D(x: center.x - near, y: center.y - near),
        Point2D(x: center.x - far, y: center.y - far),
        duration, 0
      )
    ])
    let second = makeStroke([
      (
        Point2D(x: center.x + near, y: center.y + near),
        Point2D(x: center.x + far, y: center.y + far),
        duration, 0
      )
    ])
    play([(first, 0, duration), (second, uniform(0.01...0.05), duration)], tracksScroll: false)
  }

  // MARK: - Output side

  /// The scroll view after lift-off: decelerates at 0.998/ms, springs back past the edges.
  mutating func coast(until end: Double) {
    frames(from: time, to: end, tracking: false)
    time = max(time, end)
  }

  mutating func frames(from start: Double, to end: Double, tracking: Bool) {
    var frame = (start / frameInterval).rounded(.up)
    var lastHaptic = -1.0
    var refreshed = false
    while frame * frameInterval < end {
      let t = frame * frameInterval
      frame += 1
      if !tracking {
        if offset < Self.scrollRange.lowerBound || offset > Self.scrollRange.upperBound {
          let edge = offset < 0 ? 0 : Self.scrollRange.upperBound
          offset = edge + (offset - edge) * exp(-frameInterval * 18)  // critically damped (ours)
          velocity = 0
          if abs(offset - edge) < 0.5 { offset = edge }
        } else if abs(velocity) > 10 {
          offset += velocity * frameInterval
          velocity *= pow(Self.decelerationPerMillisecond, frameInterval * 1000)
        } else {
          velocity = 0
          continue
        }
      }
      if offset < 0 {
        if t - lastHaptic >= 0.1 {
          lastHaptic = t
          let intensity = Double(Float(0.22 + min(-offset / 300, 1) * 0.30))
          haptic(at: t, name: "continuous", intensity: intensity)
        }
        if offset < Self.refreshThreshold && !refreshed {
          refreshed = true
          transient(style: "medium", at: t)
        }
      }
      logFrame(at: t)
    }
  }

  mutating func logFrame(at t: Double) {
    if uniform(0...1) < Self.droppedFrames { return }
    let noise = gaussian() * 2e-6
    outputs.append(
      .record(
        TapeRecord(
          kind: .scroll, timestamp: .seconds(t + noise), stream: "list", name: "didScroll",
          fields: [TapeField("x", .position(0)), TapeField("y", .position(pixel(offset)))])))
  }

  mutating func haptic(at t: Double, name: String, intensity: Double) {
    outputs.append(
      .record(
        TapeRecord(
          kind: .haptic, timestamp: .seconds(t), stream: "haptics", name: name,
          fields: [
            TapeField("intensity", .scalar(intensity)), TapeField("sharpness", .scalar(0.35)),
            TapeField("duration", .duration(.milliseconds(100))),
          ])))
  }

  mutating func transient(style: String, at t: Double? = nil) {
    outputs.append(
      .record(
        TapeRecord(
          kind: .haptic, timestamp: .seconds(t ?? time), stream: "haptics", name: "impact",
          fields: [TapeField("style", .symbol(style)), TapeField("intensity", .scalar(1))])))
  }
}
