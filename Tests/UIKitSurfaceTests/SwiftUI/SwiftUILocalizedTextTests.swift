import HapticTapeSwiftUI
import Testing

// Tolerance: widths in points, exact to 1e-9 (each character 0.5 em of 17 pt: 8.5 pt).
private let tolerance = 1e-9

/// The width text of `characters` characters takes at 17 pt.
private func width(_ characters: Int) -> CGFloat { CGFloat(characters) * 8.5 }

/// Texts whose key is a literal, an interpolation or a string the app made.
struct LocalizedTexts: View {
  let title: String
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Hello").accessibilityIdentifier("literal")
      Text("\(3) items").accessibilityIdentifier("integer")
      Text("\(1.5)").accessibilityIdentifier("double")
      Text("\(2.345, specifier: "%.1f") s").accessibilityIdentifier("specifier")
      Text(LocalizedStringKey(title)).accessibilityIdentifier("made")
      Text(verbatim: "\(1.5)").accessibilityIdentifier("verbatim")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `Text` with a `LocalizedStringKey`: the key itself is shown (no strings tables headless), its
/// interpolations formatted as iOS formats them.
@Suite("SwiftUI localized text: the key, its values formatted as on iOS")
struct SwiftUILocalizedTextTests {
  @Test func keysShowThemselvesWithTheirValuesFormatted() throws {
    let root = hostedLayout(LocalizedTexts(title: "Saved!"))
    let expected: [(String, Int)] = [
      ("literal", 5),  // "Hello"
      ("integer", 7),  // "3 items"
      ("double", 8),  // "1.500000": a Double in a key is a %lf argument, six decimals
      ("specifier", 5),  // "2.3 s"
      ("made", 6),  // "Saved!"
      ("verbatim", 3),  // "1.5": verbatim text is a String's interpolation
    ]
    for (identifier, characters) in expected {
      let found = try #require(frame(of: identifier, in: root))
      #expect(abs(found.width - width(characters)) <= tolerance, "\(identifier)")
    }
  }

  @Test func aKeyIsEqualToAnotherSpellingTheSameText() {
    #expect(LocalizedStringKey("a 1") == "a \(1)")
    let key: LocalizedStringKey = "\(1.5)"
    #expect(key == LocalizedStringKey("1.500000"))
    #expect(Text("\(1.5)") == Text(verbatim: "1.500000"))
    #expect(LocalizedStringKey("a") != LocalizedStringKey("b"))
  }
}
