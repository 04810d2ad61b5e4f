import Foundation

extension UIWindow {
  /// Posted when a window became visible.
  ///
  /// Inert: never posted headless (a replay posts no notifications, so replays running side by
  /// side do not hear each other's); declared so observers of it compile.
  public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted when a window was hidden (inert, as ``didBecomeVisibleNotification``).
  public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
  /// Posted when a window became key (inert, as ``didBecomeVisibleNotification``).
  public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted when a window stopped being key (inert, as ``didBecomeVisibleNotification``).
  public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")
}
