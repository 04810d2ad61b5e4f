/// The screen a hosted hierarchy is shown on: `UIScreen.main` reads it.
public struct HeadlessDisplay: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Pixels per point (`UIScreen.scale`).
  public var scale: Double
  /// Display frames per second (`UIScreen.maximumFramesPerSecond`).
  public var frameRate: Int

  /// A display of `width` × `height` points.
  public init(width: Double, height: Double, scale: Double, frameRate: Int) {
    self.width = width
    self.height = height
    self.scale = scale
    self.frameRate = frameRate
  }
}
