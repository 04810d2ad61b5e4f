import UIKit

/// Timing functions for ``Animator``.
enum Easing {
  case linear
  /// `2t²` for the first half, `−2t² + 4t − 1` for the second.
  case easeInOut

  func value(_ t: CGFloat) -> CGFloat {
    switch self {
    case .linear: return t
    case .easeInOut: return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t
    }
  }
}
