import CoreGraphics
import Foundation
import Testing

// Tolerance: none; strings are compared exactly.

@Suite("CoreGraphics geometry prints as on iOS")
struct GeometryDescriptionTests {
  @Test("points, sizes and rectangles interpolate as Apple's overlay prints them")
  func interpolation() {
    #expect("\(CGPoint(x: 1.5, y: -2))" == "(1.5, -2.0)")
    #expect("\(CGSize(width: 320, height: 50))" == "(320.0, 50.0)")
    #expect("\(CGRect(x: 0, y: 0, width: 100, height: 100))" == "(0.0, 0.0, 100.0, 100.0)")
    #expect(String(describing: [CGRect.zero]) == "[(0.0, 0.0, 0.0, 0.0)]")
  }
}
