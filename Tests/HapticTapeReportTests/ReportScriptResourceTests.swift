import Foundation
import HapticTapeReport
import HapticTapeTestSupport
import Testing

/// The report page inlines `Sources/Tools/HapticTapeReport/Resources/report.js` byte for byte, so the
/// page cannot drift from the file CI checks with `node --check` and ESLint.
@Suite struct ReportScriptResourceTests {
  @Test func pageInlinesTheScriptFileByteForByte() throws {
    let file = try InlineScripts.packageFile("Sources/Tools/HapticTapeReport/Resources/report.js")
    let html = try ReportPage(title: "t", tapes: []).html()
    // The file ends with a line break, and the page's `</script>` starts the next line.
    #expect(file.count > 20_000)
    #expect(file.last == UInt8(ascii: "\n"))
    let scripts = InlineScripts.of(html)
    try #require(scripts.count == 1)
    #expect(InlineScripts.firstDifference(scripts[0], file) == nil)
    #expect(
      InlineScripts.firstDifference(Array(ReportAssets.script.utf8) + [UInt8(ascii: "\n")], file)
        == nil)
  }
}
