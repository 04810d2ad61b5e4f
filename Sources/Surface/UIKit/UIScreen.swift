import HeadlessRuntime

/// The screen of the replay's device: its size, scale and frame rate come from the host.
open class UIScreen: NSObject {
  private let display: HeadlessDisplay

  init(display: HeadlessDisplay) {
    self.display = display
    super.init()
  }

  /// The screen of the replay running now (an iPhone 15 Pro, 393×852 pt at 3×, outside one).
  ///
  /// Its bounds follow the interface's orientation, as on iOS 8 and later: after a rotation they
  /// have the rotated size, from the start of the transition (when `viewWillTransition(to:with:)`
  /// runs; ours, as commonly observed on devices).
  public class var main: UIScreen {
    var display =
      HeadlessRuntime.current?.display
      ?? HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)
    if let size = UIApplicationState.current()?.interfaceSize {
      display.width = Double(size.width)
      display.height = Double(size.height)
    }
    return UIScreen(display: display)
  }

  /// The screen's bounds in points.
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: display.width, height: display.height) }
  /// Pixels per point.
  open var scale: CGFloat { CGFloat(display.scale) }
  /// Pixels per point of the physical panel (the same headless).
  open var nativeScale: CGFloat { CGFloat(display.scale) }
  /// The display's refresh rate.
  open var maximumFramesPerSecond: Int { display.frameRate }
}
