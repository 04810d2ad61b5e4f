/// Where a view controller is in its appearance transitions.
///
/// UIKit calls `viewWillAppear` once between two `viewDidDisappear`s, and so on. A transition keeps its `animated` flag for the
/// `did` callback.
enum HeadlessAppearance: Equatable, Sendable {
  case disappeared
  case appearing(animated: Bool)
  case appeared
  case disappearing(animated: Bool)

  /// Whether a transition is in progress.
  var isTransitioning: Bool {
    switch self {
    case .appearing, .disappearing: true
    case .appeared, .disappeared: false
    }
  }
}
