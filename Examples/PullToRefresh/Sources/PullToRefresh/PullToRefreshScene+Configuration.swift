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
    /// The top inset that holds the refresh control in view while refreshing, in points (ours;
    /// `UIRefreshControl` is 60 pt tall).
    public var refreshHeight = 60.0
    /// How long the refresh takes, in seconds: the app's network call (ours).
    public var refreshDuration = 1.0
    /// How long the top inset takes to animate back to 0 when the refresh ends, in seconds
    /// (ours; the common 0.3 s of a `UIView` animation).
    public var insetAnimationDuration = 0.3

    /// The default configuration.
    public init() {}

    /// Checks that the values describe a screen.
    /// - Throws: ``SceneError`` naming the first value out of range.
    func validate() throws(SceneError) {
      guard rowCount >= 0 else {
        throw SceneError(.invalidConfiguration, "rowCount must not be negative, got \(rowCount)")
      }
      guard rowHeight > 0 else {
        throw SceneError(.invalidConfiguration, "rowHeight must be positive, got \(rowHeight)")
      }
      guard refreshThreshold > 0, refreshHeight >= 0 else {
        throw SceneError(
          .invalidConfiguration,
          "refreshThreshold must be positive and refreshHeight not negative, got \(refreshThreshold) and \(refreshHeight)"
        )
      }
      guard refreshDuration >= 0, insetAnimationDuration >= 0 else {
        throw SceneError(
          .invalidConfiguration,
          "refreshDuration and insetAnimationDuration must not be negative, got \(refreshDuration) and \(insetAnimationDuration)"
        )
      }
    }
  }
}
