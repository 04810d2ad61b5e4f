import Foundation

/// One wheel of a date picker's wheel style (``UIDatePicker``, SwiftUI's `DatePicker`): the
/// field it turns, as iOS shows it in English (US).
///
/// The date is month, day and year wheels (`January`, `1`…`31`, `1`…`9999`); the time hour,
/// minute and AM/PM wheels (`12`, `1`…`11`; `00`…`59`); a countdown hours and minutes
/// (`0 hours`…`23 hours`, `0 min`…`59 min`). A minute wheel shows every `minuteInterval`-th
/// minute. In the Gregorian calendar at UTC (``GregorianFields``).
enum DateWheel: Equatable {
  case month, day, year, hour, period
  /// Every `interval`-th minute of the hour.
  case minute(interval: Int)
  /// A countdown's hours, 0…23.
  case countdownHours
  /// A countdown's minutes, every `interval`-th.
  case countdownMinutes(interval: Int)

  /// The last year of the year wheel (ours: iOS's wheel ends later; a replay rarely goes there).
  static let lastYear = 9_999
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The wheels of a picker showing the date, the time or both, left to right (ours: iOS shows
  /// date and time as one wheel of days beside the time's; here they are the six wheels of the
  /// two).
  static func wheels(date: Bool, time: Bool, minuteInterval: Int = 1) -> [DateWheel] {
    (date ? [.month, .day, .year] : [])
      + (time ? [.hour, .minute(interval: minuteInterval), .period] : [])
  }

  /// The number of rows.
  var rowCount: Int {
    switch self {
    case .month: 12
    case .day: 31
    case .year: Self.lastYear
    case .hour: 12
    case .minute(let interval), .countdownMinutes(let interval): 60 / interval
    case .period: 2
    case .countdownHours: 24
    }
  }

  /// The text of `row`.
  func title(_ row: Int) -> String {
    switch self {
    case .month: Self.monthNames[row]
    case .day, .year: "\(row + 1)"
    case .hour: row == 0 ? "12" : "\(row)"
    case .minute(let interval): GregorianDateText.twoDigits(row * interval)
    case .period: row == 0 ? "AM" : "PM"
    case .countdownHours: row == 1 ? "1 hour" : "\(row) hours"
    case .countdownMinutes(let interval): "\(row * interval) min"
    }
  }

  /// The row showing `fields`' value of this wheel (a countdown's wheels read the hour and the
  /// minute of `fields`).
  func row(for fields: GregorianFields) -> Int {
    switch self {
    case .month: fields.month - 1
    case .day: fields.day - 1
    case .year: min(max(fields.year, 1), Self.lastYear) - 1
    case .hour: fields.hour % 12
    case .minute(let interval), .countdownMinutes(let interval): fields.minute / interval
    case .period: fields.hour < 12 ? 0 : 1
    case .countdownHours: fields.hour
    }
  }

  /// `fields` with the values of `wheels` at `rows` (a row below zero leaves its field), the
  /// day taken within the month.
  static func fields(
    _ fields: GregorianFields, setBy wheels: [DateWheel], at rows: [Int]
  ) -> GregorianFields {
    var fields = fields
    var hourOnClock = fields.hour % 12
    var afternoon = fields.hour >= 12
    var hour24: Int?
    for (wheel, row) in zip(wheels, rows) where row >= 0 {
      switch wheel {
      case .month: fields.month = row + 1
      case .day: fields.day = row + 1
      case .year: fields.year = row + 1
      case .hour: hourOnClock = row
      case .minute(let interval), .countdownMinutes(let interval): fields.minute = row * interval
      case .period: afternoon = row == 1
      case .countdownHours: hour24 = row
      }
    }
    fields.hour = hour24 ?? hourOnClock + (afternoon ? 12 : 0)
    fields.day = min(fields.day, GregorianFields.daysIn(month: fields.month, year: fields.year))
    return fields
  }
}
