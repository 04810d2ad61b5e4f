import JSONCore

// MARK: - Table

extension HapticTimeline {
  /// A readable table of the timeline, one row per event, followed by a summary line.
  ///
  /// ```text
  ///       time  type              duration  intensity  sharpness  details
  ///   0.000000  transient                -      1.000      0.500
  ///   0.010000  continuous        0.038000      0.350      0.200
  /// 2 events: transient 1, continuous 1; intensity 0.350…1.000; continuous 0.038000 s in total; ends at 0.048000 s
  /// ```
  ///
  /// Times and durations have 6 decimals, intensity and sharpness 3.
  ///
  /// - Returns: The table, each line ending in a newline.
  public func table() -> String {
    var lines = [Self.row(["time", "type", "duration", "intensity", "sharpness", "details"])]
    for event in events {
      let (duration, intensity, sharpness, details) = columns(of: event)
      let cells = [
        JSONNumberFormat.fixed(event.time, decimals: 6),
        event.type.rawValue,
        duration.map { JSONNumberFormat.fixed($0, decimals: 6) } ?? "-",
        intensity.map { JSONNumberFormat.fixed($0, decimals: 3) } ?? "-",
        sharpness.map { JSONNumberFormat.fixed($0, decimals: 3) } ?? "-",
        details,
      ]
      lines.append(Self.row(cells))
    }
    lines.append(summaryLine())
    return lines.map { $0 + "\n" }.joined()
  }

  /// Column widths; the type column is left-aligned, the numbers right-aligned, details last.
  private static let widths = [10, 16, 9, 9, 9]

  private static func row(_ cells: [String]) -> String {
    var text = ""
    for (index, cell) in cells.enumerated() {
      if index > 0 { text += "  " }
      let gap = String(
        repeating: " ", count: max(0, (index < widths.count ? widths[index] : 0) - cell.count))
      text += index == 1 ? cell + gap : gap + cell
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// `N events: type n, …; intensity a…b; continuous d s in total; ends at e s`.
  public func summaryLine() -> String {
    let summary = summary
    var parts = [
      summary.counts.map { "\($0.type.rawValue) \($0.count)" }.joined(separator: ", ")
    ]
    if let range = summary.intensityRange {
      parts.append(
        "intensity \(JSONNumberFormat.fixed(range.lowerBound, decimals: 3))…"
          + JSONNumberFormat.fixed(range.upperBound, decimals: 3))
    }
    parts.append(
      "continuous \(JSONNumberFormat.fixed(summary.totalContinuousDuration, decimals: 6)) s in total"
    )
    parts.append("ends at \(JSONNumberFormat.fixed(summary.duration, decimals: 6)) s")
    let count = events.count
    return "\(count) event\(count == 1 ? "" : "s"): "
      + parts.filter { !$0.isEmpty }.joined(separator: "; ")
  }

  private func columns(of event: HapticEvent)
    -> (duration: Double?, intensity: Double?, sharpness: Double?, details: String)
  {
    switch event {
    case .transient(let transient):
      return (nil, transient.intensity, transient.sharpness, "")
    case .continuous(let continuous):
      let details =
        continuous.envelope.map { envelope in
          "attack \(JSONNumberFormat.fixed(envelope.attackTime, decimals: 3)) decay "
            + "\(JSONNumberFormat.fixed(envelope.decayTime, decimals: 3)) release "
            + "\(JSONNumberFormat.fixed(envelope.releaseTime, decimals: 3))"
            + (envelope.isSustained ? " sustained" : " not sustained")
        } ?? ""
      return (continuous.duration, continuous.intensity, continuous.sharpness, details)
    case .parameterCurve(let curve):
      let values = curve.controlPoints.map { JSONNumberFormat.fixed($0.value, decimals: 3) }
      let shown = values.count > 6 ? values.prefix(3) + ["…"] + values.suffix(2) : values[...]
      let count = curve.controlPoints.count
      return (
        curve.endTime - curve.time, nil, nil,
        "\(curve.parameter.rawValue) \(count) point\(count == 1 ? "" : "s"): "
          + shown.joined(separator: " → ")
      )
    case .dynamicParameter(let dynamic):
      return (
        nil, nil, nil,
        "\(dynamic.parameter.rawValue) = \(JSONNumberFormat.fixed(dynamic.value, decimals: 3))"
      )
    case .feedback(let feedback):
      if case .impact(_, let intensity) = feedback.kind {
        return (nil, intensity, nil, feedback.name)
      }
      return (nil, nil, nil, feedback.name)
    case .audio(let audio):
      let parameters = audio.parameters.map {
        "\($0.id.rawValue) \(JSONNumberFormat.fixed($0.value, decimals: 3))"
      }
      let details = [audio.waveformPath ?? ""] + parameters + ["unsupported, preserved"]
      return (audio.duration, nil, nil, details.filter { !$0.isEmpty }.joined(separator: ", "))
    }
  }
}
