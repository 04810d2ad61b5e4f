import SwiftSyntax

/// `#selector(…)` as a `Selector` value built from the unapplied method reference, which the
/// headless surface calls without a runtime: `#selector(didTap(_:))` in `class Feed` becomes
/// `Selector(method: "didTap:", Feed.didTap(_:))`.
enum SelectorRewrite {
  /// The replacement text, or `nil` when an unqualified method has no enclosing type.
  static func replacement(
    for node: MacroExpansionExprSyntax, in enclosingType: String?, protocols: Set<String> = []
  ) -> String? {
    guard let argument = node.arguments.first else { return nil }
    let label = argument.label?.text
    let expression = argument.expression
    if label == "getter" || label == "setter" {
      let property = propertyName(expression)
      let name =
        label == "getter"
        ? property : "set\(property.prefix(1).uppercased())\(property.dropFirst()):"
      return "Selector(\(SourcePort.quoted(name)))"
    }
    let reference: String
    let method: DeclReferenceExprSyntax
    if let access = expression.as(MemberAccessExprSyntax.self) {
      method = access.declName
      let base = access.base?.trimmedDescription
      if base == nil || base == "self" || base == "Self" {
        guard let enclosingType else { return nil }
        reference = "\(enclosingType).\(method.trimmedDescription)"
      } else if let base, base.first?.isLowercase == true,
        base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      {
        // `#selector(target.method)`: the method of the instance's type.
        reference = "type(of: \(base)).\(method.trimmedDescription)"
      } else if let base, protocols.contains(base) {
        // A protocol's member, as `(any P).member`: an existential written out.
        reference = "(any \(base)).\(method.trimmedDescription)"
      } else {
        reference = access.trimmedDescription
      }
    } else if let name = expression.as(DeclReferenceExprSyntax.self) {
      guard let enclosingType else { return nil }
      method = name
      reference = "\(enclosingType).\(name.trimmedDescription)"
    } else {
      return nil
    }
    let labels = method.argumentNames?.arguments.map { $0.name.text }
    return
      "Selector(method: \(SourcePort.quoted(objectiveCName(method.baseName.text, labels))), \(reference))"
  }

  /// The Objective-C name of a method, as Swift derives it.
  ///
  /// `didTap(_:)` → `didTap:`, `handle(tap:)` → `handleWithTap:`. Without labels the base
  /// alone (the surface adds one colon per argument the method takes).
  static func objectiveCName(_ base: String, _ labels: [String]?) -> String {
    guard let labels, let first = labels.first else { return base }
    var name = base
    name += first == "_" ? ":" : "With\(first.prefix(1).uppercased())\(first.dropFirst()):"
    for label in labels.dropFirst() { name += label == "_" ? ":" : "\(label):" }
    return name
  }

  private static func propertyName(_ expression: ExprSyntax) -> String {
    if let access = expression.as(MemberAccessExprSyntax.self) {
      return access.declName.baseName.text
    }
    return expression.trimmedDescription
  }
}
