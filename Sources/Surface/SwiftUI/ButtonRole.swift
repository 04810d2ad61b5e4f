/// What a button does, for the containers that place or style buttons by it: an alert's and a
/// confirmation dialog's (a cancel button last, a destructive one marked), a swipe action's.
///
/// A role changes no layout or touch handling outside those containers.
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// Cancels: an alert's `UIAlertAction.Style.cancel`.
  public static let cancel = ButtonRole(name: "cancel")
  /// Deletes or loses something: an alert's `UIAlertAction.Style.destructive`.
  public static let destructive = ButtonRole(name: "destructive")
}
