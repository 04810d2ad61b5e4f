/// A pushed view zooming out of its source (iOS 18; inert).
///
/// Headless, a view pushed with it is pushed as with the platform's push: at once in the stack's
/// frame, the view below hidden. The zoom is drawing between two frames that nothing recorded
/// samples, and the zoomed view's interactive dismissal (a pinch or a drag down) is not
/// modelled.
public struct ZoomNavigationTransition: NavigationTransition {}
