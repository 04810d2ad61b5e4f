import TouchCore

/// How the gesture language writes values, shared by everything that prints script text.
///
/// Package-visible: `SceneCommand`'s description here and the gesture scripts' in `TouchInput`
/// write values the same way.
package enum ScriptText {
  /// Whole numbers without a fraction (`130`), others as Swift prints them (`0.5`).
  package static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return "\(Int64(value))" }
    return "\(value)"
  }

  /// `x,y`.
  package static func point(_ point: Point2D) -> String {
    "\(number(point.x)),\(number(point.y))"
  }

  /// `WxH`.
  package static func size(_ size: Size2D) -> String {
    "\(number(size.width))x\(number(size.height))"
  }

  /// The largest unit that writes the duration exactly: `2s`, `120ms`, `250us`, `7ns`.
  package static func duration(_ duration: TimeAmount) -> String {
    let nanoseconds = duration.nanoseconds
    for (unit, size) in [("s", Int64(1_000_000_000)), ("ms", 1_000_000), ("us", 1_000)]
    where nanoseconds % size == 0 {
      return "\(nanoseconds / size)\(unit)"
    }
    return "\(nanoseconds)ns"
  }
}
