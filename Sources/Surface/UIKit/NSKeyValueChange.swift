/// The kind of change an observation reports: a value set, for the properties of views.
public enum NSKeyValueChange: UInt, Sendable {
  /// The value was set.
  case setting = 1
  /// Objects were inserted into a to-many relationship (not sent headless).
  case insertion = 2
  /// Objects were removed from a to-many relationship (not sent headless).
  case removal = 3
  /// Objects were replaced in a to-many relationship (not sent headless).
  case replacement = 4
}
