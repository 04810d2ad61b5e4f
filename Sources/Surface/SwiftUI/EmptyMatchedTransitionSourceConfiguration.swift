/// A source configuration with nothing set (inert, as ``ZoomNavigationTransition``).
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}
