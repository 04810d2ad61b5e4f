import Foundation
import HapticTape

/// Renders layout attributes as the `haptictape layout` table or JSON array.
enum LayoutAttributesPrinter {
  /// A JSON array with one element per line.
  ///
  /// Each element has `item`, `section`, `category`, `frame`, `center`,
  /// `alpha`, `zIndex`, `hidden`, `anchorPoint`, `transform` (`a`…`ty`, `m11`…`m44`), `custom`.
  /// Numbers are written in full (shortest round-trip form); angles are radians.
  static func json(_ elements: [LayoutAttributes]) -> String {
    if elements.isEmpty { return "[]" }
    return "[\n" + elements.map { "  " + json($0) }.joined(separator: ",\n") + "\n]"
  }

  static func json(_ element: LayoutAttributes) -> String {
    let frame = element.frame
    let t = element.transform3D
    let affine = element.transform
    let transformFields: [(String, Double)] =
      [
        ("a", affine.a), ("b", affine.b), ("c", affine.c), ("d", affine.d), ("tx", affine.tx),
        ("ty", affine.ty),
      ]
      + zip(
        [
          "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41",
          "m42", "m43", "m44",
        ], t.entries
      ).map { ($0, $1) }
    let fields = [
      "\"item\":\(element.indexPath.item)",
      "\"section\":\(element.indexPath.section)",
      "\"category\":\(quoted(element.category.description))",
      "\"frame\":\(object([("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)]))",
      "\"center\":\(object([("x", element.center.x), ("y", element.center.y)]))",
      "\"alpha\":\(number(element.alpha))",
      "\"zIndex\":\(element.zIndex)",
      "\"hidden\":\(element.isHidden)",
      "\"anchorPoint\":\(object([("x", element.anchorPoint.x), ("y", element.anchorPoint.y)]))",
      "\"transform\":\(object(transformFields))",
      "\"custom\":\(object(element.customValues.map { ($0.name.rawValue, $0.value) }))",
    ]
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// A table with one row per element; numbers rounded to 3 decimals.
  static func table(_ elements: [LayoutAttributes]) -> String {
    let header = [
      "item", "section", "category", "frame (x y w h)", "alpha", "z", "anchor", "transform",
      "custom",
    ]
    let rows = elements.map { element -> [String] in
      let f = element.frame
      return [
        "\(element.indexPath.item)", "\(element.indexPath.section)",
        element.category.description + (element.isHidden ? " (hidden)" : ""),
        [f.minX, f.minY, f.width, f.height].map(short).joined(separator: " "),
        short(element.alpha), "\(element.zIndex)",
        "\(short(element.anchorPoint.x)) \(short(element.anchorPoint.y))",
        transformSummary(element.transform3D),
        element.customValues.map { "\($0.name)=\(short($0.value))" }.joined(separator: " "),
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, text in
        text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }

  static func transformSummary(_ t: Transform3D) -> String {
    if t.isIdentity { return "identity" }
    if t.isAffine {
      let a = t.affineTransform
      return
        "a=\(short(a.a)) b=\(short(a.b)) c=\(short(a.c)) d=\(short(a.d)) tx=\(short(a.tx)) ty=\(short(a.ty))"
    }
    return
      "3D m11=\(short(t.m11)) m13=\(short(t.m13)) m14=\(short(t.m14)) m31=\(short(t.m31)) m33=\(short(t.m33)) m34=\(short(t.m34))"
  }

  static func short(_ value: Double) -> String {
    let text = String(format: "%.3f", value)
    let trimmed = text.contains(".") ? String(text.reversed().drop { $0 == "0" }.reversed()) : text
    let result = trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    return result == "-0" ? "0" : result
  }

  static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  static func object(_ fields: [(String, Double)]) -> String {
    "{" + fields.map { "\(quoted($0.0)):\(number($0.1))" }.joined(separator: ",") + "}"
  }

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
