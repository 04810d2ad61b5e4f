/// How the source view of a zoom looks while it zooms (iOS 18; inert, as
/// ``ZoomNavigationTransition``).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

extension MatchedTransitionSourceConfiguration {
  /// The source's background while it zooms (inert).
  public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
  /// The source clipped to `shape` while it zooms (inert).
  public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
    self
  }
  /// The source's shadow while it zooms (inert).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some MatchedTransitionSourceConfiguration { self }
}
