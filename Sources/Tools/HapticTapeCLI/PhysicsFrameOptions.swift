import ArgumentParser

/// The display-grid options `physics fling` and `physics spring` share: the pixel scale, the
/// frame rate and whether to print every frame.
struct PhysicsFrameOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: """
      Device pixels per point: the offset grid and the settling distance (0.5/scale pt). \
      (default: 3)
      """,
    transform: NumberOption.scale.parse)
  var scale: Double = 3

  @Option(
    parsing: .unconditional,
    help: "Display frames per second for --trace and the frame-grid times. (default: 120)",
    transform: NumberOption.framesPerSecond.parseWhole)
  var fps: Int = 120

  @Flag(help: "Also print the position at every display frame.")
  var trace = false

  /// The longest motion computed, in seconds: the 60 s `MomentumSimulation.completionTime`
  /// stops at, which the spring's settling search shares.
  static let maximumDuration = 60.0

  /// The most frames a command computes and prints: ``maximumDuration`` at the largest `--fps`
  /// (1000 Hz), and the frame at time 0.
  static let maximumFrameCount = 60_001

  /// The number of frames from time 0 through `duration` seconds, on the `--fps` grid.
  /// - Throws: ``CommandFailure`` naming ``maximumFrameCount`` when there would be more.
  func frameCount(through duration: Double) throws -> Int {
    let frames = (duration * Double(fps)).rounded(.down) + 1
    guard frames.isFinite, frames >= 1, frames <= Double(Self.maximumFrameCount) else {
      throw CommandFailure(
        "the motion lasts \(duration) s, over the limit of \(Self.maximumFrameCount) frames "
          + "(PhysicsFrameOptions.maximumFrameCount) at --fps \(fps); lower --fps")
    }
    return Int(frames)
  }
}
