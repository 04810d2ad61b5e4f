import Foundation
import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: points, 1e-9 (text metrics: each character 0.5 em).
private let tolerance = 1e-9

@Suite("SwiftUI attributed text: attributes set as on iOS, the text sized by its characters")
struct SwiftUIAttributedTextTests {
  @Test func attributesAreKeptByRunAndTheTextIsItsCharacters() throws {
    var string = AttributedString("Hello, world")
    string.foregroundColor = .primary
    let world = try #require(string.range(of: "world"))
    string[world].backgroundColor = .yellow
    string[world].font = .headline
    // "Hello, " and "world": two runs, the second highlighted.
    #expect(string.runs.count == 2)
    #expect(string[world].backgroundColor == .yellow)
    #expect(string.foregroundColor == .primary)
    var container = AttributeContainer()
    container.kern = 2
    string.mergeAttributes(container)
    #expect(string.kern == 2)
    let view = hostedLayout(pinned(Text(string).accessibilityIdentifier("text")))
    // 12 characters of the 17-pt body: 12 × 8.5 = 102 wide, 20.4 tall.
    let text = try #require(frame(of: "text", in: view))
    #expect(abs(text.width - 102) <= tolerance && abs(text.height - 20.4) <= tolerance)
  }
}
