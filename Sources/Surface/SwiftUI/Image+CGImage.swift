import UIKit

extension Image {
  /// Which way up a bitmap image is drawn (inert: no pixels are drawn).
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    /// As stored.
    case up
    /// Flipped left to right.
    case upMirrored
    /// Turned half a turn.
    case down
    /// Turned half a turn and flipped.
    case downMirrored
    /// Turned a quarter turn anticlockwise.
    case left
    /// Turned a quarter turn anticlockwise and flipped.
    case leftMirrored
    /// Turned a quarter turn clockwise.
    case right
    /// Turned a quarter turn clockwise and flipped.
    case rightMirrored
  }

  /// The bitmap `cgImage` at `scale`, drawn `orientation` up, labelled `label` (inert, as
  /// ``init(uiImage:)``: its pixels are not read).
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(uiImage: UIImage(cgImage: cgImage, scale: scale))
  }

  /// The bitmap `cgImage`, not read by accessibility (inert, as ``init(uiImage:)``).
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(uiImage: UIImage(cgImage: cgImage, scale: scale))
  }
}
