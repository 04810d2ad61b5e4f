import Foundation
import HapticTape
import SeedScenes
@_spi(Fuzzing) import Tape

/// One function per reader of outside input, shared by the libFuzzer targets in `FuzzTesting/`
/// and the regression corpus that `swift test` replays.
///
/// Each function reads `bytes` the way the `haptictape` command that takes such a file does,
/// then goes one step further where a reader's output feeds more code (a tape is re-encoded, a
/// gesture script rendered, a touch log mapped and split). It returns what it read, or the
/// typed error that refused the input; any other outcome, a trap or a foreign error, is a
/// finding.
///
/// ```swift
/// import Foundation
///
/// let bytes = try Data(contentsOf: URL(fileURLWithPath: "Recordings/cube/swipe-next.htape"))
/// switch try FuzzEntryPoints.run(.tapeReader, Array(bytes)) {
/// case .accepted(let summary): print(summary)
/// case .refused(let error): print(error)
/// }
/// ```
///
/// > Note: Not API. The module is linked through the `_HapticTapeFuzzEntryPoints` product, whose
/// > leading underscore says so: it exists for `FuzzTesting/` and the examples' random-session
/// > tests, and changes with any release.
public enum FuzzEntryPoints {
  /// Runs `target`'s reader on `bytes`.
  ///
  /// - Throws: Never a typed reader error (those are returned as ``FuzzOutcome/refused(_:)``);
  ///   rethrows any other error, which is a finding.
  public static func run(_ target: FuzzTarget, _ bytes: [UInt8]) throws -> FuzzOutcome {
    do {
      return .accepted(try read(target, bytes))
    } catch let error as TapeError {
      return .refused(error)
    } catch let error as HapticError {
      return .refused(error)
    } catch let error as GestureScriptError {
      return .refused(error)
    } catch let error as SceneError {
      return .refused(error)
    } catch let error as TouchLogError {
      return .refused(error)
    }
  }

  /// The reader of `target` on `bytes`: a one-line summary of what it read.
  static func read(_ target: FuzzTarget, _ bytes: [UInt8]) throws -> String {
    switch target {
    case .tapeReader: return try tape(TapeReader.read(bytes: bytes))
    case .tapeChunkPayload: return try chunkPayload(bytes)
    case .tapeJSONLines: return try tape(TapeJSONLines.decode(bytes))
    case .ahap: return try ahap(bytes)
    case .hapticJSONLines:
      let timeline = try HapticJSONLines.decode(bytes)
      // Written back, the timeline reads as the same events.
      let again = try HapticJSONLines.decode(Array(HapticJSONLines.encode(timeline).utf8))
      return "\(timeline.events.count) haptic events, \(again.events.count) after a round trip"
    case .gestureScript: return try gestureScript(bytes)
    case .sceneConfiguration: return try sceneConfiguration(bytes)
    case .getevent: return try touchLog(GeteventParser().parse(text(bytes)))
    case .csv:
      var parser = TouchLogCSVParser()
      parser.unit = .points
      return try touchLog(parser.parse(text(bytes)))
    case .flutter: return try touchLog(FlutterPointerDataParser().parse(text(bytes)))
    case .touchJSONLines:
      var parser = TouchJSONLinesParser()
      parser.unit = .points
      return try touchLog(parser.parse(text(bytes)))
    case .studioMessages: return try studioMessages(bytes)
    case .gestureSession: return try gestureSession(bytes)
    }
  }

  /// A gesture session recorded and checked against ``GestureSessionInvariants``.
  static func gestureSession(_ bytes: [UInt8]) throws -> String {
    let session = FuzzGestureSession(decoding: bytes)
    let problems = try GestureSessionInvariants.violations(of: session)
    if let first = problems.first {
      throw FuzzInvariantViolation(
        description: "\(session): \(first)"
          + (problems.count > 1 ? " (and \(problems.count - 1) more)" : ""))
    }
    return session.description
  }

  /// Bytes as the commands read text files: invalid UTF-8 becomes U+FFFD.
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// A read tape, written again in memory and read back.
  static func tape(_ tape: RecordedTape) throws -> String {
    let again = try writtenAndReadBack(tape.events, header: tape.header)
    return "\(tape.events.count) events in \(tape.chunks.count) chunks, "
      + "\(again.events.count) after a round trip"
  }

  /// `events` written as a tape under `header` in memory, and that tape read back.
  static func writtenAndReadBack(_ events: [TapeEvent], header: TapeHeader) throws -> RecordedTape {
    try TapeReader.read(bytes: tapeBytes(events, header: header))
  }

  /// `events` written as a tape under `header`, in memory.
  static func tapeBytes(_ events: [TapeEvent], header: TapeHeader) throws -> [UInt8] {
    var writer = TapeWriter(header: header)
    try writer.append(contentsOf: events)
    try writer.finish()
    return writer.bytes
  }

  /// The header the chunk payload target decodes under: the goldens' device and grids.
  static let payloadHeader = TapeHeader(sceneID: "secret-offer")

  /// A chunk payload decoded, then written as a tape and read back.
  static func chunkPayload(_ bytes: [UInt8]) throws -> String {
    let events = try TapeReader.decodeChunkPayload(bytes, header: payloadHeader)
    let again = try writtenAndReadBack(events, header: payloadHeader)
    return "\(events.count) events, \(again.events.count) after a round trip"
  }

  /// An AHAP file decoded, its findings counted and the pattern encoded again.
  static func ahap(_ bytes: [UInt8]) throws -> String {
    let result = try AHAPDecoder().decode(bytes)
    let encoded = AHAPEncoder().encode(result.pattern)
    let summary = result.pattern.timeline.summary
    return "\(result.pattern.timeline.events.count) events (\(summary.count(of: .transient)) "
      + "transient), \(result.diagnostics.count) findings, hasErrors \(result.hasErrors), "
      + "\(encoded.utf8.count) bytes encoded"
  }

  /// A gesture script fed to the streaming parser in two pieces, then rendered on a device.
  static func gestureScript(_ bytes: [UInt8]) throws -> String {
    var parser = GestureScript.Parser()
    let half = bytes.count / 2
    try parser.consume(bytes[..<half])
    try parser.consume(bytes[half...])
    let script = try parser.finish()
    let timeline = try script.render(on: .iPhone15Pro)
    return "\(timeline.touches.count) touches, \(timeline.commands.count) commands"
  }

  /// A configuration JSON object decoded and validated as every built-in scene's configuration.
  static func sceneConfiguration(_ bytes: [UInt8]) throws -> String {
    let json = text(bytes)
    var accepted: [String] = []
    var firstRefusal: SceneError?
    for scene in SceneRegistry.builtIn.types {
      do {
        try configuration(json, of: scene)
        accepted.append(scene.id)
      } catch let error as SceneError {
        firstRefusal = firstRefusal ?? error
      }
    }
    if accepted.isEmpty, let firstRefusal { throw firstRefusal }
    return "valid for \(accepted.joined(separator: ", "))"
  }

  /// `json` as `Scene`'s configuration, validated on the default device.
  static func configuration<Scene: HapticScene>(_ json: String, of scene: Scene.Type) throws {
    let configuration = try SceneConfigurationJSON.decode(json, as: Scene.Configuration.self)
    try configuration.validate(on: .iPhone15Pro)
  }

  /// A parsed touch log, mapped to a device's screen as `haptictape import` maps it and split
  /// into gestures.
  static func touchLog(_ log: TouchLog) throws -> String {
    try TouchLogStrictness.default.check(log)
    let profile = DeviceProfile.iPhone15Pro
    let units: TouchLogMapping.Units
    switch log.unit {
    case .panel:
      if let ranges = log.panelRanges {
        units = .panel(x: ranges.x, y: ranges.y)
      } else {
        units = .unmapped
      }
    case .pixels: units = .pixels(ratio: profile.scale)
    case .points: units = .points
    }
    let mapping = TouchLogMapping(
      screen: profile.screenSize, units: units,
      frameInterval: log.hasTimestamps ? nil : TimeAmount(nanoseconds: 16_666_667))
    let touches = try log.imported(with: mapping)
    let gestures = touches.gestures(lead: TimeAmount.milliseconds(200))
    return "\(log.samples.count) samples, \(gestures.count) gestures"
  }
}
