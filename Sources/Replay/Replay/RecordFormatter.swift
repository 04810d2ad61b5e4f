import Foundation
import Tape
import TouchCore

/// Renders records and values as short, aligned, locale-independent text for reports.
public enum RecordFormatter {
  /// `value` with `decimals` digits after the point (POSIX formatting, no locale).
  public static func number(_ value: Double, decimals: Int = 3) -> String {
    String(format: "%.\(decimals)f", locale: nil, value == 0 ? 0 : value)
  }

  /// A field value: positions and scalars with 3 decimals, durations in seconds.
  public static func value(_ value: TapeValue) -> String {
    switch value {
    case .integer(let n): "\(n)"
    case .flag(let b): b ? "true" : "false"
    case .symbol(let s): s
    case .duration(let d): number(d.seconds)
    case .position(let x): number(x)
    case .scalar(let x): number(x)
    }
  }

  /// One line: kind, name, the stream when it is not the kind's own, then `field value` pairs.
  ///
  /// For example `haptic continuous  intensity 0.310 sharpness 0.500 duration 0.100`.
  public static func line(_ record: TapeRecord) -> String {
    var head = "\(record.kind.name) \(record.name)"
    if record.stream != record.kind.name && record.stream != "haptics" {
      head += " [\(record.stream)]"
    }
    let fields = record.fields.map { "\($0.name) \(value($0.value))" }.joined(separator: " ")
    return fields.isEmpty ? head : head + "  " + fields
  }
}
