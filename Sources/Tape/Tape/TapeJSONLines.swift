import TouchCore
import TouchModel

/// The JSON Lines interchange form of a tape: the header object on the first line, then one
/// event per line, lossless at the tape's grid precision in both directions.
///
/// ```swift
/// let tape = try RecordedTape(contentsOf: "Recordings/secret-offer/pull-fail-release.htape")
/// let text = TapeJSONLines.encode(header: tape.header, events: tape.events)
/// // {"htape":"1.0","writer":"0.1.0","scene":"secret-offer",…}
/// // {"kind":"touch","t":1.532000,"id":1,"phase":"moved","x":212.3,"y":401.0}
/// // {"kind":"haptic","t":1.532000,"stream":"haptics","name":"continuous","fields":{…}}
/// let back = try TapeJSONLines.decode(Array(text.utf8), path: "pull.jsonl")
/// ```
///
/// The schema is documented in the format document (`TapeFormat.md`, "JSON Lines").
public enum TapeJSONLines {
  /// The whole tape as JSON Lines text, each line ending in a newline.
  public static func encode(header: TapeHeader, events: [TapeEvent]) -> String {
    var text = headerLine(header) + "\n"
    for event in events {
      text += line(for: event, grids: header.grids)
      text += "\n"
    }
    return text
  }

  /// The header as one JSON object.
  public static func headerLine(_ header: TapeHeader) -> String {
    let device = header.device
    var text =
      "{\"htape\":\"\(header.version)\",\"writer\":\(TapeJSONText.quoted(header.writerVersion))"
    text += ",\"scene\":\(TapeJSONText.quoted(header.sceneID))"
    text += ",\"configuration\":\(TapeJSONText.quoted(header.sceneConfiguration))"
    text += ",\"device\":{\"name\":\(TapeJSONText.quoted(device.name))"
    text += ",\"width\":\(device.screenSize.width),\"height\":\(device.screenSize.height)"
    text += ",\"scale\":\(device.scale),\"frameRate\":\(device.frameRate)"
    text += ",\"touchRate\":\(device.touchRate)}"
    text += ",\"grids\":{\"positionPerPoint\":\(header.grids.positionUnitsPerPoint)"
    text += ",\"scalarPerUnit\":\(header.grids.scalarUnitsPerUnit)}"
    text += ",\"metadata\":{"
    text += header.sortedMetadata.map {
      "\(TapeJSONText.quoted($0.key)):\(TapeJSONText.quoted($0.value))"
    }.joined(separator: ",")
    return text + "}}"
  }

  /// One event as one JSON object (no newline).
  ///
  /// Values are written on `grids`.
  public static func line(for event: TapeEvent, grids: TapeHeader.Grids) -> String {
    let position = { (value: Double) in
      TapeJSONText.number(value, units: grids.positionUnitsPerPoint)
    }
    let scalar = { (value: Double) in
      TapeJSONText.number(value, units: grids.scalarUnitsPerUnit)
    }
    let seconds = { (timestamp: Timestamp) in TapeTimeFormat.seconds(timestamp.microseconds) }
    switch event {
    case .touch(let sample):
      var text =
        "{\"kind\":\"touch\",\"t\":\(seconds(sample.timestamp)),\"id\":\(sample.id.rawValue)"
      text += ",\"phase\":\"\(sample.phase)\",\"x\":\(position(sample.location.x))"
      text += ",\"y\":\(position(sample.location.y))"
      if let force = sample.force { text += ",\"force\":\(scalar(force))" }
      if let radius = sample.majorRadius { text += ",\"radius\":\(position(radius))" }
      if !sample.coalesced.isEmpty {
        text += ",\"coalesced\":["
        text += sample.coalesced.map { entry in
          var item = "{\"t\":\(seconds(entry.timestamp)),\"x\":\(position(entry.location.x))"
          item += ",\"y\":\(position(entry.location.y))"
          if let force = entry.force { item += ",\"force\":\(scalar(force))" }
          if let radius = entry.majorRadius { item += ",\"radius\":\(position(radius))" }
          return item + "}"
        }.joined(separator: ",")
        text += "]"
      }
      return text + "}"
    case .command(let command):
      var text = "{\"kind\":\"command\",\"t\":\(seconds(command.timestamp))"
      text += ",\"name\":\(TapeJSONText.quoted(command.name)),\"args\":["
      text += command.arguments.map { argument in
        switch argument {
        case .integer(let value): "\(value)"
        case .number(let value): "{\"number\":\(scalar(value))}"
        case .text(let value): TapeJSONText.quoted(value)
        case .size(let size): "{\"size\":[\(position(size.width)),\(position(size.height))]}"
        case .point(let point): "{\"point\":[\(position(point.x)),\(position(point.y))]}"
        }
      }.joined(separator: ",")
      return text + "]}"
    case .record(let record):
      var text =
        "{\"kind\":\(TapeJSONText.quoted(record.kind.name)),\"t\":\(seconds(record.timestamp))"
      text +=
        ",\"stream\":\(TapeJSONText.quoted(record.stream)),\"name\":\(TapeJSONText.quoted(record.name))"
      text += ",\"fields\":{"
      text += record.fields.map { field in
        let value: String
        switch field.value {
        case .integer(let integer): value = "\(integer)"
        case .flag(let flag): value = flag ? "true" : "false"
        case .symbol(let symbol): value = TapeJSONText.quoted(symbol)
        case .duration(let amount):
          value =
            "{\"sec\":\(TapeTimeFormat.seconds(Timestamp(nanoseconds: amount.nanoseconds).microseconds))}"
        case .position(let number): value = "{\"pt\":\(position(number))}"
        // A bare number that always has a fraction or an exponent (`0.31`, `1.0`), which is
        // what tells it from an integer; `{"scalar":x}`, the 1.0 writers' shape, is still read.
        case .scalar(let number): value = scalar(number)
        }
        return "\(TapeJSONText.quoted(field.name)):\(value)"
      }.joined(separator: ",")
      return text + "}}"
    }
  }
}
