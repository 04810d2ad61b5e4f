import HapticTapeSwiftUI

/// A 200 × 100 source named "source" at the top left, above a 50 × 40 follower named
/// "follower" (centred under it: at (75, 100)) that takes the source's geometry.
///
/// Without `showsSource`, the follower is alone in its group; without `sharesNamespace`, the
/// source's `id` is the same but in another namespace.
struct MatchedPairView: View {
  @Namespace private var first
  @Namespace private var second
  var properties: MatchedGeometryProperties = .frame
  var anchor: UnitPoint = .center
  var showsSource = true
  var sharesNamespace = true

  var body: some View {
    VStack(spacing: 0) {
      if showsSource {
        Color.red.accessibilityIdentifier("source").frame(width: 200, height: 100)
          .matchedGeometryEffect(id: "card", in: sharesNamespace ? first : second)
      } else {
        Color.clear.frame(width: 200, height: 100)
      }
      Color.blue.accessibilityIdentifier("follower")
        .matchedGeometryEffect(
          id: "card", in: first, properties: properties, anchor: anchor, isSource: false
        )
        .frame(width: 50, height: 40)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
