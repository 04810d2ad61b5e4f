import Foundation
import Testing
import UIKit

// Tolerance: none; the boxes hold the values as they are.

@Suite("NSValue's UIKit geometry boxes, as a notification's userInfo carries a frame")
struct GeometryValueTests {
  @Test("a rectangle, a point and a size come back out of a userInfo dictionary unchanged")
  func boxesRoundTrip() throws {
    let frame = CGRect(x: 0, y: 516.5, width: 393, height: 335.5)
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
      "point": NSValue(cgPoint: CGPoint(x: -3.25, y: 8)),
      "size": NSValue(cgSize: CGSize(width: 120, height: 0.5)),
    ]
    let rect = try #require(
      (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
    #expect(rect == frame)
    #expect((info["point"] as? NSValue)?.cgPointValue == CGPoint(x: -3.25, y: 8))
    #expect((info["size"] as? NSValue)?.cgSizeValue == CGSize(width: 120, height: 0.5))
  }
}
