import Haptics
import HeadlessRuntime
import TouchCore

/// The base of UIKit's feedback generators: each call becomes the system haptic a tape holds,
/// at the replay's virtual time.
open class UIFeedbackGenerator: NSObject {
  /// The view the generator is attached to (iOS 17.5's `init(view:)`); kept, as the haptic plays
  /// the same wherever it is.
  open private(set) weak var view: UIView?

  /// A generator with no view.
  public override init() { super.init() }

  /// A generator attached to `view` (iOS 17.5), as UIKit's interaction-based generators are.
  public init(view: UIView) {
    self.view = view
    super.init()
  }

  /// Wakes the Taptic Engine (inert: headless playback has no latency to hide).
  open func prepare() {}

  /// Emits `kind` now; a value the system could not play is reported, never played.
  func emit(_ kind: SystemFeedback.Kind, call: String) {
    guard let runtime = HeadlessRuntime.current else { return }
    do {
      runtime.emit(.feedback(try SystemFeedback(time: runtime.now.seconds, kind: kind)))
    } catch {
      runtime.report(
        HeadlessProblem(type: String(describing: type(of: self)), call: call, message: "\(error)"))
    }
  }
}

/// Impacts: a tap of a given weight.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of the impact.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The generator's style.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts (UIKit's default).
  public convenience override init() { self.init(style: .medium) }

  /// A generator of `style` impacts attached to `view` (iOS 17.5).
  public init(style: FeedbackStyle, view: UIView) {
    self.style = style
    super.init(view: view)
  }

  /// A generator of medium impacts attached to `view` (iOS 17.5).
  public convenience override init(view: UIView) { self.init(style: .medium, view: view) }

  /// Plays an impact at full intensity.
  open func impactOccurred() { impactOccurred(intensity: 1) }

  /// Plays an impact at `intensity` (0…1).
  ///
  /// Values outside are clamped (ours: UIKit documents the range, not what it does outside it); NaN
  /// is reported and not played.
  open func impactOccurred(intensity: CGFloat) {
    guard intensity.isFinite else {
      emit(.impact(systemStyle, intensity: .nan), call: "impactOccurred(intensity:)")
      return
    }
    emit(
      .impact(systemStyle, intensity: Double(min(max(intensity, 0), 1))),
      call: "impactOccurred(intensity:)")
  }

  /// Plays an impact at full intensity (the location is inert).
  open func impactOccurred(at location: CGPoint) { impactOccurred() }

  /// Plays an impact at `intensity` (the location is inert).
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
    impactOccurred(intensity: intensity)
  }

  private var systemStyle: SystemFeedback.ImpactStyle {
    switch style {
    case .light: .light
    case .medium: .medium
    case .heavy: .heavy
    case .soft: .soft
    case .rigid: .rigid
    }
  }
}

/// Selection ticks: a value changed (a picker, a wheel).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick.
  open func selectionChanged() { emit(.selection, call: "selectionChanged()") }

  /// Plays a selection tick (the location is inert).
  open func selectionChanged(at location: CGPoint) { selectionChanged() }
}

/// Notifications: success, warning, error.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kind of notification.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays the notification pattern of `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    let type: SystemFeedback.NotificationType =
      switch notificationType {
      case .success: .success
      case .warning: .warning
      case .error: .error
      }
    emit(.notification(type), call: "notificationOccurred(_:)")
  }

  /// Plays the notification pattern (the location is inert).
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
    notificationOccurred(notificationType)
  }
}
