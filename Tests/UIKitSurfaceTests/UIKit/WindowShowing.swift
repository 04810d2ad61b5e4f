import UIKit

/// A window the size of the phone's screen (393 × 852 pt) with `home` at its root, shown: the
/// home's appearance callbacks have run, as a scene's first window shows its root.
func windowShowing(_ home: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = home
  home.beginAppearanceTransition(true, animated: false)
  home.endAppearanceTransition()
  return window
}
