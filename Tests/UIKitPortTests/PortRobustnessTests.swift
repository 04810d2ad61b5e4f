import Foundation
import HapticTapeTestSupport
import Testing
import UIKitPort

// No tolerance: counts of lines. The cut points and random bytes come from a seeded SplitMix64,
// so every run ports the same inputs.

/// The repository's own Swift files: real source, including UIKit code written for iOS.
private func repositorySwiftFiles() -> [URL] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let folders = [
    "Examples/UIKitSeeds/App", "Examples/UIKitSeeds/Sources", "Sources/Tools/UIKitPort",
  ]
  var files: [URL] = []
  for folder in folders {
    let enumerator = FileManager.default.enumerator(
      at: root.appending(path: folder), includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift", !url.path.contains("/.build") { files.append(url) }
    }
  }
  return files.sorted { $0.path < $1.path }
}

extension SplitMix64 {
  /// A number in `0..<bound` (0 when `bound` is not positive).
  fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

/// The number of lines in `text`.
private func lineCount(_ text: String) -> Int { text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) } }

@Suite("The port on any text: no trap, no lost line")
struct PortRobustnessTests {
  @Test("real files, whole and cut at 6 seeded points each, keep every line and never trap")
  func truncatedFiles() throws {
    let files = repositorySwiftFiles()
    #expect(files.count > 40)
    var random = SplitMix64(seed: 41)
    var ported = 0
    for url in files {
      let text = try String(contentsOf: url, encoding: .utf8)
      let bytes = Array(text.utf8)
      var cuts = [bytes.count]
      for _ in 0..<6 { cuts.append(random.below(bytes.count + 1)) }
      for cut in cuts {
        let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
        let file = SourcePort.port([PortSource(path: url.lastPathComponent, text: prefix)])[0]
        // The ported text has the app's lines, then the directive and any appended defaults.
        #expect(
          lineCount(file.text) >= lineCount(prefix) + 1, "\(url.lastPathComponent) cut at \(cut)")
        ported += 1
      }
    }
    #expect(ported == files.count * 7)
  }

  @Test("the fuzz findings kept in FuzzTesting/Corpus/port port without a trap")
  func keptFuzzFindings() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "FuzzTesting/Corpus/port")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let data = try Data(contentsOf: folder.appending(path: name))
      let text = String(decoding: data, as: UTF8.self)
      let file = SourcePort.port([PortSource(path: name, text: text)])[0]
      #expect(lineCount(file.text) >= lineCount(text) + 1, "\(name)")
    }
  }

  @Test("random bytes and random mixes of Swift tokens never trap")
  func randomText() {
    var random = SplitMix64(seed: 7)
    let tokens = [
      "@objc", "optional", "func", "#selector(", ")", "(", "?", "!", ".", "protocol", "{", "}",
      "#if", "os(iOS)", "#endif", "delegate", "?.", "x", "_:", ":", "\n", " ", "\"", "extension",
      "override", "dynamic", "var", "get", "throws", "->", "Int", "#elseif", "getter:",
    ]
    for round in 0..<150 {
      var text = ""
      if round.isMultiple(of: 2) {
        let bytes = (0..<random.below(300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        text = String(decoding: bytes, as: UTF8.self)
      } else {
        for _ in 0..<random.below(200) { text += tokens[random.below(tokens.count)] + " " }
      }
      let file = SourcePort.port([PortSource(path: "Random.swift", text: text)])[0]
      #expect(lineCount(file.text) >= lineCount(text) + 1)
    }
  }
}
