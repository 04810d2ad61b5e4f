import Foundation

/// A date written as a ``DatePicker`` shows it, the same on every machine.
///
/// In the Gregorian calendar at UTC, in English (US) medium date and short time patterns,
/// `Mar 5, 2025` and `9:41 AM` (ours: iOS uses the device's locale, calendar and time zone,
/// which a replay must not depend on). Computed from the date's seconds alone, with no
/// formatter, so no locale data or clock is read.
struct GregorianDateText {
  /// The day, month and year: "Mar 5, 2025".
  let date: String
  /// The hour and minute on a 12-hour clock: "9:41 AM".
  let time: String

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The text of `instant`; nil when it is not a finite time within about three million years
  /// of 1970 (ours: then nothing is shown).
  init?(_ instant: Date) {
    let interval = instant.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e14 else { return nil }
    // Whole seconds, rounded down, as a picker shows the minute a time is in.
    let seconds = Int(interval.rounded(.down))
    var (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
    if secondOfDay < 0 {
      days -= 1
      secondOfDay += 86_400
    }
    let (year, month, day) = Self.civil(fromDaysSince1970: days)
    date = "\(Self.months[month - 1]) \(day), \(year)"
    let hour = secondOfDay / 3_600
    let minute = secondOfDay % 3_600 / 60
    let hourOnClock = hour % 12 == 0 ? 12 : hour % 12
    let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
    time = "\(hourOnClock):\(minuteText) \(hour < 12 ? "AM" : "PM")"
  }

  /// The proleptic Gregorian year, month (1...12) and day of the month `days` after
  /// 1 January 1970 (Howard Hinnant's `civil_from_days`, eras of 400 years).
  private static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468  // days since 1 March of year 0
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
