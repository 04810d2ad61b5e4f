/// Items for a view's toolbar, made by a ``ToolbarContentBuilder`` in `toolbar(content:)`.
///
/// ```swift
/// import SwiftUI
///
/// struct SaveItems: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///   }
/// }
/// ```
public protocol ToolbarContent {
  /// The type of content the body returns.
  associatedtype Body: ToolbarContent
  /// The items, as the builder makes them.
  @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}
