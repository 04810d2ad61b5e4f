import JSONCore

@testable import Haptics

/// Compares events field by field: types, symbols and flags exactly, numbers within `tolerance`.
///
/// Returns a description of the first difference, or `nil` when they match.
func firstDifference(
  _ expected: [HapticEvent], _ actual: [HapticEvent], tolerance: Double
) -> String? {
  guard expected.count == actual.count else {
    return "expected \(expected.count) events, got \(actual.count)"
  }
  for (index, (lhs, rhs)) in zip(expected, actual).enumerated() {
    guard lhs.type == rhs.type else { return "event \(index): \(lhs.type) vs \(rhs.type)" }
    guard abs(lhs.time - rhs.time) <= tolerance else {
      return "event \(index): time \(lhs.time) vs \(rhs.time)"
    }
    let left = HapticJSONLines.fields(of: lhs)
    let right = HapticJSONLines.fields(of: rhs)
    guard left.map(\.name) == right.map(\.name) else {
      return "event \(index): fields \(left.map(\.name)) vs \(right.map(\.name))"
    }
    for (l, r) in zip(left, right) {
      switch (l.value, r.value) {
      case (.number(let a), .number(let b)) where a == b: continue
      case (.number(let a), .number(let b)):
        guard let x = Double(a), let y = Double(b), abs(x - y) <= tolerance else {
          return "event \(index) field \(l.name): \(a) vs \(b)"
        }
      case (.string(let a), .string(let b)) where a == b: continue
      case (.bool(let a), .bool(let b)) where a == b: continue
      default: return "event \(index) field \(l.name): \(l.value) vs \(r.value)"
      }
    }
  }
  return nil
}
