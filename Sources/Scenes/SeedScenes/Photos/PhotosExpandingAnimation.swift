import Scenes
import TouchCore

/// The strip's `expandingRate` animation around a thumbnail drag (seed 003 `ScrollAnimation`):
/// to 0 when the drag begins, back to 1 when the strip stops.
struct PhotosExpandingAnimation: Hashable, Sendable {
  /// Which end of the drag started the animation.
  enum Kind: String, Hashable, Sendable {
    /// The drag began: the rate animates to 0 (the seed's `.beign`).
    case begin
    /// The strip stopped: the rate animates back to 1.
    case end

    /// The rate the animation ends at.
    var target: Double { self == .begin ? 0 : 1 }
  }

  /// Which end of the drag started it.
  var kind: Kind
  /// The rate over time.
  var rate: TimedAnimation
}
