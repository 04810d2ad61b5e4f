import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var name: Value = default` in an extension of `EnvironmentValues`, `Transaction` or
/// `ContainerValues`: a property read and written through a private key, as SwiftUI's `Entry()`
/// expands it (the accessors here, the key as a peer named `__Key_name`).
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = EntryDeclaration(declaration, in: context) else { return [] }
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = EntryDeclaration(declaration, in: context) else { return [] }
    let keyProtocol: String
    switch entry.container {
    case "EnvironmentValues": keyProtocol = "SwiftUI.EnvironmentKey"
    case "Transaction": keyProtocol = "SwiftUI.TransactionKey"
    case "ContainerValues": keyProtocol = "SwiftUI.ContainerValueKey"
    default:
      context.diagnose(
        Diagnostic(
          node: Syntax(node),
          message: EntryMessage(
            "@Entry makes entries of EnvironmentValues, Transaction or ContainerValues; "
              + "\(entry.container.isEmpty ? "this property is in none" : entry.container) "
              + "is not one of them in HapticTape's SwiftUI (docs/compatibility/swiftui.md)")))
      return []
    }
    // A computed default, as SwiftUI's: evaluated each time it is read, so a reference type's
    // default is never shared between environments (and needs not be Sendable).
    let defaultValue: DeclSyntax =
      if let type = entry.type {
        "static var defaultValue: \(type) { \(entry.defaultValue) }"
      } else {
        "static let defaultValue = \(entry.defaultValue)"
      }
    return [
      """
      private struct \(raw: entry.keyName): \(raw: keyProtocol) {
          \(defaultValue)
      }
      """
    ]
  }
}

/// What `@Entry` reads from the property it is attached to.
private struct EntryDeclaration {
  /// The extended type's name: `EnvironmentValues`, `Transaction`, `ContainerValues` or other.
  let container: String
  let keyName: String
  let type: TypeSyntax?
  let defaultValue: ExprSyntax

  init?(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.accessorBlock == nil
    else {
      context.diagnose(
        Diagnostic(
          node: Syntax(declaration),
          message: EntryMessage(
            "@Entry goes on one stored 'var name: Type = default'; write the property that way")))
      return nil
    }
    let type = binding.typeAnnotation?.type.trimmed
    if let initializer = binding.initializer?.value.trimmed {
      defaultValue = initializer
    } else if let type,
      type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    {
      defaultValue = "nil"
    } else {
      context.diagnose(
        Diagnostic(
          node: Syntax(binding),
          message: EntryMessage(
            "@Entry needs a default value: give '\(name)' one ('= …'), or an optional type")))
      return nil
    }
    self.type = type
    keyName = "__Key_\(name)"
    container =
      context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
      .map { Self.lastComponent(of: $0.extendedType) } ?? ""
  }

  /// `EnvironmentValues` for `SwiftUI.EnvironmentValues` too.
  private static func lastComponent(of type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return type.trimmedDescription
  }
}

/// An error `@Entry` reports at the attribute or the property.
private struct EntryMessage: DiagnosticMessage {
  let message: String
  init(_ message: String) { self.message = message }
  var diagnosticID: MessageID { MessageID(domain: "SwiftUI", id: "Entry") }
  var severity: DiagnosticSeverity { .error }
}
