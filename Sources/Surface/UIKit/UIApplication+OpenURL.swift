import Foundation

extension UIApplication {
  /// Options for ``open(_:options:completionHandler:)`` (inert).
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Open only a universal link an app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The URL of the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"

  /// Posted when the app becomes active (inert: never posted, a replay is active throughout).
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to become inactive (never headless).
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background (never headless).
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app returns to the foreground (never headless).
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// Opens `url` in another app (inert: nothing leaves a replay); `completion` runs with
  /// `false` on a later turn of the main queue, as when no app takes the URL.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    guard let completion else { return }
    DispatchQueue.main.virtualAsync { completion(false) }
  }

  /// Whether an app could open `url` (inert: false headless, as no other app is installed).
  public func canOpenURL(_ url: URL) -> Bool { false }
}
