/// One section of a view's content (iOS 18), as ``ForEach/init(sections:content:)`` and
/// ``Group/init(sections:transform:)`` give it: a `Section`'s header, content and footer, or the
/// views between sections gathered as one with no header or footer.
///
/// ```swift
/// import SwiftUI
///
/// struct Shelves<Content: View>: View {
///   @ViewBuilder var content: Content
///   var body: some View {
///     VStack(alignment: .leading, spacing: 16) {
///       ForEach(sections: content) { section in
///         VStack(alignment: .leading) {
///           section.header
///           HStack { section.content }
///         }
///       }
///     }
///   }
/// }
/// ```
public struct SectionConfiguration: Identifiable {
  /// A section's identity: where its `Section`, or the first of its views, was declared.
  public struct ID: Hashable {
    let path: [ChildKey]
  }

  /// The section's identity.
  public let id: ID
  /// The subviews of the section's header; none for an implicit section.
  public let header: SubviewsCollection
  /// The subviews of the section's content.
  public internal(set) var content: SubviewsCollection
  /// The subviews of the section's footer; none for an implicit section.
  public let footer: SubviewsCollection
  /// The container values set on the `Section` (`containerValue(_:_:)`).
  public let containerValues: ContainerValues
}
