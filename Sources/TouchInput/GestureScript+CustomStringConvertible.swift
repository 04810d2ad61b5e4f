import TouchCore

// MARK: - Text form

extension GestureScript: CustomStringConvertible {
  /// The script in the gesture language, one statement per line; parsing it gives the same
  /// actions back, as long as command words are names (a letter, then letters, digits, `-`, `_`).
  ///
  /// ```swift
  /// GestureScript { $0.wait(.milliseconds(120)) }.description  // "wait 120ms\n"
  /// ```
  public var description: String {
    statements.map { Self.text(of: $0.action) + "\n" }.joined()
  }

  private static func text(of action: Action) -> String {
    switch action {
    case .touch(let finger, let point):
      return "touch \(finger.rawValue) at \(text(of: point))"
    case .drag(let moves, let duration, let curve):
      let targets = moves.map { "\($0.finger.rawValue) to \(text(of: $0.destination))" }
      let curveText = curve == .linear ? "" : " curve \(curve.rawValue)"
      return "drag \(targets.joined(separator: " and ")) in \(text(of: duration))\(curveText)"
    case .fling(let finger, let start, let end, let velocity):
      return "fling \(finger.rawValue) from \(text(of: start)) to \(text(of: end)) "
        + "velocity \(text(of: velocity))"
    case .hold(let finger, let duration):
      return "hold \(finger.rawValue) for \(text(of: duration))"
    case .lift(let finger):
      return "lift \(finger.rawValue)"
    case .tap(let point, let duration):
      return "tap \(text(of: point))" + (duration.map { " for \(text(of: $0))" } ?? "")
    case .wait(let duration):
      return "wait \(text(of: duration))"
    case .command(let name, let arguments):
      return "command " + ([name] + arguments.map(text(of:))).joined(separator: " ")
    }
  }

  private static func text(of argument: SceneCommand.Argument) -> String {
    switch argument {
    case .integer(let value): "\(value)"
    case .number(let value): "\(value)"
    case .text(let word): word
    case .size(let size): "\(text(of: size.width))x\(text(of: size.height))"
    case .point(let point): text(of: point)
    }
  }

  private static func text(of point: Point) -> String {
    "\(text(of: point.x)),\(text(of: point.y))"
  }

  /// Whole numbers without a fraction (`130`), others as Swift prints them (`0.5`).
  private static func text(of number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return "\(Int64(number))" }
    return "\(number)"
  }

  /// The largest unit that writes the duration exactly: `2s`, `120ms`, `250us`, `7ns`.
  private static func text(of duration: TimeAmount) -> String {
    let nanoseconds = duration.nanoseconds
    for (unit, size) in [("s", Int64(1_000_000_000)), ("ms", 1_000_000), ("us", 1_000)]
    where nanoseconds % size == 0 {
      return "\(nanoseconds / size)\(unit)"
    }
    return "\(nanoseconds)ns"
  }
}
