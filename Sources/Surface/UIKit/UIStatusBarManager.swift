import Foundation

/// The status bar of a window scene: where it is and whether it shows.
open class UIStatusBarManager: NSObject {
  private weak var scene: UIWindowScene?

  init(scene: UIWindowScene) {
    self.scene = scene
    super.init()
  }

  /// The status bar's frame: the scene's key window's width by its safe area's top inset, or
  /// zero without a window (ours, as `UIApplication.statusBarFrame`: the bar lies within that
  /// inset; its own height is not modelled).
  open var statusBarFrame: CGRect {
    guard let scene else { return .zero }
    return (scene.keyWindow ?? scene.windows.first)?.statusBarFrame ?? .zero
  }

  /// Whether the status bar is hidden: false headless.
  open var isStatusBarHidden: Bool { false }
}
