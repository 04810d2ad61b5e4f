import Foundation
import HapticTape
import HapticTapeSwiftUI
import HapticTapeTestSupport
import Testing

/// The README's SwiftUI block, and what it says of it.
///
/// `ReadmeSwiftUISnippetTests.swift`, at the target's root beside `Recordings/` as
/// ``ReadmeSnippetTests``' file is, is README.md's SwiftUI block, character for character (so it
/// holds nothing else, not even these checks). The script does what the README says: the pages rest one screen width along, with one selection tick.
@Suite struct ReadmeSwiftUISnippetTests {
  @Test func theSwipeRestsOnTheNextPageWithOneTick() throws {
    let script = try String(
      contentsOf: ReadmeSnippetTests.root.appendingPathComponent(
        "Tests/UIKitSurfaceTests/Recordings/pages/swipe-next.gesture"), encoding: .utf8)
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<PagesScreen>.self)
    #expect(haptics(of: outcome).count == 1)
    #expect(offsets(of: "pages", in: outcome).last == Point2D(x: 393, y: 0))
  }

  @Test func theReadmesSwiftUIBlockIsThisFile() throws {
    let blocks = try ReadmeSnippetTests.swiftBlocks(of: "README.md")
    let swiftUI = try #require(
      blocks.first { $0.body.contains { $0.hasPrefix("struct PagesView") } })
    #expect(
      swiftUI.directives == ["source Tests/UIKitSurfaceTests/ReadmeSwiftUISnippetTests.swift"])
  }
}
