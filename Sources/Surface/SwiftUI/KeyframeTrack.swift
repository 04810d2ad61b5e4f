/// A sequence of keyframes animating one property of a root value (or the whole value).
///
/// SwiftUI names the property's type `Value`; here it is `PropertyValue`, and the track's
/// ``Keyframes`` value is the root it animates, so tracks of different properties combine in one
/// ``KeyframesBuilder`` closure.
///
/// ```swift
/// import SwiftUI
///
/// struct Bounce {
///   var scale = 1.0
///   var offset = 0.0
/// }
///
/// let timeline = KeyframeTimeline(initialValue: Bounce()) {
///   KeyframeTrack(\.scale) {
///     LinearKeyframe(1.5, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
///   }
///   KeyframeTrack(\.offset) {
///     CubicKeyframe(-40, duration: 0.3)
///     CubicKeyframe(0, duration: 0.3)
///   }
/// }
/// ```
public struct KeyframeTrack<Root, PropertyValue, Content: KeyframeTrackContent>: Keyframes
where Content.Value == PropertyValue {
  /// The root value the track animates a property of.
  public typealias Value = Root

  let keyPath: WritableKeyPath<Root, PropertyValue>
  let content: Content

  /// A track that animates the property at `keyPath` through the keyframes of `content`.
  public init(
    _ keyPath: WritableKeyPath<Root, PropertyValue>,
    @KeyframeTrackContentBuilder<PropertyValue> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// The track itself: it has no body of its own.
  public var body: Self { self }
}

extension KeyframeTrack where Root == PropertyValue {
  /// A track that animates the whole root value through the keyframes of `content`.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\Root.self, content: content)
  }
}

extension KeyframeTrack: PrimitiveKeyframes {
  var trackRecipes: [KeyframeTrackRecipe<Root>] {
    [KeyframeTrackRecipe(keyPath: keyPath, segments: content.keyframeSegments())]
  }
}
