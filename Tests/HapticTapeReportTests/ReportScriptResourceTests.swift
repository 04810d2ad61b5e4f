import Foundation
import HapticTapeReport
import Testing

/// The report page inlines `Sources/HapticTapeReport/Resources/report.js` byte for byte, so the
/// page cannot drift from the file CI checks with `node --check` and ESLint.
@Suite struct ReportScriptResourceTests {
  /// The bytes of a file of the package, found from this test file's path.
  static func packageFile(_ path: String) throws -> [UInt8] {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try Array(Data(contentsOf: root.appending(path: path)))
  }

  /// The bytes of each `<script>` element without attributes, in page order.
  static func inlineScripts(of html: String) -> [[UInt8]] {
    let bytes = Array(html.utf8)
    var scripts: [[UInt8]] = []
    var index = 0
    while let start = bytes[index...].firstRange(of: Array("<script>\n".utf8))?.upperBound,
      let end = bytes[start...].firstRange(of: Array("</script>".utf8))?.lowerBound
    {
      scripts.append(Array(bytes[start..<end]))
      index = end
    }
    return scripts
  }

  /// The first byte offset where `a` and `b` differ (the shorter one's length if one is a prefix
  /// of the other), or `nil` when they are equal; a failure prints an offset, not the bytes.
  static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    if let index = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) { return index }
    return a.count == b.count ? nil : min(a.count, b.count)
  }

  @Test func pageInlinesTheScriptFileByteForByte() throws {
    let file = try Self.packageFile("Sources/HapticTapeReport/Resources/report.js")
    let html = try ReportPage(title: "t", tapes: []).html()
    // The file ends with a line break, and the page's `</script>` starts the next line.
    #expect(file.count > 20_000)
    #expect(file.last == UInt8(ascii: "\n"))
    let scripts = Self.inlineScripts(of: html)
    try #require(scripts.count == 1)
    #expect(Self.firstDifference(scripts[0], file) == nil)
    #expect(
      Self.firstDifference(Array(ReportAssets.script.utf8) + [UInt8(ascii: "\n")], file) == nil)
  }
}
