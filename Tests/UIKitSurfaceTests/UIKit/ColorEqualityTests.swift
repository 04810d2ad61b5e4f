import Testing
import UIKit

// Tolerance: none; components are compared exactly.

@Suite("UIColor equality by components, as UIKit compares colours")
struct ColorEqualityTests {
  @Test("two .green calls are equal objects; another colour is not; hashes agree")
  func componentsDecide() {
    #expect(UIColor.green == UIColor.green)
    #expect(UIColor.green.isEqual(UIColor(red: 0, green: 1, blue: 0, alpha: 1)))
    #expect(UIColor.green != UIColor.red)
    #expect(UIColor.green != UIColor.green.withAlphaComponent(0.5))
    #expect(UIColor.green.hash == UIColor(red: 0, green: 1, blue: 0, alpha: 1).hash)
    #expect(!UIColor.green.isEqual("green"))
  }

  @Test("the hierarchy's tint colour is UIKit's default tint, system blue")
  func tintColorIsSystemBlue() {
    #expect(UIColor.tintColor == UIColor.systemBlue)
    #expect(UIColor.tintColor == UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
  }
}
