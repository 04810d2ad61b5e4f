import HapticTapeSwiftUI
import Testing

// Tolerance: none; components are stored as given.

/// Colours pass between SwiftUI and UIKit with their components, as `UIColor(color)` in a
/// representable's `updateUIView` and `Color(uiColor)` in a body do on iOS.
@Suite("SwiftUI and UIKit colours carry their components across")
struct SwiftUIColorBridgeTests {
  @Test func aSwiftUIColourBecomesTheSameUIColourAndBack() {
    let color = Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5)
    let uiColor = UIColor(color)
    #expect([uiColor.red, uiColor.green, uiColor.blue, uiColor.alpha] == [0.25, 0.5, 0.75, 0.5])
    #expect(Color(uiColor) == color)
    #expect(Color(UIColor(white: 0.3, alpha: 1)) == Color(white: 0.3))
  }
}
