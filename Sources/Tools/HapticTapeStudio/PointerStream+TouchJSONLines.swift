extension PointerStream {
  /// The events in the JSON Lines touch format `haptictape import jsonl` reads
  /// (`TouchJSONLinesParser`), one line per event in time order, times in seconds from the
  /// first event on the 1 µs grid of the tape.
  ///
  /// `force` is the Pointer Events `pressure` over 0.5 for touches and pens: 0.5 is what the
  /// Pointer Events specification reports for an active contact without pressure sensing
  /// (W3C Pointer Events Level 3, §4.1.2 `pressure`), 1.0 what `UITouch.force` calls an average
  /// touch (Apple, UITouch.force). `radius` is half the larger of `width` and `height`, for
  /// touches that report a contact larger than the specification's default of 1 px.
  public func touchJSONLines() -> String {
    guard let origin else { return "" }
    return Self.touchJSONLines(events, origin: origin)
  }

  /// `events` as ``touchJSONLines()`` writes them, times from `origin` (milliseconds).
  static func touchJSONLines(_ events: some Collection<PointerEvent>, origin: Double) -> String {
    let ordered = events.enumerated().sorted { lhs, rhs in
      lhs.element.time != rhs.element.time
        ? lhs.element.time < rhs.element.time : lhs.offset < rhs.offset
    }
    var text = ""
    for (_, event) in ordered {
      var line = "{\"t\":\(Self.seconds(event.time - origin)),\"id\":\(event.pointerID)"
      line +=
        ",\"phase\":\"\(event.phase.rawValue)\",\"x\":\(Self.number(event.x)),\"y\":\(Self.number(event.y))"
      let hasForce = event.pointerType != "mouse"
      if hasForce { line += ",\"force\":\(Self.number(event.pressure / 0.5))" }
      let radius = max(event.width, event.height) / 2
      if event.pointerType == "touch", radius > 0.5 { line += ",\"radius\":\(Self.number(radius))" }
      if event.phase == .moved, !event.coalesced.isEmpty {
        let samples = event.coalesced.map { sample in
          "{\"t\":\(Self.seconds(sample.time - origin)),\"x\":\(Self.number(sample.x)),\"y\":\(Self.number(sample.y))"
            + (hasForce ? ",\"force\":\(Self.number(sample.pressure / 0.5))" : "") + "}"
        }
        line += ",\"coalesced\":[" + samples.joined(separator: ",") + "]"
      }
      text += line + "}\n"
    }
    return text
  }

  /// Milliseconds as seconds on the 1 µs grid: `1234.5678` → `1.234568`.
  static func seconds(_ milliseconds: Double) -> String {
    let micro = Int64((milliseconds * 1000).rounded())
    let sign = micro < 0 ? "-" : ""
    let whole = abs(micro) / 1_000_000
    let fraction = String(abs(micro) % 1_000_000)
    return sign + "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// A finite number as JSON (Swift's shortest round-tripping form).
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
