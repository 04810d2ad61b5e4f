/// Formats whole microseconds as seconds with exactly six decimals, by integer arithmetic.
enum TapeTimeFormat {
  /// `1_532_000` → `"1.532000"`, `-5` → `"-0.000005"`.
  static func seconds(_ microseconds: Int64) -> String {
    let negative = microseconds < 0
    let magnitude = microseconds.magnitude
    let whole = magnitude / 1_000_000
    let fraction = String(magnitude % 1_000_000)
    let padded = String(repeating: "0", count: 6 - fraction.count) + fraction
    return (negative ? "-" : "") + "\(whole).\(padded)"
  }
}
