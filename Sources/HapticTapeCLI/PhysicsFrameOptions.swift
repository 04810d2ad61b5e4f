import ArgumentParser

/// The display-grid options `physics fling` and `physics spring` share: the pixel scale, the
/// frame rate and whether to print every frame.
struct PhysicsFrameOptions: ParsableArguments {
  @Option(help: "Device pixels per point: the offset grid and the settling distance (0.5/scale pt).")
  var scale: Double = 3

  @Option(help: "Display frames per second for --trace and the frame-grid times.")
  var fps: Int = 120

  @Flag(help: "Also print the position at every display frame.")
  var trace = false

  func validate() throws {
    if scale <= 0 || fps <= 0 { throw ValidationError("--scale and --fps must be positive") }
  }
}
