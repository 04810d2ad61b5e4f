/// Controls grouped for data entry: on iPhone a list in the inset grouped style, as SwiftUI
/// lays a form out, with its `Section`s as the list's.
///
/// ```swift
/// import SwiftUI
///
/// struct Settings: View {
///   @State private var haptics = true
///   var body: some View {
///     Form {
///       Section("Feedback") {
///         Toggle("Haptics", isOn: $haptics)
///       }
///     }
///   }
/// }
/// ```
nonisolated public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`'s views, each a row.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The rows in an inset grouped list.
  public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}
