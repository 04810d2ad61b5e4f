import TouchCore
import TouchModel

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
      return "touch \(finger.rawValue) at \(ScriptText.point(point))"
    case .drag(let moves, let duration, let curve):
      let targets = moves.map { "\($0.finger.rawValue) to \(ScriptText.point($0.destination))" }
      let curveText = curve == .linear ? "" : " curve \(curve.rawValue)"
      return
        "drag \(targets.joined(separator: " and ")) in \(ScriptText.duration(duration))\(curveText)"
    case .fling(let finger, let start, let end, let velocity):
      return "fling \(finger.rawValue) from \(ScriptText.point(start)) to \(ScriptText.point(end)) "
        + "velocity \(ScriptText.number(velocity))"
    case .hold(let finger, let duration):
      return "hold \(finger.rawValue) for \(ScriptText.duration(duration))"
    case .lift(let finger):
      return "lift \(finger.rawValue)"
    case .tap(let point, let duration):
      return "tap \(ScriptText.point(point))"
        + (duration.map { " for \(ScriptText.duration($0))" } ?? "")
    case .tapElement(let target, let duration):
      return "tap \(target)" + (duration.map { " for \(ScriptText.duration($0))" } ?? "")
    case .dragElement(let target, let offset, let duration, let curve):
      let curveText = curve == .linear ? "" : " curve \(curve.rawValue)"
      return "drag \(target) by \(ScriptText.number(offset.dx)),\(ScriptText.number(offset.dy)) "
        + "in \(ScriptText.duration(duration))\(curveText)"
    case .flingElement(let target, let velocity):
      return "fling \(target) at \(ScriptText.number(velocity / 1_000)) pt/ms"
    case .wait(let duration):
      return "wait \(ScriptText.duration(duration))"
    case .command(let name, let arguments):
      return "command " + ([name] + arguments.map(\.description)).joined(separator: " ")
    }
  }
}
