import SwiftSyntax

/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` passes the delegate's initializer too.
///
/// On iOS the Objective-C runtime makes the delegate from its class; in Swift on Linux a class
/// can be made from its metatype only through a `required` initializer, which an app's
/// `NSObject` subclass does not declare. So the port adds `making: { AppDelegate() }`.
enum DelegateAdaptorRewrite {
  /// What to insert, and before which byte, for an adaptor attribute in either of its forms
  /// (the class as an argument, or only as the property's type); nil for any other attribute.
  static func insertion(for node: AttributeSyntax) -> (text: String, offset: Int)? {
    guard node.attributeName.trimmedDescription == "UIApplicationDelegateAdaptor" else {
      return nil
    }
    if case .argumentList(let arguments)? = node.arguments {
      guard arguments.count == 1, let only = arguments.first, only.label == nil,
        let member = only.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "self", let base = member.base
      else { return nil }
      return (", making: { \(base.trimmedDescription)() }", endOffset(only))
    }
    guard node.arguments == nil,
      let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
      let type = variable.bindings.first?.typeAnnotation?.type.trimmedDescription
    else { return nil }
    return ("(\(type).self, making: { \(type)() })", endOffset(node))
  }

  private static func endOffset(_ node: some SyntaxProtocol) -> Int {
    node.endPositionBeforeTrailingTrivia.utf8Offset
  }
}
