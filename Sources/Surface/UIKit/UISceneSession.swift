import Foundation

/// The session a scene belongs to: its role and identifier (headless, the replay's one window
/// scene's).
open class UISceneSession: NSObject {
  /// The kind of scene a session is for.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public var rawValue: String
    /// A role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's own interface on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The session's role: `.windowApplication` headless.
  public let role: Role
  /// An identifier that stays the same for the session (the same in every replay, ours).
  public let persistentIdentifier: String
  /// The configuration the scene was made with.
  public let configuration: UISceneConfiguration
  /// Whatever the app keeps with the session.
  open var userInfo: [String: Any]?

  init(role: Role) {
    self.role = role
    persistentIdentifier = "HapticTape-Scene"
    configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    super.init()
  }
}
