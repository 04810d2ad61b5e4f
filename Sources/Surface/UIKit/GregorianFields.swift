import Foundation

/// A date's fields in the proleptic Gregorian calendar at UTC, and back: what a date picker
/// (``UIDatePicker``, SwiftUI's `DatePicker`) shows and its wheels set, the same on every machine
/// (ours: iOS uses the device's calendar and time zone, which a replay must not depend on).
///
/// Computed from the date's seconds with Howard Hinnant's `civil_from_days` and
/// `days_from_civil` (eras of 400 years), so no calendar data or clock is read.
struct GregorianFields: Equatable {
  var year: Int
  /// 1…12.
  var month: Int
  /// 1…31.
  var day: Int
  /// 0…23.
  var hour: Int
  /// 0…59.
  var minute: Int
  /// The seconds into the minute, with their fraction (kept when a wheel changes another field).
  var second: Double

  /// The fields of `instant`; nil when it is not a finite time within about three million years
  /// of 1970 (ours).
  init?(_ instant: Date) {
    let interval = instant.timeIntervalSince1970
    guard interval.isFinite, abs(interval) < 1e14 else { return nil }
    let whole = interval.rounded(.down)
    let seconds = Int(whole)
    var (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
    if secondOfDay < 0 {
      days -= 1
      secondOfDay += 86_400
    }
    (year, month, day) = Self.civil(fromDaysSince1970: days)
    hour = secondOfDay / 3_600
    minute = secondOfDay % 3_600 / 60
    second = Double(secondOfDay % 60) + (interval - whole)
  }

  /// The instant of these fields; the day is taken within its month first.
  var date: Date {
    let day = min(max(day, 1), Self.daysIn(month: month, year: year))
    let days = Self.daysSince1970(year: year, month: month, day: day)
    let seconds = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60) + second
    return Date(timeIntervalSince1970: seconds)
  }

  /// The number of days in `month` (1…12) of `year`.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The proleptic Gregorian year, month (1...12) and day of the month `days` after
  /// 1 January 1970 (`civil_from_days`).
  static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
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

  /// The days from 1 January 1970 to `year`-`month`-`day` (`days_from_civil`).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let monthFromMarch = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
