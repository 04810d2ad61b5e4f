import SwiftSyntax

/// `observeValue(forKeyPath:of:change:context:)` in a class that subclasses `NSObject`
/// directly: Swift's `NSObject` on Linux has no such method to override.
///
/// The port drops the `override`, says the class conforms to the surface's
/// `HeadlessKeyValueObserver` (which the surface's string-key-path observing calls), and sends
/// `super.observeValue(…)` to `observeValueInNSObject(…)`, which reports an observation nobody
/// handled, as iOS raises.
enum KeyValueObservingRewrite {
  static let method = "observeValue"

  /// The class whose `observeValue` `function` is, when that class subclasses `NSObject`
  /// directly.
  static func nsObjectObserver(declaring function: FunctionDeclSyntax) -> ClassDeclSyntax? {
    guard function.name.text == method,
      function.signature.parameterClause.parameters.map(\.firstName.text) == [
        "forKeyPath", "of", "change", "context",
      ],
      let type = PortSyntax.declaringType(of: function)?.as(ClassDeclSyntax.self),
      type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSObject"
    else { return nil }
    return type
  }

  /// The conformance appended after the file for `type`.
  static func conformance(of type: ClassDeclSyntax) -> String {
    "extension \(type.name.text): HeadlessKeyValueObserver {}\n"
  }

  /// Whether `access` is `super.observeValue` inside such a class's `observeValue`.
  static func isSuperCall(_ access: MemberAccessExprSyntax) -> Bool {
    guard access.base?.is(SuperExprSyntax.self) == true,
      access.declName.baseName.text == method,
      let function = PortSyntax.enclosingFunction(of: access)
    else { return false }
    return nsObjectObserver(declaring: function) != nil
  }
}
