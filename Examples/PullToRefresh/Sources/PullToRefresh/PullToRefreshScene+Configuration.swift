import HapticTape

// MARK: - Configuration

extension PullToRefreshScene {
  /// The list's configuration: our choices for this example, stored in a tape header only when
  /// a recording overrides them.
  public struct Configuration: SceneConfiguration {
    /// How many rows the list holds (ours).
    public var rowCount = 40
    /// The height of a row, in points (ours; a two-line `UITableViewCell` is about this tall).
    public var rowHeight = 64.0
    /// How far the list must be pulled down past its top to arm the refresh, in points (ours).
    public var refreshThreshold = 80.0
    /// What the top inset grows by to hold the refresh control in view while refreshing, in
    /// points (ours;
    /// `UIRefreshControl` is 60 pt tall).
    public var refreshHeight = 60.0
    /// How long the refresh takes, in seconds: the app's network call (ours).
    public var refreshDuration = 1.0
    /// How long the top inset takes to animate back when the refresh ends, in seconds
    /// (ours; the common 0.3 s of a `UIView` animation).
    public var insetAnimationDuration = 0.3

    /// The default configuration.
    public init() {}

    /// Every key with the values it accepts: `validate(on:)` checks them before the scene is
    /// built, and `haptictape scenes` lists them.
    public static let keys: [SceneConfigurationKey<Self>] = [
      .integer("rowCount", in: 0...SceneConfigurationKey<Self>.maximumItemCount) { $0.rowCount },
      .number("rowHeight", in: 1...1_000, unit: "pt") { $0.rowHeight },
      .number("refreshThreshold", in: 1...1_000, unit: "pt") { $0.refreshThreshold },
      .number("refreshHeight", in: 0...1_000, unit: "pt") { $0.refreshHeight },
      .number("refreshDuration", in: 0...SceneConfigurationKey<Self>.maximumDuration, unit: "s") {
        $0.refreshDuration
      },
      .number(
        "insetAnimationDuration", in: 0...SceneConfigurationKey<Self>.maximumDuration, unit: "s"
      ) { $0.insetAnimationDuration },
    ]
  }
}
