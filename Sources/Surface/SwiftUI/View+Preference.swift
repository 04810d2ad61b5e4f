nonisolated extension View {
  /// Sets `key` to `value` for the ancestors of this view, in place of any value set inside it.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct RowWidthKey: PreferenceKey {
  ///   static let defaultValue: CGFloat = 0
  ///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
  ///     value = max(value, nextValue())
  ///   }
  /// }
  ///
  /// struct WidthRow: View {
  ///   var body: some View {
  ///     Text("Hi").preference(key: RowWidthKey.self, value: 120)
  ///   }
  /// }
  /// ```
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter<K>(value: value))
  }

  /// Changes the value of `key` set inside this view (``PreferenceKey/defaultValue`` where none
  /// is) with `callback`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformer<K>(transform: callback))
  }

  /// Runs `action` with the value of `key` set inside this view: first once it is laid out (as
  /// iOS 18 does), then whenever the combined value changes.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct OffsetReading: View {
  ///   @State private var offset: CGFloat = 0
  ///   var body: some View {
  ///     ScrollView {
  ///       GeometryReader { proxy in
  ///         Color.clear.preference(
  ///           key: ContentOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
  ///       }
  ///       .frame(height: 0)
  ///     }
  ///     .coordinateSpace(name: "scroll")
  ///     .onPreferenceChange(ContentOffsetKey.self) { offset = $0 }
  ///   }
  /// }
  ///
  /// struct ContentOffsetKey: PreferenceKey {
  ///   static let defaultValue: CGFloat = 0
  ///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
  ///     value = nextValue()
  ///   }
  /// }
  /// ```
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceReader<K>(action: action))
  }
}
