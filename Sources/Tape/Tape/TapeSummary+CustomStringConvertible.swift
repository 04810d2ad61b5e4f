import TouchCore
import TouchModel

// MARK: - CustomStringConvertible

extension TapeSummary: CustomStringConvertible {
  /// What an intact `.htape` file's trailer adds.
  ///
  /// That it is whole, or, for format 1.0, that a cut at a chunk boundary cannot be seen; empty
  /// for JSON Lines (no chunks).
  private var sealNote: String {
    guard chunkCount > 0 else { return "" }
    return header.version >= TapeTrailer.firstVersion
      ? " and its trailer matches"
      : " (format \(header.version) has no trailer: a file cut at a chunk boundary would look whole)"
  }

  /// The summary as aligned `label  value` lines.
  public var description: String {
    let device = header.device
    var lines: [(String, String)] = [
      ("format", "\(header.version), written by haptictape \(header.writerVersion)"),
      ("scene", "\(header.sceneID), configuration \(header.sceneConfiguration)"),
      (
        "device",
        "\(device.name), \(Self.plain(device.screenSize.width))×\(Self.plain(device.screenSize.height)) pt "
          + "@\(Self.plain(device.scale))x, \(device.frameRate) Hz frames, \(device.touchRate) Hz touches"
      ),
      (
        "grids",
        "time 1 µs, position 1/\(header.grids.positionUnitsPerPoint) pt, "
          + "scalar 1/\(header.grids.scalarUnitsPerUnit)"
      ),
      (
        "metadata",
        header.metadata.isEmpty
          ? "none" : header.sortedMetadata.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
      ),
    ]
    if let timeRange {
      lines.append(
        (
          "duration",
          "\(TapeTimeFormat.seconds(duration.nanoseconds / 1_000)) s "
            + "(t \(TapeTimeFormat.seconds(timeRange.lowerBound.microseconds))–"
            + "\(TapeTimeFormat.seconds(timeRange.upperBound.microseconds)) s)"
        ))
    } else {
      lines.append(("duration", "0 s (no events)"))
    }
    lines.append(
      (
        "events",
        "\(eventCount)"
          + (countsByKind.isEmpty
            ? "" : ": " + countsByKind.map { "\($0.kind) \($0.count)" }.joined(separator: ", "))
      ))
    lines.append(
      (
        "streams",
        countsByStream.isEmpty
          ? "none" : countsByStream.map { "\($0.stream) \($0.count)" }.joined(separator: ", ")
      ))
    lines.append(("file size", "\(byteCount) bytes"))
    lines.append(
      (
        "per touch",
        bytesPerTouchSample.map {
          String(Self.plain(($0 * 1000).rounded() / 1000)) + " bytes per touch sample"
        }
          ?? "no touch samples"
      ))
    lines.append(("chunks", "\(chunkCount)"))
    lines.append(
      (
        "recovery",
        problems.isEmpty ? "none: every chunk is intact\(sealNote)" : "\(problems.count) problem(s)"
      ))
    var text = lines.map { label, value in
      label + String(repeating: " ", count: max(1, 10 - label.count)) + value
    }.joined(separator: "\n")
    for problem in problems { text += "\n  " + problem }
    return text
  }

  /// `value` without a trailing `.0` when it is whole (`393`, `2.5`).
  private static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
