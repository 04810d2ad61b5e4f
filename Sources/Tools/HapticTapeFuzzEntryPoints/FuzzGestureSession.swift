import HapticTape
import SeedScenes

/// A bounded gesture session decoded from arbitrary bytes: a scene, a device, a configuration
/// drawn from the scene's declared key domains, and up to ``maximumFingers`` fingers that begin,
/// move, hold, lift and are cancelled at any time, inside and outside the screen, with the
/// scene's commands among them.
///
/// Every byte string decodes to a session (missing bytes read as zero), so a fuzzer's mutations
/// and a property test's shrinking both move through sessions a person could make.
///
/// ```swift
/// let bytes: [UInt8] = [1, 0x40, 0x20, 0x80, 0x10, 0x33, 0x7f]  // any bytes; the first picks the cube
/// let session = FuzzGestureSession(decoding: bytes)
/// let recording = try session.record()
/// ```
public struct FuzzGestureSession: Sendable, CustomStringConvertible {
  /// The most steps (touches, holds, flings, commands) one session takes.
  // source: ours — the random sessions that trapped the engine had 2–12 steps; 64 leaves room
  // for long multi-finger sequences while a session stays a few virtual seconds
  public static let maximumSteps = 64
  /// The most fingers down at once.
  // source: ours — one hand's fingers; iOS tracks more, and scenes route the first ones
  public static let maximumFingers = 5
  /// How far outside the screen a touch may start or move, in points.
  // source: ours — edge swipes begin a little off the screen in device logs
  public static let offscreenMargin = 60.0

  /// The scene's identifier.
  public var sceneID: String
  /// The device profile.
  public var device: DeviceProfile
  /// Configuration overrides as the command line's `--config` takes them.
  public var configuration: String
  /// Touches and commands in time order.
  public var inputs: [GestureTimeline.Input]
  /// When the session ends (a trailing wait after the last input).
  public var end: Timestamp

  /// Creates a session from inputs made elsewhere (a rendered gesture script).
  public init(
    sceneID: String, device: DeviceProfile, configuration: String = "{}",
    inputs: [GestureTimeline.Input], end: Timestamp
  ) {
    self.sceneID = sceneID
    self.device = device
    self.configuration = configuration
    self.inputs = inputs
    self.end = end
  }

  /// Decodes a session for a scene of `registry` from `bytes`.
  public init(decoding bytes: [UInt8], registry: SceneRegistry = .builtIn) {
    var reader = ByteReader(bytes)
    let types = registry.types
    let type = types[Int(reader.next()) % max(types.count, 1)]
    sceneID = type.id
    device = DeviceProfile.builtIn[Int(reader.next()) % DeviceProfile.builtIn.count]
    configuration = Self.configuration(of: type, reader: &reader)
    var builder = Builder(device: device, commands: type.commands)
    var steps = 0
    while !reader.isAtEnd && steps < Self.maximumSteps {
      builder.step(&reader)
      steps += 1
    }
    inputs = builder.inputs
    end = builder.now + .milliseconds(Int64(reader.next()) * 20)
  }

  /// Records the session as `haptictape record` would.
  /// - Throws: `SceneError` when the scene refuses the configuration or a command;
  ///   `TapeError` when an output cannot be stored.
  public func record(registry: SceneRegistry = .builtIn) throws -> Session.Recording {
    try Session.record(
      sceneID: sceneID, registry: registry, configuration: configuration, device: device,
      inputs: inputs, end: end)
  }

  public var description: String {
    "\(sceneID) on \(device.name), configuration \(configuration), \(inputs.count) inputs, "
      + "end \(end.microseconds) µs"
  }

  // MARK: - Configuration

  /// Overrides for some of `type`'s keys, each drawn from the key's domain.
  static func configuration(of type: any HapticScene.Type, reader: inout ByteReader) -> String {
    let domains = keyDomains(type)
    var members: [String] = []
    for (name, domain) in domains {
      let choice = reader.next()
      // Most keys keep their default, so a session usually differs from the scene in a few.
      guard choice >= 192, let domain else { continue }
      members.append("\"\(name)\":\(value(in: domain, reader: &reader))")
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// The names and domains of `type`'s configuration keys, in order.
  static func keyDomains<S: HapticScene>(_ type: S.Type) -> [(String, SceneConfigurationDomain?)] {
    S.Configuration.keys.map { ($0.name, $0.domain) }
  }

  /// A JSON value in `domain`, drawn from two bytes: its ends, a point near them, or a point
  /// spread over the range.
  static func value(in domain: SceneConfigurationDomain, reader: inout ByteReader) -> String {
    let pick = reader.next()
    let fraction = Double(reader.next()) / 255
    switch domain {
    case .flag:
      return pick % 2 == 0 ? "false" : "true"
    case .choices(let names):
      return names.isEmpty ? "\"\"" : "\"\(names[Int(pick) % names.count])\""
    case .integers(let range):
      // Small values and the ends: huge counts are valid but say nothing more per frame.
      let low = Double(range.lowerBound)
      let high = min(Double(range.upperBound), low + 64)
      let value: Double =
        switch pick % 4 {
        case 0: low
        case 1: Double(range.upperBound)
        default: (low + (high - low) * fraction).rounded(.down)
        }
      return String(Int64(value))
    case .numbers(let range, let excludingLowerBound):
      let width = range.upperBound - range.lowerBound
      var value: Double =
        switch pick % 4 {
        case 0: range.lowerBound
        case 1: range.upperBound
        default: range.lowerBound + width * fraction
        }
      if excludingLowerBound && value == range.lowerBound {
        value = range.lowerBound + width / 256
      }
      return "\(value)"
    }
  }

  // MARK: - Steps

  /// Builds the inputs step by step, keeping time and the fingers that are down.
  struct Builder {
    let device: DeviceProfile
    let commands: [SceneCommandDescription]
    var inputs: [GestureTimeline.Input] = []
    var now = Timestamp.milliseconds(100)
    /// Fingers down, with where each is.
    var down: [(id: Touch.ID, location: Point2D)] = []

    init(device: DeviceProfile, commands: [SceneCommandDescription]) {
      self.device = device
      self.commands = commands
    }

    mutating func step(_ reader: inout ByteReader) {
      let operation = reader.next() % 10
      switch operation {
      case 0, 1: begin(reader.next(), at: point(&reader))
      case 2, 3: moveRun(&reader)
      case 4: lift(reader.next(), phase: .ended)
      case 5: lift(reader.next(), phase: .cancelled)
      case 6: hold(&reader)
      case 7: fling(&reader)
      case 8: command(&reader)
      default: jump(&reader)
      }
      // Time between steps: a touch interval up to a third of a second.
      now += device.touchInterval
      now += .milliseconds(Int64(reader.next() % 64) * 5)
    }

    /// A point on the screen or up to ``offscreenMargin`` outside it.
    func point(_ reader: inout ByteReader) -> Point2D {
      let margin = FuzzGestureSession.offscreenMargin
      let size = device.screenSize
      let x = -margin + (size.width + 2 * margin) * Double(reader.next()) / 255
      let y = -margin + (size.height + 2 * margin) * Double(reader.next()) / 255
      return Point2D(x: x, y: y)
    }

    mutating func touch(_ id: Touch.ID, _ phase: Touch.Phase, at location: Point2D) {
      inputs.append(
        .touch(TouchSample(id: id, phase: phase, location: location, timestamp: now)))
    }

    mutating func begin(_ byte: UInt8, at location: Point2D) {
      guard down.count < FuzzGestureSession.maximumFingers else { return }
      // The lowest identifier not down: a finger that lifted may come back as itself.
      var raw = UInt32(byte % UInt8(FuzzGestureSession.maximumFingers)) + 1
      while down.contains(where: { $0.id.rawValue == raw }) {
        raw = raw % UInt32(FuzzGestureSession.maximumFingers) + 1
      }
      let id = Touch.ID(raw)
      down.append((id, location))
      touch(id, .began, at: location)
    }

    mutating func lift(_ byte: UInt8, phase: Touch.Phase) {
      guard !down.isEmpty else { return }
      let finger = down.remove(at: Int(byte) % down.count)
      touch(finger.id, phase, at: finger.location)
    }

    /// Every finger down moves by one step per touch interval, a few times: a drag.
    mutating func moveRun(_ reader: inout ByteReader) {
      if down.isEmpty { begin(reader.next(), at: point(&reader)) }
      let count = Int(reader.next() % 16) + 1
      let dx = Double(Int8(bitPattern: reader.next())) / 4
      let dy = Double(Int8(bitPattern: reader.next())) / 4
      for index in 0..<count {
        if index > 0 { now += device.touchInterval }
        for finger in down.indices {
          down[finger].location = Point2D(
            x: down[finger].location.x + dx, y: down[finger].location.y + dy)
          touch(down[finger].id, .moved, at: down[finger].location)
        }
      }
    }

    /// The fingers down stay still for up to 1.3 s, reporting `stationary` once.
    mutating func hold(_ reader: inout ByteReader) {
      now += .milliseconds(Int64(reader.next()) * 5)
      for finger in down { touch(finger.id, .stationary, at: finger.location) }
    }

    /// One new finger swipes fast across the screen and lifts.
    mutating func fling(_ reader: inout ByteReader) {
      guard down.count < FuzzGestureSession.maximumFingers else { return }
      let start = point(&reader)
      begin(reader.next(), at: start)
      guard let index = down.indices.last else { return }
      let count = Int(reader.next() % 12) + 3
      let dx = Double(Int8(bitPattern: reader.next())) * 0.4
      let dy = Double(Int8(bitPattern: reader.next())) * 0.4
      for _ in 0..<count {
        now += device.touchInterval
        down[index].location = Point2D(
          x: down[index].location.x + dx, y: down[index].location.y + dy)
        touch(down[index].id, .moved, at: down[index].location)
      }
      now += device.touchInterval
      let finger = down.remove(at: index)
      touch(finger.id, .ended, at: finger.location)
    }

    /// One finger jumps to anywhere (a sample dropped by the digitizer).
    mutating func jump(_ reader: inout ByteReader) {
      guard !down.isEmpty else { return }
      let index = Int(reader.next()) % down.count
      down[index].location = point(&reader)
      touch(down[index].id, .moved, at: down[index].location)
    }

    /// One of the scene's commands with arguments drawn from its argument pattern.
    mutating func command(_ reader: inout ByteReader) {
      guard !commands.isEmpty else { return }
      let description = commands[Int(reader.next()) % commands.count]
      var arguments: [SceneCommand.Argument] = []
      for word in description.arguments.split(separator: " ") {
        switch word {
        case "INDEX": arguments.append(.integer(Int64(reader.next() % 32) - 2))
        case "WxH":
          // Landscape or portrait: the rotations a phone makes.
          let size = device.screenSize
          let landscape = Size2D(width: size.height, height: size.width)
          arguments.append(.size(reader.next() % 2 == 0 ? landscape : size))
        default: arguments.append(.text(String(word)))
        }
      }
      inputs.append(
        .command(SceneCommand(name: description.name, arguments: arguments, timestamp: now)))
    }
  }
}
