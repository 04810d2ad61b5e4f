import Foundation

/// The scripts a single-file page inlines, and the files they come from, for tests that pin one
/// to the other byte for byte.
///
/// ```swift
/// import HapticTapeReport
/// import Testing
///
/// @Test func theReportInlinesItsScript() throws {
///   let html = try ReportPage(title: "No tapes", tapes: []).html()
///   let file = try InlineScripts.packageFile("Sources/Tools/HapticTapeReport/Resources/report.js")
///   #expect(InlineScripts.firstDifference(InlineScripts.of(html)[0], file) == nil)
/// }
/// ```
public enum InlineScripts {
  /// The bytes of a file of the package, `path` relative to the package root.
  public static func packageFile(_ path: String) throws -> [UInt8] {
    try Array(Data(contentsOf: RepositoryFixture.packageRoot.appending(path: path)))
  }

  /// The bytes of each `<script>` element without attributes, in page order.
  public static func of(_ html: String) -> [[UInt8]] {
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
  public static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    if let index = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) { return index }
    return a.count == b.count ? nil : min(a.count, b.count)
  }
}
