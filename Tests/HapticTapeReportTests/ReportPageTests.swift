import Foundation
import HapticTapeReport
import Scenes
import SeedScenes
import Tape
import Testing

/// The page embeds tapes as data that cannot close its script element.
@Suite struct ReportPageTests {
  static let hostile = "</script><script>alert(1)</script>&<!--\u{2028}\u{2029}"

  @Test func jsonEscapesEverythingThatCouldEndTheScriptElement() throws {
    var tape = try TapeReader.read(contentsOf: ReportTapeTests.path("cube", "swipe-next"))
    tape.header.metadata = [Self.hostile: Self.hostile]
    let page = ReportPage(
      title: Self.hostile, tapes: [ReportTape(path: Self.hostile, tape: tape, sceneType: nil)])
    let json = try page.json()
    for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
      #expect(!json.contains(forbidden))
    }
    // `/` needs no escape: with `<` escaped, `</script` cannot appear.
    #expect(
      json.contains(
        #"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e\u0026\u003c!--\u2028\u2029"#
      ))
    let html = try page.html()
    // Only the page's own two script elements, and the title as escaped text.
    #expect(html.components(separatedBy: "<script").count - 1 == 2)
    #expect(
      html.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&lt;!--"))
  }

  @Test func escapedJSONDecodesToTheSameStrings() throws {
    var tape = try TapeReader.read(contentsOf: ReportTapeTests.path("cube", "swipe-next"))
    tape.header.metadata = ["note": Self.hostile]
    let model = ReportTape(path: "p", tape: tape, sceneType: CubeScene.self)
    let json = try ReportPage(title: "t", tapes: [model]).json()
    struct Payload: Decodable { var tapes: [ReportTape] }
    let decoded = try JSONDecoder().decode(Payload.self, from: Data(json.utf8))
    #expect(decoded.tapes == [model])
    #expect(decoded.tapes[0].metadata == [["note", Self.hostile]])
  }
}
