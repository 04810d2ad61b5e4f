import Foundation

/// A bitmap image (inert: nothing is drawn headless; an image knows its size in pixels).
public final class CGImage: @unchecked Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Bits per colour component (8).
  public var bitsPerComponent: Int { 8 }
  /// Bits per pixel (32: RGBA).
  public var bitsPerPixel: Int { 32 }
  /// Bytes per row.
  public var bytesPerRow: Int { width * 4 }

  /// An empty bitmap of `width` × `height` pixels (negative sizes are 0).
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// The part of the image in `rect` (pixels), or nil when it lies outside.
  public func cropping(to rect: CGRect) -> CGImage? {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let part = rect.standardized.intersection(bounds)
    guard !part.isNull, part.width.isFinite, part.height.isFinite else { return nil }
    return CGImage(width: Int(part.width.rounded()), height: Int(part.height.rounded()))
  }
}
