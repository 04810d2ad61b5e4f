/// Something a compatibility page says that the surface's sources do not bear out.
///
/// Printed as `docs/compatibility/uikit.md:42: UIView.foo: listed modelled, not declared`.
struct CompatibilityFinding: Hashable, Sendable, CustomStringConvertible {
  /// `page:line`, or the page alone for a type the page does not list.
  var location: String
  var symbol: String
  var problem: String

  var description: String { "\(location): \(symbol): \(problem)" }
}
