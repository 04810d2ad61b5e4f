/// Views grouped without a layout of their own: the container they are in lays each out.
nonisolated public struct Group<Content: View>: View {
  let content: Content
  /// The views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    node.updateChild(key: 0, with: content)
  }
}

extension Group {
  /// The views `transform` makes of the sections `view` declares (iOS 18), laid out by the
  /// container the group is in: each `Section`, and the views between sections gathered as
  /// implicit ones.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Counted<Content: View>: View {
  ///   @ViewBuilder var content: Content
  ///   var body: some View {
  ///     VStack {
  ///       Group(sections: content) { sections in
  ///         Text("\(sections.count) sections")
  ///         ForEach(sections) { section in section.header }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(sections: view, transform: transform) }
  }
}
