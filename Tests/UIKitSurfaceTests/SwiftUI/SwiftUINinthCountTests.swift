import Foundation
import HapticTapeSwiftUI
import Testing

// Tolerance: 1e-9 points. Text is 0.5 em a character and 1.2 em a line (17 pt by default); a
// symbol's 1.2 em and a stack's sums round in the last place.
private let tolerance: CGFloat = 1e-9

private func near(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
  value.map { abs($0 - expected) <= tolerance } ?? false
}

@Suite("SwiftUI, the ninth count: localized titles, formatters, baselines, line breaks")
@MainActor
struct SwiftUINinthCountTests {
  /// The width of `view`, at its ideal size, named "probe".
  private func width(_ view: some View) -> CGFloat? {
    frame(of: "probe", in: hostedLayout(pinned(view.fixedSize().accessibilityIdentifier("probe"))))?
      .width
  }

  @Test func fieldsShowTheirKeysAndTheirFormattersText() {
    // An empty field shows its title: "Name", 4 characters of 8.5 pt.
    #expect(width(TextField(LocalizedStringKey("Name"), text: .constant(""))) == 34)
    #expect(
      width(
        TextField(LocalizedStringKey("Name"), text: .constant(""), onEditingChanged: { _ in }))
        == 34)
    // A formatter writes the value: "#1234", 5 characters.
    let formatter = NumberFormatter()
    formatter.positivePrefix = "#"
    #expect(width(TextField("Count", value: .constant(1234), formatter: formatter)) == 42.5)
    #expect(
      width(
        TextField(
          "Count", value: .constant(1234), formatter: formatter, onEditingChanged: { _ in },
          onCommit: {})) == 42.5)
    // A secure field shows a bullet a character: 3 of them.
    #expect(width(SecureField("Password", text: .constant("abc"), onCommit: {})) == 25.5)
    #expect(width(SecureField(LocalizedStringKey("Password"), text: .constant(""))) == 68)
  }

  @Test func labelsTakeKeysAndImageResources() {
    // The symbol is a square one line tall (20.4 pt), 8 pt from the title's 4 characters.
    #expect(near(width(Label(LocalizedStringKey("Star"), systemImage: "star")), 20.4 + 8 + 34))
    // A named image has no pixels headless: the title alone, after the spacing.
    #expect(near(width(Label(LocalizedStringKey("Star"), image: "star")), 8 + 34))
    #expect(near(width(Label("Star", image: ImageResource(name: "star", bundle: .main))), 8 + 34))
    #expect(
      near(
        width(
          Label(LocalizedStringKey("Star"), image: ImageResource(name: "star", bundle: .main))),
        8 + 34))
  }

  @Test func baselineAlignmentsPutTheLinesOnOneBaseline() {
    let root = hostedLayout(
      pinned(
        ZStack(alignment: .trailingLastTextBaseline) {
          Text("Big").font(.system(size: 40)).accessibilityIdentifier("big")
          Text("s").accessibilityIdentifier("small")
        }))
    let big = frame(of: "big", in: root)
    let small = frame(of: "small", in: root)
    // Trailing edges together, 60 pt from the leading edge; the small line's baseline on the
    // big one's (a baseline is a line's bottom in the stated metrics).
    #expect(big?.maxX == 60 && small?.maxX == 60)
    #expect(near(small?.maxY, 48) && big?.maxY == 48)
    #expect(Alignment.centerFirstTextBaseline.vertical == .firstTextBaseline)
    #expect(Alignment.leadingLastTextBaseline.horizontal == .leading)
  }

  @Test func lineBreaksStartNewLines() {
    // At 40 pt a character is 20 pt wide and a line 48 pt tall: "Big" and "Text" on two lines.
    let root = hostedLayout(
      pinned(
        VStack(alignment: .leading, spacing: 0) {
          Text("Big\nText").font(.system(size: 40)).accessibilityIdentifier("two")
          Text("Big\nText").font(.system(size: 40)).frame(width: 60)
            .accessibilityIdentifier("wrapped")
          Text("a\n").accessibilityIdentifier("trailing")
        }))
    #expect(frame(of: "two", in: root)?.size == CGSize(width: 80, height: 96))
    // Three characters a line at 60 pt: "Big" on one, "Text" on two.
    #expect(frame(of: "wrapped", in: root)?.height == 144)
    // A break at the end leaves an empty last line.
    #expect(near(frame(of: "trailing", in: root)?.height, 40.8))
  }

  @Test func bitmapImagesAreSizedAsUIKitImagesAre() {
    let bitmap = CGImage(width: 60, height: 30)
    #expect(width(Image(bitmap, scale: 2, orientation: .left, label: Text("x"))) == 0)
    #expect(width(Image(decorative: bitmap, scale: 1).resizable().frame(width: 12)) == 12)
    #expect(Image.Orientation.allCases.count == 8)
  }
}
