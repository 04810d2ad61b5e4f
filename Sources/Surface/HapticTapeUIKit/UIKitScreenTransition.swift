import Scenes
import UIKit

/// A change of a hosted screen's size, as the device makes it when it rotates: the root
/// controller's `viewWillTransition(to:with:)` runs, the window and the views take the new size
/// and lay out (a collection view whose size changed asks its layout
/// `targetContentOffset(forProposedContentOffset:)`), the coordinator's alongside closures run,
/// and its completions run ``duration`` later on the replay's clock.
///
/// A screen maps its gesture scripts' rotation command to it:
///
/// ```swift
/// import HapticTapeUIKit
/// import UIKit
///
/// enum GalleryScreen: UIKitScreen {
///   static let id = "gallery"
///   static let summary = "A photo gallery that turns to landscape."
///   static func makeRootViewController(configuration: UIKitScreenConfiguration)
///     -> UIViewController
///   {
///     UIViewController()
///   }
///
///   static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
///     guard command.name == "rotate", case .size(let size) = command.arguments.first else {
///       throw SceneError(.unknownCommand, "\(id) takes `command rotate WIDTHxHEIGHT`")
///     }
///     try UIKitScreenTransition(to: CGSize(width: size.width, height: size.height))
///       .perform(on: root)
///   }
/// }
/// ```
public struct UIKitScreenTransition: Sendable {
  /// The duration of a rotation, 0.4 s.
  ///
  /// The coordinator's `transitionDuration` iOS reports for a quarter turn of an iPhone (ours:
  /// the commonly logged value, not measured here). It decides when the coordinator's
  /// completions run.
  public static let rotationDuration: TimeInterval = 0.4

  /// The screen's new size, in points.
  public var size: CGSize
  /// The transition's duration, in seconds.
  public var duration: TimeInterval
  /// The coordinator's `targetTransform`; `nil` works it out from the old and new sizes: a
  /// quarter turn when the change swaps portrait and landscape (−π/2 into landscape, π/2 back;
  /// ours: UIKit's sign depends on which way the device turned, which a gesture script does not
  /// say), identity otherwise.
  public var targetTransform: CGAffineTransform?

  /// A change to `size` over `duration` seconds.
  public init(
    to size: CGSize, duration: TimeInterval = Self.rotationDuration,
    targetTransform: CGAffineTransform? = nil
  ) {
    self.size = size
    self.duration = duration
    self.targetTransform = targetTransform
  }

  /// Runs the change on the window that shows `root`.
  ///
  /// Call it from ``UIKitScreen/handle(_:in:)``, which runs inside the replay: there the
  /// completions wait for ``duration`` on the replay's clock and what the change causes is
  /// recorded. Called outside a replay, the completions run at once.
  /// - Throws: ``SceneError`` `.invalidArgument` for a size that is not finite and positive or a
  ///   duration that is not finite and non-negative; `.hostedCode` when `root` is not shown in a
  ///   hosted window.
  public func perform(on root: UIViewController) throws(SceneError) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw SceneError(
        .invalidArgument,
        "a screen size must be finite and positive, such as 852x393; got "
          + "\(size.width)x\(size.height)")
    }
    guard duration.isFinite, duration >= 0 else {
      throw SceneError(
        .invalidArgument,
        "a transition duration must be finite and not negative, in seconds; got \(duration)")
    }
    guard let window = root.viewIfLoaded?.window else {
      throw SceneError(
        .hostedCode,
        "\(type(of: root)) is not shown in a hosted window; pass the screen's root controller")
    }
    let transform = targetTransform ?? quarterTurn(from: window.bounds.size)
    window.headlessTransition(to: size, duration: duration, targetTransform: transform)
  }

  /// A quarter turn when portrait and landscape swap, identity otherwise.
  private func quarterTurn(from old: CGSize) -> CGAffineTransform {
    let wasLandscape = old.width > old.height
    let isLandscape = size.width > size.height
    guard wasLandscape != isLandscape else { return .identity }
    return CGAffineTransform(rotationAngle: isLandscape ? -.pi / 2 : .pi / 2)
  }
}
