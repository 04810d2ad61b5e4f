nonisolated extension View {
  /// Puts the view `transform` makes from the value of `key` set inside this view in front of
  /// this view.
  ///
  /// Apple: "Reads the specified preference value from the view, using it to produce a second
  /// view that is applied as an overlay to the original view." The overlay is offered this
  /// view's size and centred in it; it is made again after each layout pass that changes the
  /// value (any layout pass, when the value is not `Equatable`), before it is drawn. Values the
  /// overlay sets for `key` are not read back.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct SelectedKey: PreferenceKey {
  ///   static let defaultValue: Anchor<CGRect>? = nil
  ///   static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
  ///     value = value ?? nextValue()
  ///   }
  /// }
  ///
  /// struct Tabs: View {
  ///   var body: some View {
  ///     HStack {
  ///       Text("One").anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
  ///       Text("Two")
  ///     }
  ///     .overlayPreferenceValue(SelectedKey.self) { anchor in
  ///       GeometryReader { proxy in
  ///         if let anchor {
  ///           Rectangle().frame(width: proxy[anchor].width, height: 2)
  ///             .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: .center, isBehind: false))
  }

  /// Puts the view `transform` makes from the value of `key` in front of this view, aligned by
  /// `alignment` (iOS 17).
  ///
  /// As ``overlayPreferenceValue(_:_:)``, the overlay placed in this view's frame by
  /// `alignment`.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isBehind: false))
  }

  /// Puts the view `transform` makes from the value of `key` set inside this view behind this
  /// view.
  ///
  /// Apple: "Reads the specified preference value from the view, using it to produce a second
  /// view that is applied as the background of the original view." Made and placed as
  /// ``overlayPreferenceValue(_:_:)``'s overlay is.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: .center, isBehind: true))
  }

  /// Puts the view `transform` makes from the value of `key` behind this view, aligned by
  /// `alignment` (iOS 17).
  ///
  /// As ``backgroundPreferenceValue(_:_:)``, the background placed in this view's frame by
  /// `alignment`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isBehind: true))
  }
}
