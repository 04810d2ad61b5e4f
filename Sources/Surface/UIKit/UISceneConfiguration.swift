import Foundation

/// The configuration a scene is made with (inert: a hosted screen is made by its host, not by
/// an Info.plist configuration).
open class UISceneConfiguration: NSObject {
  /// The configuration's name.
  public let name: String?
  /// The role of the sessions it is for.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate (inert).
  open var delegateClass: AnyClass?
  /// The class of the scene (inert).
  open var sceneClass: AnyClass?

  /// A configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}
