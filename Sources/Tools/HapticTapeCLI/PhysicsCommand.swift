import ArgumentParser

/// `haptictape physics …`: a calculator for scroll feel, and a check of the physics from outside.
struct PhysicsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "physics",
    abstract: "Compute UIScrollView momentum, rubber band and springs as the replay engine does.",
    discussion: """
      Positions are points, times seconds. Fling velocities are points per millisecond, the unit \
      of scrollViewWillEndDragging(_:withVelocity:targetContentOffset:), unless --points-per-second.
      """,
    subcommands: [
      PhysicsFlingCommand.self, PhysicsRubberBandCommand.self, PhysicsSpringCommand.self,
    ])
}

/// How a physics command prints its result.
enum PhysicsOutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// Aligned lines for people.
  case text
  /// One JSON object for scripts.
  case json
}
