/// The values a view's modifiers set for the container it is in (iOS 18): ``Subview`` and
/// ``LayoutSubview`` read them; `containerValue(_:_:)` sets them.
///
/// A value set on a view is seen by the view's closest container only: modifiers that are not
/// containers (`padding`, `background`) pass it on, a stack keeps it. Here an app's own view
/// keeps a value set inside its body too (ours: it is one subview, its body not opened).
/// Set twice on one view, the outer modifier's value is the one read (ours: SwiftUI does not
/// say; a preference set twice behaves so).
///
/// ```swift
/// import SwiftUI
///
/// extension ContainerValues {
///   @Entry var isPinned = false
/// }
///
/// struct PinnedFirst<Content: View>: View {
///   @ViewBuilder var content: Content
///   var body: some View {
///     VStack {
///       ForEach(subviews: content) { subview in
///         subview.opacity(subview.containerValues.isPinned ? 1 : 0.5)
///       }
///     }
///   }
/// }
/// ```
public struct ContainerValues {
  /// The keyed values set, by key type.
  private var values: [ObjectIdentifier: Any] = [:]

  init() {}

  /// The value of `key`, or its default.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Takes the values `outer` set, keeping its own where `outer` set none.
  mutating func take(_ outer: ContainerValues) {
    values.merge(outer.values) { _, outerValue in outerValue }
  }
}
