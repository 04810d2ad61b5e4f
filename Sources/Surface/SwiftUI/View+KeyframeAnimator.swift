nonisolated extension View {
  /// Plays `keyframes` once each time `trigger` changes: `content` changes this view for the
  /// keyframes' value, on every frame while they play (see ``KeyframeAnimator``).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// let wobble = Color.blue.frame(width: 40, height: 40)
  ///   .keyframeAnimator(initialValue: Angle.zero, trigger: 1) { content, angle in
  ///     content.rotationEffect(angle)
  ///   } keyframes: { _ in
  ///     CubicKeyframe(.degrees(15), duration: 0.1)
  ///     CubicKeyframe(.degrees(-15), duration: 0.2)
  ///     CubicKeyframe(.zero, duration: 0.1)
  ///   }
  /// ```
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Plays `keyframes` over and over while this view is shown and `repeating` is true:
  /// `content` changes this view for the keyframes' value, on every frame (see
  /// ``KeyframeAnimator``).
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
