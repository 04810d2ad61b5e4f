import SwiftSyntax

/// The `#if` platform checks as they evaluate on an iPhone.
///
/// `os(iOS)` and `canImport(UIKit)` are true; other systems, `targetEnvironment(simulator)` and
/// `macCatalyst` false. Other checks (`DEBUG`, `swift(>=…)`, `canImport` of anything else) stay
/// as written.
enum PlatformCondition {
  /// The platform checks in a condition.
  static func calls(in condition: ExprSyntax) -> [FunctionCallExprSyntax] {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(condition)
    return finder.calls
  }

  /// The value of a check on iOS, or `nil` to keep it.
  static func valueOnIOS(_ call: FunctionCallExprSyntax) -> Bool? {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
    else { return nil }
    switch name {
    case "os": return argument == "iOS"
    case "targetEnvironment": return false
    case "canImport":
      if argument == "UIKit" { return true }
      return ["AppKit", "WatchKit", "Cocoa"].contains(argument) ? false : nil
    default: return nil
    }
  }

  private final class Finder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .skipChildren
    }
  }
}
