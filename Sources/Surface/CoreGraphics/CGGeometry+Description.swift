import Foundation

// How Apple's CoreGraphics overlay prints its geometry, so a string an app or a test builds with
// "\(frame)" reads as on iOS: `(0.0, 0.0, 100.0, 100.0)`. Foundation on Linux declares these
// types without a description, so they would print as `CGRect(origin: CGPoint(x: 0.0, …`.

extension CGPoint: @retroactive CustomDebugStringConvertible {
  /// `(x, y)`, as on iOS.
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  /// `(width, height)`, as on iOS.
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  /// `(x, y, width, height)`, as on iOS.
  public var debugDescription: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
