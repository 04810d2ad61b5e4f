/// How a presented view controller is shown.
///
/// The sheet styles (`.pageSheet`, `.formSheet` and `.automatic`) show the presented view at the
/// bottom of the window at its sheet's detent (``UISheetPresentationController``); the others
/// over the whole window (ours: a pop-over too). The presenting
/// controller hears `viewWillDisappear`/`viewDidDisappear` only for `.fullScreen` and
/// `.currentContext`, whose presenting views UIKit removes; the sheet styles (and `.automatic`,
/// a page sheet on iOS 13 and later), the `over…` styles, pop-overs and `.custom` keep the
/// presenting view, so it hears nothing, as in UIKit.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2

  /// Whether the style shows a sheet (``UISheetPresentationController``): a page or form
  /// sheet, or `.automatic`, a page sheet on a phone.
  var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }

  /// Whether UIKit removes the presenting controller's view (so it disappears).
  var removesPresentingView: Bool {
    self == .fullScreen || self == .currentContext
  }
}
