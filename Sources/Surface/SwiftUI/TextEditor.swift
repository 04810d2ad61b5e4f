/// A multi-line text area bound to a string (iOS 14): as large as it is offered on both axes,
/// showing the text from its top leading corner, wrapped to its width.
///
/// The text is inset as a `UITextView`'s: 8 pt at the top and bottom (`textContainerInset`'s
/// default) and 5 pt at the sides (`NSTextContainer.lineFragmentPadding`'s default), both
/// Apple's documented values. Nothing is typed headless (there is no keyboard): the binding
/// changes only when the app's own code changes it. The editor takes the touches that land on
/// it, as a `UITextView` does, so a tap there reaches no gesture behind it; inside
/// ``View/focused(_:)`` the tap focuses it (``FocusState``).
///
/// ```swift
/// import SwiftUI
///
/// struct Notes: View {
///   @State private var notes = ""
///   var body: some View {
///     TextEditor(text: $notes)
///   }
/// }
/// ```
nonisolated public struct TextEditor: View {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// The text, inset and wrapped, at the top leading corner of all the space offered.
  public var body: some View {
    Text(verbatim: text.wrappedValue)
      .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .contentShape(Rectangle())
      .modifier(FocusOnTap())
  }
}
