import Foundation
import HapticTapeTestSupport
import Testing

@testable import HapticTapeStudio

/// The studio page inlines the report's `report.js` and then its own `studio.js`, each byte for
/// byte, so the page cannot drift from the files CI checks with `node --check` and ESLint.
@Suite struct StudioScriptResourceTests {
  @Test func pageInlinesTheReportScriptThenTheStudioScriptByteForByte() throws {
    let report = try InlineScripts.packageFile("Sources/Tools/HapticTapeReport/Resources/report.js")
    let studio = try InlineScripts.packageFile("Sources/Tools/HapticTapeStudio/Resources/studio.js")
    let html = StudioPage(
      configuration: StudioConfiguration(recordingsDirectory: "r", registry: .builtIn)
    ).html()
    #expect(studio.count > 5_000)
    #expect(studio.last == UInt8(ascii: "\n"))
    let scripts = InlineScripts.of(html)
    try #require(scripts.count == 2)
    #expect(InlineScripts.firstDifference(scripts[0], report) == nil)
    #expect(InlineScripts.firstDifference(scripts[1], studio) == nil)
    #expect(
      InlineScripts.firstDifference(Array(StudioPage.script.utf8) + [UInt8(ascii: "\n")], studio)
        == nil)
  }
}
