import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in behind the SwiftUI module's macros (`@Entry`, `#Preview`, `@Previewable`).
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    EntryMacro.self, PreviewMacro.self, PreviewableMacro.self,
  ]
}
