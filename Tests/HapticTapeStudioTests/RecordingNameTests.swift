import HapticTapeStudio
import Testing

/// Names the person types never reach outside the recordings folder.
@Suite struct RecordingNameTests {
  @Test(arguments: ["pull-success", "Pull_2.v3", "pull.htape", "a"])
  func acceptsPlainNames(_ text: String) throws {
    let name = try RecordingName(text)
    #expect(name.tapeFile == (text.hasSuffix(".htape") ? text : text + ".htape"))
    #expect(!name.tapeFile.contains("/"))
  }

  @Test(arguments: [
    "", "../escape", "..", "a/b", "/etc/passwd", ".hidden", "-rf", "a..b", "C:\\x", "naïve",
    "sp ace",
    String(repeating: "x", count: 65), "a\u{0}b",
  ])
  func refusesNamesThatCouldLeaveTheFolder(_ text: String) {
    #expect(throws: StudioError.self) { try RecordingName(text) }
  }

  @Test func theLongestNameIsAccepted() throws {
    #expect(try RecordingName(String(repeating: "x", count: 64)).stem.count == 64)
  }
}
