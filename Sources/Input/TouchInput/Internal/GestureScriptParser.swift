import TouchCore
import TouchModel

/// Parses the gesture language one line at a time into statements.
///
/// Each line is split into whitespace-separated words after removing a `#` comment; each
/// statement reads its words left to right and reports the first one that does not fit, with
/// what was expected there.
struct GestureScriptParser {
  /// The verbs, in the order error messages list them.
  static let verbs = ["touch", "drag", "fling", "hold", "lift", "tap", "wait", "command"]

  /// The largest coordinate accepted, in points.
  // source: ours — far beyond any screen, small enough that no arithmetic overflows
  static let coordinateLimit = 100_000.0
  /// The largest magnitude of any number.
  // source: ours — integers up to it are exact in a `Double` and fit an `Int64`
  static let numberLimit = 1e15
  /// The largest release velocity accepted, in points per second.
  // source: ours — 20× the fastest flings of docs/tape-compression.md#gestures (500–5000 pt/s)
  static let velocityLimit = 100_000.0
  /// The longest duration of one statement.
  static let durationLimit = GestureScript.maximumStatementDuration
  /// The finger ids a script may use.
  // source: ours — two digits; a screen tracks at most about ten fingers
  static let fingerRange: ClosedRange<UInt32> = 1...99

  /// What a finger id looks like, for error messages.
  private static let fingerExpectation =
    "a finger id from \(fingerRange.lowerBound) to \(fingerRange.upperBound)"

  /// The curves by name, for error messages.
  private static let curveExpectation =
    "a curve (\(GestureCurve.allCases.map(\.rawValue).joined(separator: ", ")))"

  /// One whitespace-separated word and the column of its first character.
  struct Word {
    var text: Substring
    var column: Int
  }

  private let words: [Word]
  private let line: Int
  private var index = 0

  /// Parses one line (without its line feed) as statement number `line`; `nil` for a blank or
  /// comment line.
  static func parseLine(_ text: Substring, number line: Int) throws(GestureScriptError)
    -> GestureScript.Statement?
  {
    var parser = GestureScriptParser(line: line, words: Self.words(in: text))
    return try parser.parseStatement()
  }

  private init(line: Int, words: [Word]) {
    self.line = line
    self.words = words
  }

  /// The words of `line` before any `#`, separated by spaces, tabs and other ASCII blanks,
  /// with their columns counted in characters.
  private static func words(in line: Substring) -> [Word] {
    let bytes = line.utf8
    let isASCII = bytes.allSatisfy { $0 < 0x80 }
    func word(_ start: Substring.Index, _ end: Substring.Index) -> Word {
      let column =
        isASCII ? bytes.distance(from: bytes.startIndex, to: start) : line[..<start].count
      return Word(text: line[start..<end], column: column + 1)
    }
    var words: [Word] = []
    var start: Substring.Index?
    var position = bytes.startIndex
    while position < bytes.endIndex {
      let byte = bytes[position]
      if byte == UInt8(ascii: "#") { break }
      // space, tab, line feed, vertical tab, form feed, carriage return
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        if let wordStart = start {
          words.append(word(wordStart, position))
          start = nil
        }
      } else if start == nil {
        start = position
      }
      bytes.formIndex(after: &position)
    }
    if let wordStart = start {
      words.append(word(wordStart, position))
    }
    return words
  }

  // MARK: - Statements

  private mutating func parseStatement() throws(GestureScriptError) -> GestureScript.Statement? {
    guard let verb = words.first else { return nil }
    index = 1
    let location = GestureScript.SourceLocation(line: line, column: verb.column)
    let action: GestureScript.Action
    switch verb.text {
    case "touch":
      let finger = try finger()
      try keyword("at")
      action = .touch(finger, at: try point())
    case "drag" where nextIs("item"):
      let target = try elementTarget()
      try keyword("by")
      let offset = try point()
      try keyword("in")
      let duration = try duration()
      action = .dragElement(
        target, by: Vector2D(dx: offset.x, dy: offset.y), duration: duration,
        curve: try optionalCurve())
    case "drag":
      action = try drag()
    case "fling" where nextIs("item"):
      let target = try elementTarget()
      try keyword("at")
      action = .flingElement(target, velocity: try signedVelocity())
    case "fling":
      let finger = try finger()
      try keyword("from")
      let start = try point()
      try keyword("to")
      let end = try point()
      try keyword("velocity")
      action = .fling(finger, from: start, to: end, releaseVelocity: try velocity())
    case "hold":
      let finger = try finger()
      try keyword("for")
      action = .hold(finger, duration: try duration())
    case "lift":
      action = .lift(try finger())
    case "tap" where nextIs("item"):
      let target = try elementTarget()
      action = .tapElement(target, duration: try optionalKeyword("for") ? try duration() : nil)
    case "tap":
      let location = try point()
      action = .tap(at: location, duration: try optionalKeyword("for") ? try duration() : nil)
    case "wait":
      action = .wait(try duration())
    case "command":
      action = try command()
    default:
      throw error(
        "expected a statement (\(Self.verbs.joined(separator: ", "))), found '\(verb.text)'",
        at: verb.column)
    }
    if index < words.count {
      let extra = words[index]
      throw error(
        "unexpected '\(extra.text)' after the '\(verb.text)' statement; write one statement per line",
        at: extra.column)
    }
    return GestureScript.Statement(action: action, location: location)
  }

  private mutating func drag() throws(GestureScriptError) -> GestureScript.Action {
    var moves: [GestureScript.FingerMove] = []
    repeat {
      let finger = try finger()
      try keyword("to")
      moves.append(GestureScript.FingerMove(finger, to: try point()))
    } while try optionalKeyword("and")
    try keyword("in", orElse: "'in' or 'and'")
    let duration = try duration()
    return .drag(moves, duration: duration, curve: try optionalCurve())
  }

  /// `curve NAME` if it comes next, else linear.
  private mutating func optionalCurve() throws(GestureScriptError) -> GestureCurve {
    guard try optionalKeyword("curve") else { return .linear }
    let word = try nextWord(expecting: Self.curveExpectation)
    guard let named = GestureCurve(name: String(word.text)) else {
      throw mismatch(Self.curveExpectation, word)
    }
    return named
  }

  /// Whether the next word is `keyword`, without consuming it.
  private func nextIs(_ keyword: String) -> Bool {
    index < words.count && words[index].text == keyword
  }

  /// `item N in VIEW`.
  private mutating func elementTarget() throws(GestureScriptError) -> GestureScript.ElementTarget {
    try keyword("item")
    let expected = "an item index such as 3"
    let word = try nextWord(expecting: expected)
    guard word.text.allSatisfy(\.isASCIIDigit), word.text.count <= 9, let item = Int(word.text)
    else {
      throw mismatch(expected, word)
    }
    try keyword("in")
    let viewExpectation = "a view name such as strip"
    let view = try nextWord(expecting: viewExpectation)
    guard Self.isName(view.text) else { throw mismatch(viewExpectation, view) }
    return GestureScript.ElementTarget(item: item, in: String(view.text))
  }

  /// A velocity with its unit, `-2 pt/ms`, `-2pt/ms` or `-2000 pt/s`, in points per second.
  private mutating func signedVelocity() throws(GestureScriptError) -> Double {
    let expected = "a velocity such as -2 pt/ms or 1500 pt/s"
    let word = try nextWord(expecting: expected)
    var text = word.text
    var unit: Substring?
    for suffix in ["pt/ms", "pt/s"] where text.hasSuffix(suffix) {
      unit = Substring(suffix)
      text = text.dropLast(suffix.count)
      break
    }
    guard let value = Self.number(text) else { throw mismatch(expected, word) }
    if unit == nil {
      let unitWord = try nextWord(expecting: "a unit, pt/ms or pt/s")
      guard unitWord.text == "pt/ms" || unitWord.text == "pt/s" else {
        throw mismatch("a unit, pt/ms or pt/s", unitWord)
      }
      unit = unitWord.text
    }
    let pointsPerSecond = unit == "pt/ms" ? value * 1_000 : value
    guard pointsPerSecond != 0, abs(pointsPerSecond) <= Self.velocityLimit else {
      throw error(
        "velocity \(word.text) must not be 0 and at most \(Int(Self.velocityLimit)) pt/s "
          + "(\(Int(Self.velocityLimit / 1_000)) pt/ms) either way",
        at: word.column, code: .invalidValue)
    }
    return pointsPerSecond
  }

  private mutating func command() throws(GestureScriptError) -> GestureScript.Action {
    let name = try nextWord(expecting: "a command name such as delete")
    guard Self.isName(name.text) else {
      throw mismatch("a command name such as delete (a letter, then letters, digits, - or _)", name)
    }
    var arguments: [SceneCommand.Argument] = []
    while index < words.count {
      let word = words[index]
      index += 1
      guard let argument = Self.argument(word.text) else {
        throw error(
          "expected a command argument (a number, a word, a point such as 120,400 or a size "
            + "such as 852x393), found '\(word.text)'", at: word.column)
      }
      arguments.append(argument)
    }
    return .command(name: String(name.text), arguments: arguments)
  }

  // MARK: - Words

  /// The next word, or an error at the end of the line saying what was expected.
  private mutating func nextWord(
    expecting expected: @autoclosure () -> String
  ) throws(GestureScriptError) -> Word {
    guard index < words.count else {
      let last = words[index - 1]
      throw error(
        "expected \(expected()) after '\(last.text)'", at: last.column + last.text.count + 1)
    }
    index += 1
    return words[index - 1]
  }

  /// An error for `word`, which is not `expected`.
  private func mismatch(_ expected: String, _ word: Word) -> GestureScriptError {
    let previous = words[index - 2]
    return error(
      "expected \(expected) after '\(previous.text)', found '\(word.text)'", at: word.column)
  }

  private mutating func keyword(
    _ keyword: String, orElse expected: String? = nil
  ) throws(GestureScriptError) {
    let word = try nextWord(expecting: expected ?? "'\(keyword)'")
    guard word.text == keyword else { throw mismatch(expected ?? "'\(keyword)'", word) }
  }

  private mutating func optionalKeyword(_ keyword: String) throws(GestureScriptError) -> Bool {
    guard index < words.count, words[index].text == keyword else { return false }
    index += 1
    return true
  }

  private mutating func finger() throws(GestureScriptError) -> Touch.ID {
    let expected = Self.fingerExpectation
    let word = try nextWord(expecting: expected)
    guard word.text.allSatisfy(\.isASCIIDigit), word.text.count <= 2,
      let raw = UInt32(word.text), Self.fingerRange.contains(raw)
    else { throw mismatch(expected, word) }
    return Touch.ID(raw)
  }

  private mutating func point() throws(GestureScriptError) -> Point2D {
    let expected = "a point such as 120,400"
    let word = try nextWord(expecting: expected)
    guard let point = Self.point(word.text) else { throw mismatch(expected, word) }
    return point
  }

  private mutating func duration() throws(GestureScriptError) -> TimeAmount {
    let expected = "a duration such as 0.4s or 120ms"
    let word = try nextWord(expecting: expected)
    guard let duration = Self.duration(word.text) else { throw mismatch(expected, word) }
    guard duration <= Self.durationLimit else {
      throw error(
        "duration '\(word.text)' is longer than the "
          + "\(Self.durationLimit.nanoseconds / 1_000_000_000) s limit of one statement "
          + "(GestureScript.maximumStatementDuration); split it",
        at: word.column, code: .invalidValue)
    }
    return duration
  }

  private mutating func velocity() throws(GestureScriptError) -> Double {
    let expected = "a release velocity in points per second such as 1500"
    let word = try nextWord(expecting: expected)
    var text = word.text
    if text.hasSuffix("pt/s") { text = text.dropLast(4) }
    guard let value = Self.number(text) else { throw mismatch(expected, word) }
    guard value > 0, value <= Self.velocityLimit else {
      throw error(
        "release velocity \(word.text) must be above 0 and at most \(Int(Self.velocityLimit)) pt/s",
        at: word.column, code: .invalidValue)
    }
    return value
  }

  private func error(
    _ message: String, at column: Int, code: GestureScriptError.Code = .syntax
  ) -> GestureScriptError {
    GestureScriptError(
      code: code, location: GestureScript.SourceLocation(line: line, column: column),
      message: message)
  }

  // MARK: - Values

  /// A decimal number such as `12`, `-0.5` or `1e-05`, within the number limit.
  ///
  /// The grammar is checked byte by byte: an optional `-`, digits, optionally `.` and digits,
  /// optionally `e` or `E`, a sign and one to three digits.
  static func number(_ text: Substring) -> Double? {
    enum Part { case start, sign, whole, point, fraction, exponent, exponentSign, exponentDigits }
    var part = Part.start
    var exponentDigits = 0
    for byte in text.utf8 {
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      switch (part, byte) {
      case (.start, UInt8(ascii: "-")): part = .sign
      // Each pattern carries its own `where`: on a list of patterns it binds only the last.
      case (.start, _) where isDigit, (.sign, _) where isDigit, (.whole, _) where isDigit:
        part = .whole
      case (.whole, UInt8(ascii: ".")): part = .point
      case (.point, _) where isDigit, (.fraction, _) where isDigit:
        part = .fraction
      case (.whole, UInt8(ascii: "e")), (.whole, UInt8(ascii: "E")),
        (.fraction, UInt8(ascii: "e")), (.fraction, UInt8(ascii: "E")):
        part = .exponent
      case (.exponent, UInt8(ascii: "-")), (.exponent, UInt8(ascii: "+")): part = .exponentSign
      case (.exponent, _) where isDigit, (.exponentSign, _) where isDigit,
        (.exponentDigits, _) where isDigit:
        exponentDigits += 1
        guard exponentDigits <= 3 else { return nil }
        part = .exponentDigits
      default: return nil
      }
    }
    guard part == .whole || part == .fraction || part == .exponentDigits,
      let value = Double(text), value.isFinite, abs(value) <= numberLimit
    else { return nil }
    return value
  }

  /// A number that is a coordinate: within the coordinate limit.
  static func coordinate(_ text: Substring) -> Double? {
    guard let value = number(text), abs(value) <= coordinateLimit else { return nil }
    return value
  }

  /// A point written `x,y`.
  static func point(_ text: Substring) -> Point2D? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = coordinate(parts[0]), let y = coordinate(parts[1]) else {
      return nil
    }
    return Point2D(x: x, y: y)
  }

  /// A size written `WxH`, both positive.
  static func size(_ text: Substring) -> Size2D? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = coordinate(parts[0]), let height = coordinate(parts[1]),
      width > 0, height > 0
    else { return nil }
    return Size2D(width: width, height: height)
  }

  /// The duration units and their length in nanoseconds, two-letter units first so `ms` is not
  /// read as `s`.
  private static let durationUnits: [(suffix: String, nanoseconds: Double)] = [
    ("ms", 1e6), ("us", 1e3), ("ns", 1), ("s", 1e9),
  ]

  /// A non-negative duration with a unit: `s`, `ms`, `us` or `ns`.
  static func duration(_ text: Substring) -> TimeAmount? {
    // The unit from the last one or two bytes, as `durationUnits` lists them.
    let bytes = text.utf8
    guard bytes.last == UInt8(ascii: "s") else { return nil }
    let prefix = bytes.dropLast().last
    let unit =
      durationUnits.first { $0.suffix.utf8.count == 2 && $0.suffix.utf8.first == prefix }
      ?? durationUnits[durationUnits.count - 1]
    guard let value = number(text.dropLast(unit.suffix.utf8.count)), value >= 0 else {
      return nil
    }
    // Anything beyond 100 years is simply too long; the caller's limit check reports it.
    let nanoseconds = min((value * unit.nanoseconds).rounded(), 3.2e18)
    return TimeAmount(nanoseconds: Int64(nanoseconds))
  }

  /// Whether `text` is a name: a letter, then letters, digits, `-` or `_`.
  static func isName(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCIILetter else { return false }
    return text.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_" }
  }

  /// A command argument: an integer, a number, a point, a size or a word.
  static func argument(_ text: Substring) -> SceneCommand.Argument? {
    if text.allSatisfy({ $0.isASCIIDigit || $0 == "-" }), let integer = Int64(text) {
      return .integer(integer)
    }
    if let value = number(text) { return .number(value) }
    if let point = point(text) { return .point(point) }
    if let size = size(text) { return .size(size) }
    if isName(text) { return .text(String(text)) }
    return nil
  }
}

extension Character {
  /// Whether this is one of `0`…`9`.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
  /// Whether this is one of `a`…`z`, `A`…`Z`.
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
