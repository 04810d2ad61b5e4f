/// The parts of a date a ``DatePicker`` shows: its date, its time of day, or both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The components' bits.
  public let rawValue: UInt

  /// The components of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}
