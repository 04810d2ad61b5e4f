/// A view's geometry, made where the view is laid out and read in another view's coordinates.
///
/// `anchorPreference(key:value:transform:)` makes one from an ``Anchor/Source`` each time the
/// preference is read (after each layout pass), and a `GeometryProxy` subscript gives its value
/// in the proxy's view's coordinates, as Apple documents: "Use a geometry proxy to convert the
/// anchor into a value in another view's coordinate space."
///
/// It holds the view's frame in the hosting view's coordinates (ours: Apple keeps it opaque);
/// transforms drawn over the view (`scaleEffect`, `offset` as an effect) are not in it (ours).
///
/// ```swift
/// import SwiftUI
///
/// struct BoundsKey: PreferenceKey {
///   static let defaultValue: Anchor<CGRect>? = nil
///   static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
///     value = value ?? nextValue()
///   }
/// }
///
/// struct Highlighted: View {
///   var body: some View {
///     Text("Hello")
///       .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
///       .overlayPreferenceValue(BoundsKey.self) { anchor in
///         GeometryReader { proxy in
///           if let anchor {
///             Rectangle().stroke().frame(width: proxy[anchor].width, height: proxy[anchor].height)
///               .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
///           }
///         }
///       }
///   }
/// }
/// ```
public struct Anchor<Value>: @unchecked Sendable {
  /// The anchored view's bounds in the hosting view's coordinates, when the anchor was made.
  let frame: CGRect
  /// What the anchor measures in those bounds.
  let source: Source

  /// The value with the anchored view's bounds in the space whose origin is at `origin` in the
  /// hosting view's coordinates.
  func value(from origin: CGPoint) -> Value {
    source.resolve(frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}

extension Anchor: Equatable where Value: Equatable {
  /// Whether the two anchors give the same value in the same space.
  ///
  /// Their values are compared in the hosting view's coordinates.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.value(from: .zero) == rhs.value(from: .zero)
  }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes the anchor's value.
  ///
  /// The value in the hosting view's coordinates, as ``==(_:_:)`` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value(from: .zero))
  }
}
