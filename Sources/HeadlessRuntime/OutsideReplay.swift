import Dispatch

/// Dispatch's own answers, for UIKit-surface code that runs outside any replay (a plain unit
/// test that calls an app's method directly). The surface's `DispatchTime.now()` shadows
/// Dispatch's in every file that imports UIKit; this module does not import UIKit, so here
/// `.now()` is Dispatch's.
public enum OutsideReplay {
  /// `DispatchTime.now()` of the real clock.
  public static func dispatchNow() -> DispatchTime { .now() }
}
