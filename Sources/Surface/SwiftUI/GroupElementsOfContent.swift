/// The content of a ``Group/init(subviews:transform:)``: the views `transform` makes of the
/// subviews of `subviews`.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
  /// The views `transform` makes of the subviews, found again each time the group is made.
  public var body: Content { transform(SubviewsCollection(subviews)) }
}

extension Group {
  /// The views `transform` makes of the subviews `view` declares (iOS 18), laid out by the
  /// container the group is in.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Headed<Content: View>: View {
  ///   @ViewBuilder var content: Content
  ///   var body: some View {
  ///     VStack {
  ///       Group(subviews: content) { subviews in
  ///         if let first = subviews.first { first.font(.title) }
  ///         ForEach(subviews.dropFirst()) { $0 }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(subviews: view, transform: transform) }
  }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID {
  /// A view made by `content` of each subview `view` declares (iOS 18), each keeping the
  /// subview's identity.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.init(SubviewsCollection(view), id: \.id, content: content)
  }
}
