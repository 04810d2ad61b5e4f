import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: Xcode's canvas previews, which nothing shows headless.
///
/// The body was type checked as the macro's argument, as Apple's is; the expansion declares
/// nothing.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable`: marks a preview's `@State` (or other dynamic property) as the preview's own.
///
/// It adds nothing: previews are never evaluated headless.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
