import Foundation

/// What opens a URL for the views inside (`@Environment(\.openURL)`): a `Link`'s tap, an app's
/// own call.
///
/// The system's action opens nothing headless (no other app, no browser; inert, as
/// `UIApplication.open`); an app's own, set with `environment(\.openURL, OpenURLAction { … })`,
/// runs, as on iOS.
public struct OpenURLAction {
  private let handler: (URL) -> Result

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then calls `completion` with whether it was taken.
  public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
    switch handler(url) {
    case .handled: completion(true)
    case .discarded, .systemAction: completion(false)
    }
  }

  /// What a handler did with a URL.
  public enum Result: Sendable {
    /// It took the URL.
    case handled
    /// It dropped the URL.
    case discarded
    /// The system's action should open it (inert headless: it opens nothing).
    case systemAction
  }
}

private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// What opens URLs for the views inside; the system's (inert) unless an app sets its own.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
