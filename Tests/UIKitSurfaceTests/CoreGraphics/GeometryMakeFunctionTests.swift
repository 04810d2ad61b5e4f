import CoreGraphics
import Foundation
import Testing

// Tolerance: none; the functions copy their arguments.

@Suite("CoreGraphics' make functions, as current iOS SDKs import them")
struct GeometryMakeFunctionTests {
  @Test("CGPointMake and CGSizeMake take x, y and width, height in that order")
  func argumentsInOrder() {
    #expect(CGPointMake(12.5, -3) == CGPoint(x: 12.5, y: -3))
    #expect(CGSizeMake(320, 50) == CGSize(width: 320, height: 50))
  }
}
