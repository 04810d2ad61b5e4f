import Foundation
import HapticTape

/// The real swipe-shield capture (222 human swipes, 180 Hz, 420.8 s; Apache-2.0, copied into
/// `Tests/TouchImportTests/Fixtures`): import and replay speed in gestures per second, and the
/// size of its touches as a tape against `gzip -9` of the same events as JSON Lines (the
/// compression reference measured this capture: JSONL + gzip -9 9.83 B, its best binary 2.26 B
/// per touch sample, `shared/reference/compression.md`, "Real-data cross-check").
let importBenchmark = BenchmarkSuite(
  name: "import",
  summary:
    "import + replay of the real swipe-shield capture (gestures/s), its tape size in B per touch sample vs gzip -9"
) {
  // #filePath is <root>/Benchmarks/Sources/HapticTapeBenchmarks/ImportBenchmark.swift.
  let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Tests/TouchImportTests/Fixtures/swipe-shield_getevent-lt_filtered.txt")
  guard let data = FileManager.default.contents(atPath: path.path) else {
    print("no capture at \(path.path)")
    return
  }
  let text = String(decoding: data, as: UTF8.self)
  let mapping = TouchLogMapping(
    screen: DeviceProfile.iPhone15Pro.screenSize,
    units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399)))
  func importGestures() -> [ImportedTouches] {
    guard let touches = try? GeteventParser().parse(text).imported(with: mapping) else {
      fatalError("the capture no longer imports")
    }
    return touches.gestures(lead: .milliseconds(250))
  }
  func record(_ gesture: ImportedTouches) -> RecordedTape {
    guard
      let recording = try? Session.record(
        sceneID: "pizza-halves", device: .iPhone15Pro,
        inputs: gesture.samples.map(GestureTimeline.Input.touch))
    else { fatalError("a gesture no longer records") }
    return RecordedTape(header: recording.header, events: recording.events)
  }

  let gestures = importGestures()
  let tapes = gestures.map(record)
  let parse = CPUTime.best(of: 5) { _ = importGestures() }
  let recordAll = CPUTime.best(of: 3) { for gesture in gestures { _ = record(gesture) } }
  let replayAll = CPUTime.best(of: 3) { for tape in tapes { _ = try? Session.replay(tape) } }
  let total = parse + recordAll + replayAll
  let count = Double(gestures.count)
  print(
    "| step (\(gestures.count) gestures, \(text.utf8.count) bytes of log) | CPU ms | gestures/s |")
  print("| --- | ---: | ---: |")
  for (name, seconds) in [
    ("parse, map, split", parse), ("record on pizza-halves", recordAll),
    ("replay and compare", replayAll),
    ("import + replay, whole capture", total),
  ] {
    print("| \(name) | \(formatted(seconds * 1e3, digits: 1)) | \(Int(count / seconds)) |")
  }

  // Size: the capture's touches as one tape (touch stream) and as one recorded session.
  guard let touches = try? GeteventParser().parse(text).imported(with: mapping) else { return }
  let header = TapeHeader(sceneID: "pizza-halves", device: .iPhone15Pro)
  guard
    let touchEvents = try? touches.samples.map({
      try TapeEvent.touch($0).quantized(to: header.grids)
    })
  else { return }
  let samples = touchEvents.count
  print(
    "\n| stream (\(samples) touch samples) | .htape | raw JSON Lines | gzip -9 | .htape vs gzip -9 |"
  )
  print("| --- | ---: | ---: | ---: | ---: |")
  func row(_ name: String, header: TapeHeader, events: [TapeEvent]) {
    var writer = TapeWriter(header: header)
    do {
      try writer.append(contentsOf: events)
      try writer.finish()
    } catch {
      fatalError("the capture no longer encodes: \(error)")
    }
    let json = Array(TapeJSONLines.encode(header: header, events: events).utf8)
    let gzip = TapeBenchmark.compressedSize(json, tool: "gzip", arguments: ["-9", "-n", "-c"])
    func perSample(_ bytes: Int?) -> String {
      bytes.map { formatted(Double($0) / Double(samples), digits: 3) + " B" } ?? "no gzip"
    }
    let ratio =
      gzip.map { formatted(Double($0) / Double(writer.bytes.count), digits: 2) + "×" } ?? "n/a"
    print(
      "| \(name) | \(perSample(writer.bytes.count)) | \(perSample(json.count)) | \(perSample(gzip)) | \(ratio) |"
    )
  }
  row(
    "touch stream, points (1080 × 2400 panel on 393 × 852 pt)", header: header, events: touchEvents)
  // The same samples kept in panel units, as the compression reference converted them: integer
  // coordinates, so the codec's deltas see the panel's lattice.
  let unmapped = TouchLogMapping(screen: mapping.screen, units: .unmapped)
  if let raw = try? GeteventParser().parse(text).imported(with: unmapped),
    let rawEvents = try? raw.samples.map({ try TapeEvent.touch($0).quantized(to: header.grids) })
  {
    row("touch stream, panel units", header: header, events: rawEvents)
  }
  if let session = try? Session.record(
    sceneID: "pizza-halves", device: .iPhone15Pro,
    inputs: touches.samples.map(GestureTimeline.Input.touch))
  {
    row("whole capture recorded on pizza-halves", header: session.header, events: session.events)
  }
}
