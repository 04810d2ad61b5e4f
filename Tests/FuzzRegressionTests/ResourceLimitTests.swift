import Foundation
import HapticTape
import SeedScenes
import Testing

/// Every resource limit of the readers (docs/resource-limits.md): an input at the limit
/// is read (or refused for another reason), one past it is refused with a message naming the
/// limit and the constant that raises it.
@Suite struct ResourceLimitTests {
  /// A golden tape (`Recordings/cube/swipe-next.htape`: 141 events).
  static func golden() throws -> (bytes: [UInt8], tape: RecordedTape) {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Recordings/cube/swipe-next.htape").path
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    return (bytes, try TapeReader.read(bytes: bytes))
  }

  /// `bytes` read with `limits`: the limit error, or nil when the tape reads.
  static func limitError(_ bytes: [UInt8], _ limits: TapeReader.Limits) -> TapeError? {
    do {
      _ = try TapeReader.read(bytes: bytes, limits: limits)
      return nil
    } catch let error as TapeError {
      return error
    } catch {
      Issue.record("untyped error \(error)")
      return nil
    }
  }

  // MARK: - Tapes

  @Test func aChunkOneByteOverTheCompressedSizeLimitIsRefused() throws {
    let (bytes, tape) = try Self.golden()
    let largest = try #require(tape.chunks.map { $0.byteCount - 48 }.max())
    #expect(Self.limitError(bytes, .init(maximumChunkCompressedSize: largest)) == nil)
    let error = try #require(Self.limitError(bytes, .init(maximumChunkCompressedSize: largest - 1)))
    #expect(error.code == .limitExceeded)
    #expect(error.message.hasSuffix("(TapeReader.Limits.maximumChunkCompressedSize)"))
    #expect(error.hint.hasSuffix("raise TapeReader.Limits.maximumChunkCompressedSize"))
  }

  @Test func aChunkOneByteOverTheDecompressedSizeLimitIsRefused() throws {
    let (bytes, tape) = try Self.golden()
    let largest = try #require(tape.chunks.map(\.uncompressedSize).max())
    #expect(Self.limitError(bytes, .init(maximumChunkUncompressedSize: largest)) == nil)
    let error = try #require(
      Self.limitError(bytes, .init(maximumChunkUncompressedSize: largest - 1)))
    #expect(error.code == .limitExceeded)
    #expect(
      error.message
        == "chunk claims \(largest) uncompressed bytes, over the limit of \(largest - 1) "
        + "(TapeReader.Limits.maximumChunkUncompressedSize)")
  }

  @Test func oneEventOverTheTapeLimitIsRefused() throws {
    let (bytes, tape) = try Self.golden()
    #expect(tape.events.count == 141)
    #expect(Self.limitError(bytes, .init(maximumTotalEvents: 141)) == nil)
    let error = try #require(Self.limitError(bytes, .init(maximumTotalEvents: 140)))
    #expect(
      error.message == "the tape holds more than the 140 events allowed "
        + "(TapeReader.Limits.maximumTotalEvents)")
  }

  @Test func aHeaderOneByteOverItsLimitIsRefused() throws {
    let (bytes, _) = try Self.golden()
    // The header body's length: a UInt32, little-endian, at byte 14.
    let length = (14..<18).reversed().reduce(0) { $0 << 8 | Int(bytes[$1]) }
    #expect(length == 102)
    #expect(Self.limitError(bytes, .init(maximumHeaderSize: 102)) == nil)
    let error = try #require(Self.limitError(bytes, .init(maximumHeaderSize: 101)))
    #expect(error.code == .limitExceeded)
    #expect(
      error.message == "the header claims 102 bytes, more than the 101 allowed "
        + "(TapeReader.Limits.maximumHeaderSize)")
  }

  @Test func tapeJSONOneLevelTooDeepIsRefused() throws {
    let (_, tape) = try Self.golden()
    let header = TapeJSONLines.headerLine(tape.header)
    func nested(_ depth: Int) -> [UInt8] {
      Array(
        (header + "\n" + String(repeating: "[", count: depth)
          + String(repeating: "]", count: depth) + "\n").utf8)
    }
    let atLimit = #expect(throws: TapeError.self) {
      try TapeJSONLines.decode(nested(TapeJSONLines.maximumDepth))
    }
    #expect(atLimit?.message.contains("maximumDepth") == false)
    let over = #expect(throws: TapeError.self) {
      try TapeJSONLines.decode(nested(TapeJSONLines.maximumDepth + 1))
    }
    #expect(over?.line == 2)
    #expect(
      over?.message.contains("nesting is deeper than 64 levels (TapeJSONLines.maximumDepth)")
        == true)
  }

  // MARK: - AHAP

  @Test func ahapOneLevelTooDeepIsRefused() throws {
    func nested(_ depth: Int) -> [UInt8] {
      Array(
        ("{\"Pattern\":" + String(repeating: "[", count: depth - 1)
          + String(repeating: "]", count: depth - 1) + "}").utf8)
    }
    // At the limit the file is JSON, only not a pattern AHAP reads events from.
    let atLimit = try AHAPDecoder().decode(nested(HapticLimits.maximumJSONDepth))
    #expect(atLimit.pattern.timeline.events.isEmpty)
    let error = #expect(throws: HapticError.self) {
      try AHAPDecoder().decode(nested(HapticLimits.maximumJSONDepth + 1))
    }
    #expect(error?.code == .malformedJSON)
    #expect(error?.message == "nesting deeper than 256 levels (HapticLimits.maximumJSONDepth)")
  }

  // MARK: - Gesture scripts

  @Test func aStatementOneMillisecondOverItsLimitIsRefused() throws {
    #expect(GestureScript.maximumStatementDuration == .seconds(600))
    #expect(try GestureScript(parsing: "wait 600s").statements.count == 1)
    let error = #expect(throws: GestureScriptError.self) {
      try GestureScript(parsing: "wait 600001ms")
    }
    #expect(error?.code == .invalidValue)
    #expect(
      error?.description == "1:6: duration '600001ms' is longer than the 600 s limit of one "
        + "statement (GestureScript.maximumStatementDuration); split it")
  }

  @Test func aScriptWhoseWaitsRunPastTheMaximumDurationIsRefused() throws {
    let configuration = GestureRenderConfiguration()
    #expect(configuration.maximumDuration == .seconds(3_600))
    // Six waits of 600 s: the tap at 3,599 s ends in time, the one at 3,600 s does not.
    let waits = String(repeating: "wait 600s\n", count: 5)
    let atLimit = try GestureScript(parsing: waits + "wait 599s\ntap 100,100")
      .render(on: .iPhone15Pro)
    #expect(atLimit.touches.count == 2)
    let error = #expect(throws: GestureScriptError.self) {
      try GestureScript(parsing: waits + "wait 600s\ntap 100,100").render(on: .iPhone15Pro)
    }
    #expect(error?.code == .tooLong)
    #expect(error?.location.line == 7)
    #expect(
      error?.message == "the script runs past its maximum of 3600.0 s "
        + "(GestureRenderConfiguration.maximumDuration); shorten waits or split the session")
  }

  // MARK: - Scene configurations

  @Test func aConfigurationOneByteOverItsLimitIsRefused() throws {
    let prefix = "{\"pageCount\": 5"
    let atLimit =
      prefix
      + String(
        repeating: " ", count: SceneConfigurationJSON.maximumByteCount - prefix.utf8.count - 1)
      + "}"
    #expect(atLimit.utf8.count == 65_536)
    #expect(
      try SceneConfigurationJSON.decode(atLimit, as: CubeScene.Configuration.self).pageCount == 5)
    let error = #expect(throws: SceneError.self) {
      try SceneConfigurationJSON.decode(" " + atLimit, as: CubeScene.Configuration.self)
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(
      error?.message == "the configuration is 65537 bytes, over the limit of 65536 bytes "
        + "(SceneConfigurationJSON.maximumByteCount); give only the keys that differ from the "
        + "defaults")
  }

  @Test func aConfigurationOneLevelTooDeepIsRefused() throws {
    func nested(_ depth: Int) -> String {
      "{\"pageCount\":" + String(repeating: "[", count: depth - 1) + "\"]\""
        + String(repeating: "]", count: depth - 1) + "}"
    }
    // At the limit the value only has the wrong type.
    let atLimit = #expect(throws: SceneError.self) {
      try SceneConfigurationJSON.decode(nested(16), as: CubeScene.Configuration.self)
    }
    #expect(atLimit?.configurationKey == "pageCount")
    let error = #expect(throws: SceneError.self) {
      try SceneConfigurationJSON.decode(nested(17), as: CubeScene.Configuration.self)
    }
    #expect(
      error?.message == "the configuration nests deeper than 16 levels at byte 28 "
        + "(SceneConfigurationJSON.maximumDepth); a configuration is one object of values such "
        + "as {\"pageCount\": 5}")
  }

  // MARK: - Touch logs

  /// `text` read by the importer of `format` (`csv`, `getevent`, `jsonl` or `flutter`).
  static func parse(_ text: String, as format: String) throws -> TouchLog {
    switch format {
    case "csv": try TouchLogCSVParser().parse(text)
    case "getevent": try GeteventParser().parse(text)
    case "jsonl": try TouchJSONLinesParser().parse(text)
    default: try FlutterPointerDataParser().parse(text)
    }
  }

  @Test func aLogLineOneByteOverTheLimitIsRefused() throws {
    let header = "x,y,t\n"
    let atLimit = "1,1,0" + String(repeating: " ", count: TouchLog.maximumLineLength - 5)
    #expect(atLimit.utf8.count == 65_536)
    // At the limit the line is read: spaces around a field are trimmed.
    let log = try TouchLogCSVParser().parse(header + atLimit + "\n2,2,0.01\n")
    #expect(log.samples.count == 2)
    #expect(log.skippedLines.isEmpty)
    for format in ["csv", "getevent", "jsonl"] {
      let error = #expect(throws: TouchLogError.self) {
        try Self.parse(header + atLimit + " \n", as: format)
      }
      #expect(error?.code == .limitExceeded)
      #expect(error?.line == 2)
      #expect(
        error?.message == "the line is 65537 bytes long, over the limit of 65536 bytes per line "
          + "(TouchLog.maximumLineLength); this is not a touch log, or its lines are joined: "
          + "split them")
    }
  }

  @Test func aLogOneByteOverTheSizeLimitIsRefused() throws {
    let over = String(repeating: "\n", count: TouchLog.maximumByteCount + 1)
    for format in ["getevent", "flutter"] {
      let error = #expect(throws: TouchLogError.self) { try Self.parse(over, as: format) }
      #expect(error?.code == .limitExceeded)
      #expect(
        error?.message == "the log is 268435457 bytes, over the limit of 268435456 bytes "
          + "(TouchLog.maximumByteCount); split the log into smaller files")
    }
  }
}
