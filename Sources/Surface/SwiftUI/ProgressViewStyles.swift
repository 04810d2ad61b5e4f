/// The platform's progress style: a bar when the amount is known, a spinner when it is not
/// (inert: nothing is drawn).
public struct DefaultProgressViewStyle: ProgressViewStyle, PlatformProgressViewStyle {
  /// The platform's style.
  public init() {}
  var appearance: ProgressAppearance { .automatic }
  /// The progress view as the platform shows it.
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A bar, empty while the amount is unknown (ours: iOS animates an indeterminate bar; inert:
/// nothing is drawn).
public struct LinearProgressViewStyle: ProgressViewStyle, PlatformProgressViewStyle {
  /// The linear style.
  public init() {}
  var appearance: ProgressAppearance { .linear }
  /// A bar of the amount done.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A spinner, whatever the amount, as on iOS (inert: nothing is drawn).
public struct CircularProgressViewStyle: ProgressViewStyle, PlatformProgressViewStyle {
  /// The circular style.
  public init() {}
  /// A spinner tinted `tint` (inert: nothing is drawn).
  public init(tint: Color) {}
  var appearance: ProgressAppearance { .circular }
  /// A spinner.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}
