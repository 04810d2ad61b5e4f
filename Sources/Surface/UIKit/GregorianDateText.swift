import Foundation

/// A date written as a compact date picker (``UIDatePicker``, SwiftUI's `DatePicker`) shows it,
/// the same on every machine.
///
/// In the Gregorian calendar at UTC, in English (US) medium date and short time patterns,
/// `Mar 5, 2025` and `9:41 AM` (ours: iOS uses the device's locale, calendar and time zone,
/// which a replay must not depend on). Computed from the date's seconds alone, with no
/// formatter, so no locale data or clock is read.
package struct GregorianDateText {
  /// The day, month and year: "Mar 5, 2025".
  package let date: String
  /// The hour and minute on a 12-hour clock: "9:41 AM".
  package let time: String

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The text of `instant`; nil when it is not a finite time within about three million years
  /// of 1970 (ours: then nothing is shown).
  package init?(_ instant: Date) {
    // Whole minutes, rounded down, as a picker shows the minute a time is in.
    guard let fields = GregorianFields(instant) else { return nil }
    date = "\(Self.months[fields.month - 1]) \(fields.day), \(fields.year)"
    let hourOnClock = fields.hour % 12 == 0 ? 12 : fields.hour % 12
    time = "\(hourOnClock):\(Self.twoDigits(fields.minute)) \(fields.hour < 12 ? "AM" : "PM")"
  }

  /// `value` with a leading zero below 10, as a clock writes minutes and seconds ("05").
  package static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
