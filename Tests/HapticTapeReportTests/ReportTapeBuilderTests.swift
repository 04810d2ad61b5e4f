import Foundation
import HapticTapeReport
import Scenes
import SeedScenes
import Tape
import Testing

/// The report built chunk by chunk and sent as deltas is the whole tape's report byte for byte
/// (no tolerance: the same values go through the same encoder).
private let byteTolerance = 0

/// `ReportTapeBuilder` fed the seed recordings in every kind of chunking.
@Suite struct ReportTapeBuilderTests {
  /// Every `Recordings/<scene>/*.htape`, found from this file.
  static func recordings() throws -> [String] {
    let root =
      "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
      .joined(separator: "/") + "/Recordings"
    var paths: [String] = []
    for scene in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
      let folder = root + "/" + scene
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      paths += names.filter { $0.hasSuffix(".htape") }.sorted().map { folder + "/" + $0 }
    }
    return paths
  }

  static func json(_ tape: ReportTape) throws -> String {
    try ReportPage(title: "t", tapes: [tape]).json()
  }

  /// SplitMix64's step: a chunk size in 1...`limit`.
  static func chunkSize(_ state: inout UInt64, limit: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return 1 + Int((z ^ (z >> 31)) % UInt64(limit))
  }

  /// Feeds `tape` in chunks of the sizes `sizes` gives, applying each delta; checks the page's
  /// model against the whole build of the events so far after the chunks `checkEvery` picks.
  static func feed(
    _ tape: RecordedTape, path: String, sceneType: (any HapticScene.Type)?,
    checkEvery: Int = .max, sizes: (Int) -> Int
  ) throws -> ReportTape {
    var builder = ReportTapeBuilder(path: path, header: tape.header, sceneType: sceneType)
    var page = ReportTape(
      path: "", tape: RecordedTape(header: tape.header, events: []), sceneType: nil)
    page.apply(builder.delta())
    var index = 0
    var chunk = 0
    while index < tape.events.count {
      let end = min(tape.events.count, index + sizes(chunk))
      builder.add(tape.events[index..<end])
      page.apply(builder.delta())
      index = end
      chunk += 1
      if chunk % checkEvery == 0 {
        let prefix = RecordedTape(header: tape.header, events: Array(tape.events[..<end]))
        let whole = ReportTape(path: path, tape: prefix, sceneType: sceneType)
        #expect(try json(page) == json(whole), "\(path) after \(end) events")
      }
    }
    #expect(try json(page) == json(builder.report))
    return page
  }

  @Test func anyChunkingOfEverySeedRecordingGivesTheWholeReport() throws {
    let paths = try Self.recordings()
    #expect(paths.count >= 20)
    var state: UInt64 = 21
    for path in paths {
      let tape = try TapeReader.read(contentsOf: path)
      let type = try SceneRegistry.builtIn.scene(withID: tape.header.sceneID)
      let whole = try Self.json(ReportTape(path: path, tape: tape, sceneType: type))
      #expect(whole.count > 1_000)
      let ones = try Self.feed(tape, path: path, sceneType: type) { _ in 1 }
      #expect(try Self.json(ones).utf8.count - whole.utf8.count == byteTolerance, "\(path)")
      #expect(try Self.json(ones) == whole, "\(path) one event at a time")
      let random = try Self.feed(tape, path: path, sceneType: type, checkEvery: 7) { _ in
        Self.chunkSize(&state, limit: 40)
      }
      #expect(try Self.json(random) == whole, "\(path) in random chunks")
      let halves = try Self.feed(tape, path: path, sceneType: type) { _ in
        max(1, tape.events.count / 2)
      }
      #expect(try Self.json(halves) == whole, "\(path) in halves")
    }
  }

  @Test func aDeltaHoldsWhatTheChunkAddedNotTheSession() throws {
    let path = try #require(try Self.recordings().first { $0.contains("secret-offer") })
    let tape = try TapeReader.read(contentsOf: path)
    let type = try SceneRegistry.builtIn.scene(withID: tape.header.sceneID)
    var builder = ReportTapeBuilder(path: path, header: tape.header, sceneType: type)
    let first = try builder.delta().json()
    #expect(first.contains("\"start\""))
    var sizes: [Int] = []
    for index in tape.events.indices {
      builder.add(tape.events[index...index])
      let delta = builder.delta()
      #expect(delta.start == nil)
      // One event adds at most one item to a list; the open tail is the scroll phase in progress.
      #expect(delta.haptics.items.count <= 1)
      #expect(delta.sceneEvents.items.count <= 1)
      #expect(delta.commands.items.count <= 1)
      #expect(delta.fingers.count <= 1)
      sizes.append(try delta.json().utf8.count)
    }
    let whole = try Self.json(builder.report).utf8.count
    // A one-event delta stays a small fraction of the report: its open tail is at most the
    // last layout sample (one screen of cells, about 150 bytes each) and a phase in progress.
    let median = sizes.sorted()[sizes.count / 2]
    #expect(median < 2_000, "median delta \(median) bytes")
    #expect(whole > 20 * median, "report \(whole) bytes, median delta \(median)")
  }

  @Test func aBuilderThatDropsWhatItSentSendsTheSameDeltasAndHoldsOnlyTheOpenTail() throws {
    var state: UInt64 = 43
    var largestHeld = 0
    for path in try Self.recordings() {
      let tape = try TapeReader.read(contentsOf: path)
      let type = try SceneRegistry.builtIn.scene(withID: tape.header.sceneID)
      var keeping = ReportTapeBuilder(path: path, header: tape.header, sceneType: type)
      var dropping = keeping
      dropping.dropsSentItems = true
      var page = ReportTape(
        path: "", tape: RecordedTape(header: tape.header, events: []), sceneType: nil)
      var index = 0
      while index < tape.events.count {
        let end = min(tape.events.count, index + Self.chunkSize(&state, limit: 40))
        keeping.add(tape.events[index..<end])
        dropping.add(tape.events[index..<end])
        let delta = dropping.delta()
        #expect(delta == keeping.delta(), "\(path) after \(end) events")
        page.apply(delta)
        largestHeld = max(largestHeld, dropping.heldItemCount)
        index = end
      }
      #expect(
        try Self.json(page) == Self.json(ReportTape(path: path, tape: tape, sceneType: type)),
        "\(path)")
      if tape.events.count > 1_000 {
        #expect(dropping.heldItemCount * 10 < keeping.heldItemCount, "\(path)")
      }
    }
    // What a chunk of at most 40 events adds, the last layout sample's cells, an open phase and
    // the haptic events kept to convert them: not the recordings' thousands of items.
    #expect(largestHeld < 400, "largest held \(largestHeld)")
  }

  @Test func aNewBuilderAfterARestartStartsTheModelAgain() throws {
    let path = try #require(try Self.recordings().first { $0.contains("photos") })
    let tape = try TapeReader.read(contentsOf: path)
    let type = try SceneRegistry.builtIn.scene(withID: tape.header.sceneID)
    var builder = ReportTapeBuilder(path: path, header: tape.header, sceneType: type)
    var page = ReportTape(
      path: "", tape: RecordedTape(header: tape.header, events: []), sceneType: nil)
    builder.add(tape.events.prefix(tape.events.count / 3))
    page.apply(builder.delta())
    builder = ReportTapeBuilder(path: path, header: tape.header, sceneType: type)
    builder.add(tape.events)
    page.apply(builder.delta())
    #expect(try Self.json(page) == Self.json(ReportTape(path: path, tape: tape, sceneType: type)))
  }
}
