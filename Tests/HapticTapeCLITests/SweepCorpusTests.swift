import Foundation
import Testing

@Suite(.enabled(if: BuiltBinary.exists)) struct SweepCorpusTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Corpus/secret-offer/pulls` is exactly what the command in `Corpus/README.md` writes.
  @Test func committedCorpusIsWhatTheDocumentedImportWrites() throws {
    let scratch = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = BuiltBinary.url
    process.currentDirectoryURL = Self.root
    process.arguments = [
      "import", "getevent", "Tests/TouchImportTests/Fixtures/swipe-shield_getevent-lt_filtered.txt",
      "--panel", "1080x2400", "--scene", "secret-offer", "--split", "gestures", "--lead", "0",
      "--lead-in", "Corpus/secret-offer/lead-in.gesture", "--transpose", "--anchor", "380,290",
      "-o", scratch.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let committed = Self.root.appendingPathComponent("Corpus/secret-offer/pulls")
    let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
    #expect(names.count == 222)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == names)
    var differing: [String] = []
    for name in names {
      let made = try Data(contentsOf: scratch.appendingPathComponent(name))
      let kept = try Data(contentsOf: committed.appendingPathComponent(name))
      if made != kept { differing.append(name) }
    }
    #expect(differing.isEmpty, "differ from a fresh import: \(differing.prefix(5))")
  }

  @Test(arguments: [
    (
      "1e9,0",
      "column 1: '1e9' is not a decimal number from -1000000 to 1000000; write X,Y in points, e.g. 0,300"
    ),
    ("380", "expected two numbers separated by ',': X,Y in points, e.g. 0,300"),
    (
      "x,290",
      "column 1: 'x' is not a decimal number from -1000000 to 1000000; write X,Y in points, e.g. 0,300"
    ),
  ])
  func badAnchorExitsTwoNamingTheOption(anchor: String, reason: String) throws {
    let log = Self.root.appendingPathComponent(
      "Tests/TouchImportTests/Fixtures/swipe-shield_getevent-lt_filtered.txt")
    let scratch = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let run = try BuiltBinary.run([
      "import", "getevent", log.path, "--panel", "1080x2400", "--scene", "secret-offer",
      "--split", "gestures", "--anchor", anchor, "-o", scratch.appendingPathComponent("out").path,
    ])
    #expect(run.status == 2)
    #expect(
      run.error.split(separator: "\n").first.map(String.init)
        == "Error: The value '\(anchor)' is invalid for '--anchor <x,y>': \(reason)")
  }
}
