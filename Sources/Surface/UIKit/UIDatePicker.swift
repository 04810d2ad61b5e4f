import Foundation
import QuartzCore

/// A control for choosing a date, a time or a countdown's length, as UIKit's `UIDatePicker`.
///
/// In the wheels style (``preferredDatePickerStyle`` `.wheels`, and a countdown whatever the
/// style) the picker is a ``UIPickerView`` filling its bounds, a wheel for each field: month,
/// day and year for a date; hour, minute and AM/PM for a time; both for a date and time (ours:
/// iOS shows one wheel of days there); hours and minutes for a countdown. Each wheel turns on
/// the calibrated engine and ticks at each row, as the picker's wheels do. Where the wheels come
/// to rest the picker takes their fields: a day past the month's end is the month's last, a date
/// past ``minimumDate`` or ``maximumDate`` is that limit, a countdown of zero is one interval,
/// and the wheels turn to what was taken; then `valueChanged` is sent, as on iOS.
///
/// The compact and inline styles show the date as text and take no turn (inert: no calendar or
/// menu opens). Dates are read and written in the Gregorian calendar at UTC, in English (US);
/// ``locale``, ``calendar`` and ``timeZone`` are kept (ours: a replay must not depend on the
/// machine's). A picker made with no size is 320 × 216 pt, as a picker view.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .time
/// picker.preferredDatePickerStyle = .wheels
/// picker.minuteInterval = 5
/// picker.addAction(UIAction { _ in print(picker.date) }, for: .valueChanged)
/// ```
open class UIDatePicker: UIControl {
  /// What the picker chooses.
  public enum Mode: Int, Sendable {
    /// An hour and minute.
    case time
    /// A day, month and year.
    case date
    /// A date and a time.
    case dateAndTime
    /// A countdown's hours and minutes.
    case countDownTimer
  }

  /// What the picker chooses; a date and a time unless set.
  open var datePickerMode = Mode.dateAndTime { didSet { setNeedsWheels() } }
  /// The style asked for: the system's choice unless set.
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { setNeedsWheels() } }
  /// The style shown: the preferred one, `.automatic` resolved (compact for a date or a time),
  /// and wheels for a countdown whatever was preferred.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The date chosen: when the picker was made (on the replay's clock) unless set.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }
  /// The earliest date the wheels rest on (none unless set; ignored while after
  /// ``maximumDate``, as UIKit's).
  open var minimumDate: Date?
  /// The latest date the wheels rest on (none unless set).
  open var maximumDate: Date?
  /// The minutes between the minute wheel's rows: 1 unless set; a value that does not divide
  /// 60 evenly, or is outside 1…30, counts as 1, as UIKit's.
  open var minuteInterval = 1 { didSet { setNeedsWheels() } }
  /// Whether a date set is shown at its interval's minute (inert: the wheel shows the interval
  /// the minute falls in either way).
  open var roundsToMinuteInterval = true
  /// A countdown's length in seconds, shown in whole minutes from 0 to 23 h 59 min: 0 unless
  /// set.
  open var countDownDuration: TimeInterval = 0 {
    didSet { if isShowingWheels { showValue(animated: false) } }
  }
  /// The locale (inert: the picker writes English (US)).
  open var locale: Locale?
  /// The calendar (inert: the picker reads the Gregorian calendar).
  open var calendar: Calendar! = Calendar(identifier: .gregorian)
  /// The time zone (inert: the picker reads UTC).
  open var timeZone: TimeZone?

  /// Whether the wheels turn; a disabled picker's do not.
  open override var isEnabled: Bool {
    didSet { wheelsView?.isUserInteractionEnabled = isEnabled }
  }

  private var storedDate: Date
  /// The wheels shown in the wheels style, and the fields they turn.
  private var wheelsView: UIPickerView?
  private(set) var wheels: [DateWheel] = []
  private let wheelSource = DatePickerWheelSource()
  private var needsWheels = true

  /// A picker at `frame`; a zero size is 320 × 216 pt.
  public override init(frame: CGRect) {
    storedDate = HeadlessClock.date()
    let size = frame.size == .zero ? UIPickerView.defaultSize : frame.size
    super.init(frame: CGRect(origin: frame.origin, size: size))
    wheelSource.picker = self
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// Sets the date, turning the wheels to it (with their animation when `animated`); sends
  /// nothing, as UIKit's.
  open func setDate(_ date: Date, animated: Bool) {
    storedDate = date
    if isShowingWheels { showValue(animated: animated) }
  }

  // MARK: - Layout

  /// 320 × 216 pt with wheels; compact, the date's text in buttons
  /// (``CompactDatePickerMetrics``: 34.4 pt tall).
  open override var intrinsicContentSize: CGSize {
    if isShowingWheels { return UIPickerView.defaultSize }
    return CompactDatePickerMetrics.size(of: compactTexts)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateWheelsIfNeeded()
    wheelsView?.frame = bounds
  }

  /// The compact style's texts: the date's, the time's, or both (none for a date that cannot
  /// be shown).
  private var compactTexts: [String] {
    guard let text = GregorianDateText(storedDate) else { return [] }
    switch datePickerMode {
    case .time: return [text.time]
    case .date: return [text.date]
    case .dateAndTime, .countDownTimer: return [text.date, text.time]
    }
  }

  // MARK: - Wheels

  private var isShowingWheels: Bool { datePickerStyle == .wheels }

  /// The minute interval in use: the one set when UIKit would take it, else 1.
  private var effectiveMinuteInterval: Int {
    (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
  }

  private func setNeedsWheels() {
    needsWheels = true
    setNeedsLayout()
  }

  /// Makes the wheels the mode and style call for (or takes them away), showing the value.
  private func updateWheelsIfNeeded() {
    guard needsWheels else { return }
    needsWheels = false
    guard isShowingWheels else {
      wheelsView?.removeFromSuperview()
      wheelsView = nil
      wheels = []
      return
    }
    let interval = effectiveMinuteInterval
    wheels =
      switch datePickerMode {
      case .time: DateWheel.wheels(date: false, time: true, minuteInterval: interval)
      case .date: DateWheel.wheels(date: true, time: false)
      case .dateAndTime: DateWheel.wheels(date: true, time: true, minuteInterval: interval)
      case .countDownTimer: [.countdownHours, .countdownMinutes(interval: interval)]
      }
    let view = wheelsView ?? UIPickerView(frame: bounds)
    if wheelsView == nil {
      view.dataSource = wheelSource
      view.delegate = wheelSource
      view.isUserInteractionEnabled = isEnabled
      addSubview(view)
      wheelsView = view
    }
    view.reloadAllComponents()
    showValue(animated: false)
  }

  /// The fields the wheels show: the date's, or the countdown's hours and minutes.
  private var shownFields: GregorianFields? {
    guard datePickerMode == .countDownTimer else { return GregorianFields(storedDate) }
    guard var fields = GregorianFields(Date(timeIntervalSince1970: 0)) else { return nil }
    // A length that is not a number shows as none (ours: UIKit documents no such value).
    let seconds = countDownDuration.isNaN ? 0 : min(max(countDownDuration, 0), 86_340)
    let minutes = Int(seconds / 60)
    (fields.hour, fields.minute) = (minutes / 60, minutes % 60)
    return fields
  }

  /// Turns each wheel to the value's field.
  private func showValue(animated: Bool) {
    guard let picker = wheelsView, let fields = shownFields else { return }
    for (component, wheel) in wheels.enumerated() {
      let row = wheel.row(for: fields)
      if picker.selectedRow(inComponent: component) != row {
        picker.selectRow(row, inComponent: component, animated: animated)
      }
    }
  }

  /// A wheel came to rest: the picker takes the wheels' fields, within its limits, turns the
  /// wheels to what it took, and sends `valueChanged`.
  func wheelsCameToRest() {
    guard let picker = wheelsView, let shown = shownFields else { return }
    let rows = wheels.indices.map { picker.selectedRow(inComponent: $0) }
    let fields = DateWheel.fields(shown, setBy: wheels, at: rows)
    if datePickerMode == .countDownTimer {
      // A countdown never rests at zero: the minute wheel turns on to its first interval.
      let minutes = fields.hour * 60 + fields.minute
      countDownDuration = TimeInterval(max(minutes, effectiveMinuteInterval) * 60)
    } else {
      storedDate = limited(fields.date)
    }
    showValue(animated: true)
    sendActions(for: .valueChanged)
  }

  /// `date` within ``minimumDate`` and ``maximumDate`` (both ignored while the minimum is
  /// after the maximum).
  private func limited(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    if let minimumDate, date < minimumDate { return minimumDate }
    if let maximumDate, date > maximumDate { return maximumDate }
    return date
  }
}
