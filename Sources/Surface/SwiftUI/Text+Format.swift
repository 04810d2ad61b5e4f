import Foundation
import UIKit

extension Text {
  /// `input` as `format` writes it: `Text(price, format: .currency(code: "USD"))`, measured by
  /// the characters Foundation's format gives on this machine.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// `date` written as `style` says: the date ("Mar 5, 2025") or the time ("9:41 AM") in the
  /// Gregorian calendar at UTC in English, as a date picker shows it; a span from the replay's
  /// clock as a timer's "m:ss" (or "h:mm:ss") for the styles that count, fixed when the view is
  /// made (ours: iOS updates them as time passes, in its own words for `relative` and `offset`).
  public init(_ date: Date, style: DateStyle) {
    guard let text = GregorianDateText(date) else {
      self.init(verbatim: "")
      return
    }
    switch style.kind {
    case .date: self.init(verbatim: text.date)
    case .time: self.init(verbatim: text.time)
    case .relative, .offset, .timer:
      self.init(verbatim: Self.timerText(seconds: date.timeIntervalSince(HeadlessClock.date())))
    }
  }

  /// `seconds`, whole and unsigned, as a timer shows them: "m:ss", or "h:mm:ss" from an hour.
  static func timerText(seconds: Double) -> String {
    let whole = seconds.isFinite ? Int(min(abs(seconds), 1e12).rounded(.down)) : 0
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    let pad = GregorianDateText.twoDigits
    return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
  }

  /// How `Text(_:style:)` writes a date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind
    /// The date alone: "Mar 5, 2025".
    public static let date = DateStyle(kind: .date)
    /// The time alone: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The span from now to the date (written as a timer's, ours).
    public static let relative = DateStyle(kind: .relative)
    /// The span from now to the date, signed on iOS (written as a timer's, ours).
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting to or from the date.
    public static let timer = DateStyle(kind: .timer)
  }
}
