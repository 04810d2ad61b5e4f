/// Makes a property of an extension of ``EnvironmentValues``, ``Transaction`` or
/// ``ContainerValues`` an entry of it, read and written through a private key whose default is
/// the property's initial value (an optional with none defaults to `nil`), as SwiftUI's `Entry()`
/// does.
///
/// ```swift
/// import SwiftUI
///
/// extension EnvironmentValues {
///   @Entry var cardSpacing: CGFloat = 12
///   @Entry var highlightsSelection = true
/// }
///
/// struct Deck: View {
///   @Environment(\.cardSpacing) private var spacing
///   var body: some View { VStack(spacing: spacing) { Text("one"); Text("two") } }
/// }
/// ```
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")
