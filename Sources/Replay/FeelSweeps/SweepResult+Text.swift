import JSONCore

// MARK: - JSON, CSV and the terminal table

extension SweepResult {
  /// The results as JSON: an object with the sweep's description and a `points` array, one
  /// point per line so that `sweep --merge` can join shards line by line.
  ///
  /// Each point holds `index`, `values` (key → value), `sessions`, `reached`, `share`,
  /// `interval` ([low, high], 95 % Wilson), `failed` and `failures` (names), then the quartiles
  /// (`[q1, median, q3]`, or `null` when nothing was measured) of `timeToOutcome` (seconds),
  /// `hapticEvents` (per session), `peakIntensity`, `meanIntensity` and `energy`
  /// (intensity-seconds), `hapticEventsByType`, and `reachedBySession` (0 or 1 per session).
  public var json: String {
    var lines: [String] = []
    let axes = JSONValue.array(
      axes.map { axis in
        .object([("key", .string(axis.key)), ("values", .array(axis.values.map(\.jsonValue)))])
      })
    let head: [(key: String, value: JSONValue)] = [
      ("scene", .string(sceneID)), ("outcome", .string(outcome.name)),
      ("event", .string(outcome.event)), ("axes", axes),
      ("gridPoints", .number("\(gridPointCount)")),
      ("sessionNames", .array(sessionNames.map(JSONValue.string))),
    ]
    let opening = JSONWriter.compact(.object(head), escaping: .foundationCompatible)
    lines.append(String(opening.dropLast()) + ",\"points\":[")
    for (offset, point) in points.enumerated() {
      let text = JSONWriter.compact(jsonValue(point), escaping: .foundationCompatible)
      lines.append(text + (offset == points.count - 1 ? "" : ","))
    }
    lines.append("]}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The results as CSV: a header, then one row per point with each axis's value, the counts,
  /// the share and its interval, and the medians.
  public var csv: String {
    var header = axes.map(\.key)
    header += [
      "sessions", "reached", "share", "low", "high", "failed", "medianTimeToOutcome",
      "medianHapticEvents", "medianPeakIntensity", "medianMeanIntensity", "medianEnergy",
    ]
    var rows = [header.joined(separator: ",")]
    for point in points {
      let interval = point.interval
      var row = point.values.map { Self.csvField($0.text) }
      row += ["\(point.sessions)", "\(point.reached)"]
      row += [point.share, interval.low, interval.high].map { Self.number($0) }
      row.append("\(point.failures.count)")
      row += [
        point.timeToOutcome, point.hapticEvents, point.peakIntensity, point.meanIntensity,
        point.energy,
      ].map { $0.map { Self.number($0.median) } ?? "" }
      rows.append(row.joined(separator: ","))
    }
    return rows.joined(separator: "\n") + "\n"
  }

  /// A table for the terminal: one row per point, the share with its interval, the median time
  /// to the outcome and the median haptic energy.
  public var table: String {
    var rows: [[String]] = [
      axes.map(\.key) + [
        outcome.name, "share", "95% interval", "median time", "haptics", "energy", "failed",
      ]
    ]
    for point in points {
      let interval = point.interval
      rows.append(
        point.values.map(\.text) + [
          "\(point.reached)/\(point.sessions)",
          Self.percent(point.share),
          "\(Self.percent(interval.low))–\(Self.percent(interval.high))",
          point.timeToOutcome.map { Self.fixed($0.median, 2) + " s" } ?? "–",
          point.hapticEvents.map { Self.fixed($0.median, 0) } ?? "–",
          point.energy.map { Self.fixed($0.median, 3) } ?? "–",
          "\(point.failures.count)",
        ])
    }
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        // Axis values and names to the left, measures to the right.
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column < axes.count ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingTrailingSpaces
    }.joined(separator: "\n")
  }

  // MARK: - Helpers

  private func jsonValue(_ point: SweepPoint) -> JSONValue {
    let interval = point.interval
    func quartiles(_ value: SweepQuartiles?) -> JSONValue {
      guard let value else { return .null }
      return .array([value.lower, value.median, value.upper].map { .number(Self.number($0)) })
    }
    let values = JSONValue.object(zip(axes, point.values).map { ($0.key, $1.jsonValue) })
    let byType = point.hapticEventsByType
    return .object([
      ("index", .number("\(point.index)")), ("values", values),
      ("sessions", .number("\(point.sessions)")), ("reached", .number("\(point.reached)")),
      ("share", .number(Self.number(point.share))),
      (
        "interval",
        .array([.number(Self.number(interval.low)), .number(Self.number(interval.high))])
      ),
      ("failed", .number("\(point.failures.count)")),
      (
        "failures",
        .array(
          point.failures.map {
            .object([("session", .string($0.name)), ("reason", .string($0.reason))])
          })
      ),
      ("timeToOutcome", quartiles(point.timeToOutcome)),
      ("hapticEvents", quartiles(point.hapticEvents)),
      (
        "hapticEventsByType",
        .object([
          ("transient", .number("\(byType.transient)")),
          ("continuous", .number("\(byType.continuous)")),
          ("feedback", .number("\(byType.feedback)")), ("other", .number("\(byType.other)")),
        ])
      ),
      ("peakIntensity", quartiles(point.peakIntensity)),
      ("meanIntensity", quartiles(point.meanIntensity)),
      ("energy", quartiles(point.energy)),
      ("reachedBySession", .array(point.reachedBySession.map { .number($0 ? "1" : "0") })),
    ])
  }

  /// `value` with six decimals, trailing zeros dropped, as the JSON writes it: stable across
  /// platforms and short.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = JSONNumberFormat.fixed(value, decimals: 6)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  private static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    return JSONNumberFormat.fixed(value, decimals: decimals)
  }

  private static func percent(_ share: Double) -> String {
    fixed(share * 100, 1) + "%"
  }

  private static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}

// MARK: - Trailing spaces

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
