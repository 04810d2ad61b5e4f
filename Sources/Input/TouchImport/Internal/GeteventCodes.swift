/// The Linux input event types and codes a touch import reads, by number and by the label
/// `getevent -l` prints.
///
/// Numbers from the kernel's `include/uapi/linux/input-event-codes.h` (EV_SYN 0x00, EV_KEY 0x01,
/// EV_ABS 0x03; SYN_REPORT 0, SYN_MT_REPORT 2; BTN_TOUCH 0x14a; ABS_X 0x00, ABS_Y 0x01,
/// ABS_PRESSURE 0x18, ABS_MT_SLOT 0x2f, ABS_MT_TOUCH_MAJOR 0x30, ABS_MT_TOUCH_MINOR 0x31,
/// ABS_MT_POSITION_X 0x35, ABS_MT_POSITION_Y 0x36, ABS_MT_TRACKING_ID 0x39, ABS_MT_PRESSURE 0x3a),
/// as in the kernel header above. Other labels are known as "some code" (−1)
/// and ignored, so `BTN_TOOL_FINGER` or `MSC_SCAN` lines pass by.
enum GeteventCodes {
  static let evSyn = 0x00
  static let evKey = 0x01
  static let evAbs = 0x03
  static let synReport = 0x00
  static let synMTReport = 0x02
  static let btnTouch = 0x14a
  static let absX = 0x00
  static let absY = 0x01
  static let absPressure = 0x18
  static let slot = 0x2f
  static let touchMajor = 0x30
  static let positionX = 0x35
  static let positionY = 0x36
  static let trackingID = 0x39
  static let mtPressure = 0x3a
  /// A labelled code this import does not read.
  static let other = -1

  private static let types: [Substring: Int] = [
    "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04, "EV_SW": 0x05,
    "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16,
  ]

  private static let absCodes: [Substring: Int] = [
    "ABS_X": absX, "ABS_Y": absY, "ABS_PRESSURE": absPressure, "ABS_MT_SLOT": slot,
    "ABS_MT_TOUCH_MAJOR": touchMajor, "ABS_MT_POSITION_X": positionX,
    "ABS_MT_POSITION_Y": positionY,
    "ABS_MT_TRACKING_ID": trackingID, "ABS_MT_PRESSURE": mtPressure,
  ]

  /// The type of a `TYPE` field: a label (`EV_ABS`) or four hexadecimal digits (`0003`).
  static func type(_ text: Substring) -> Int? {
    if let number = hex4(text) { return number }
    return types[text] ?? (text.hasPrefix("EV_") ? other : nil)
  }

  /// The code of a `CODE` field: a label, four hexadecimal digits, or `other` for an unread label.
  static func code(_ text: Substring, type: Int) -> Int? {
    if let number = hex4(text) { return number }
    switch text {
    case "SYN_REPORT": return type == evSyn ? synReport : other
    case "SYN_MT_REPORT": return type == evSyn ? synMTReport : other
    case "BTN_TOUCH": return type == evKey ? btnTouch : other
    default: break
    }
    if type == evAbs, let code = absCodes[text] { return code }
    let isLabel =
      text.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" } && text.first?.isLetter == true
    return isLabel ? other : nil
  }

  /// The value of a `VALUE` field: eight hexadecimal digits, or `DOWN`/`UP` for labelled keys.
  static func value(_ text: Substring) -> Int64? {
    switch text {
    case "DOWN": 1
    case "UP": 0
    case "REPEAT": 2
    default: LogNumber.getevent(hex: text)
    }
  }

  /// Words that start the indented lines of a `getevent -p`/`-i` device block.
  static func isDeviceBlockWord(_ word: Substring) -> Bool {
    [
      "events:", "bus:", "vendor", "product", "version", "version:", "location:", "id:", "input",
      "KEY", "ABS", "REL", "SW", "LED", "MSC", "SYN",
    ]
    .contains(word) || word.allSatisfy(\.isHexDigit)
  }

  private static func hex4(_ text: Substring) -> Int? {
    guard text.utf8.count == 4 else { return nil }
    var value = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * 16 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"):
        value = value * 16 + Int(byte - UInt8(ascii: "a")) + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"):
        value = value * 16 + Int(byte - UInt8(ascii: "A")) + 10
      default: return nil
      }
    }
    return value
  }
}
