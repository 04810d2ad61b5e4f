import TouchCore
import TouchModel

// MARK: - Table

extension RecordedTape {
  /// The events as a readable table, one row per event: time, kind, stream, name, fields.
  ///
  /// Output records of the kinds in `recordKinds` are listed (every kind when `nil`); touches and
  /// commands only when `includingInputs` is set.
  ///
  /// ```
  /// time (s)     kind    stream    name        fields
  /// 1.532000     haptic  haptics   continuous  intensity=0.31 sharpness=0.5 duration=0.1s
  /// ```
  public func table(includingInputs: Bool = false, recordKinds: Set<TapeEventKind>? = nil) -> String
  {
    var rows: [[String]] = [["time (s)", "kind", "stream", "name", "fields"]]
    let grids = header.grids
    for event in events {
      switch event {
      case .touch(let sample) where includingInputs:
        var fields =
          "id=\(sample.id.rawValue) x=\(position(sample.location.x, grids)) y=\(position(sample.location.y, grids))"
        if let force = sample.force {
          fields += " force=\(TapeJSONText.number(force, units: grids.scalarUnitsPerUnit))"
        }
        if !sample.coalesced.isEmpty { fields += " coalesced=\(sample.coalesced.count)" }
        rows.append([seconds(sample.timestamp), "touch", "", "\(sample.phase)", fields])
      case .command(let command) where includingInputs:
        let arguments = command.arguments.map { argument -> String in
          switch argument {
          case .integer(let value): "\(value)"
          case .number(let value): TapeJSONText.number(value, units: grids.scalarUnitsPerUnit)
          case .text(let text): text
          case .size(let size): "\(position(size.width, grids))x\(position(size.height, grids))"
          case .point(let point): "\(position(point.x, grids)),\(position(point.y, grids))"
          }
        }
        rows.append([
          seconds(command.timestamp), "command", "", command.name, arguments.joined(separator: " "),
        ])
      case .record(let record) where recordKinds?.contains(record.kind) ?? true:
        let fields = record.fields.map { field -> String in
          let value: String
          switch field.value {
          case .integer(let integer): value = "\(integer)"
          case .flag(let flag): value = flag ? "yes" : "no"
          case .symbol(let symbol): value = symbol
          case .duration(let amount):
            value =
              TapeJSONText.number(amount.seconds, units: TapeHeader.Grids.timeUnitsPerSecond) + "s"
          case .position(let number): value = position(number, grids)
          case .scalar(let number):
            value = TapeJSONText.number(number, units: grids.scalarUnitsPerUnit)
          }
          return "\(field.name)=\(value)"
        }
        rows.append(
          [
            seconds(record.timestamp), record.kind.name, record.stream, record.name,
            fields.joined(separator: " "),
          ])
      default:
        continue
      }
    }
    var widths = [Int](repeating: 0, count: 4)
    for row in rows {
      for column in 0..<4 { widths[column] = max(widths[column], row[column].count) }
    }
    return rows.map { row in
      (0..<4).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count + 2) }
        .joined()
        + row[4]
    }.joined(separator: "\n")
  }

  private func seconds(_ timestamp: Timestamp) -> String {
    TapeTimeFormat.seconds(timestamp.microseconds)
  }

  private func position(_ value: Double, _ grids: TapeHeader.Grids) -> String {
    TapeJSONText.number(value, units: grids.positionUnitsPerPoint)
  }
}
