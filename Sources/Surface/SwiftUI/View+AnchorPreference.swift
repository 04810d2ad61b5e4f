nonisolated extension View {
  /// Sets `key` to `transform` of an anchor of this view, for the ancestors of this view.
  ///
  /// The anchor is made from `value` in this view's bounds each time the preference is read
  /// (after each layout pass), so the value follows the view's frame; it replaces any value of
  /// `key` set inside this view, as `preference(key:value:)` does.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct CenterKey: PreferenceKey {
  ///   static let defaultValue: [Anchor<CGPoint>] = []
  ///   static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
  ///     value += nextValue()
  ///   }
  /// }
  ///
  /// struct Dot: View {
  ///   var body: some View {
  ///     Circle().frame(width: 10, height: 10)
  ///       .anchorPreference(key: CenterKey.self, value: .center) { [$0] }
  ///   }
  /// }
  /// ```
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      AnchorPreferenceWriter<K> { frame in transform(Anchor(frame: frame, source: value)) })
  }

  /// Changes the value of `key` set inside this view with `callback`, given an anchor of this
  /// view.
  ///
  /// As ``transformPreference(_:_:)``, with the anchor made from `value` in this view's bounds
  /// when the preference is read.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      AnchorPreferenceTransformer<K> { current, frame in
        transform(&current, Anchor(frame: frame, source: value))
      })
  }
}
