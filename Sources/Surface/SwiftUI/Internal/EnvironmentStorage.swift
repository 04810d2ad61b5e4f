/// The keyed values of an ``EnvironmentValues``, shared between its copies until one sets a
/// value (copy on write).
final class EnvironmentStorage {
  var values: [ObjectIdentifier: Any] = [:]

  /// A storage of its own with the same values.
  func copy() -> EnvironmentStorage {
    let copy = EnvironmentStorage()
    copy.values = values
    return copy
  }
}
