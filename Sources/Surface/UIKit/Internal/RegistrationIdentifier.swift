import Synchronization

/// Reuse identifiers of ours for cell and supplementary registrations: each registration gets
/// its own, so its cells are reused only for it, as UIKit's registrations are.
enum RegistrationIdentifier {
  private static let counter = Atomic<Int>(0)

  /// A new identifier naming `kind` and the registered class.
  static func next(_ kind: String, for viewClass: AnyClass) -> String {
    let number = counter.wrappingAdd(1, ordering: .relaxed).newValue
    return "HapticTape.\(kind).\(number).\(String(describing: viewClass))"
  }
}
