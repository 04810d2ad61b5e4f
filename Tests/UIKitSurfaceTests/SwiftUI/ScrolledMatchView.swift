import HapticTapeSwiftUI

/// A 100 × 50 source named "source" in a vertical scroll view, 200 pt down its content (centred
/// across the 393-pt screen: at (146.5, 200)), and a 20 × 20 follower named "follower" over the
/// scroll view's top left that takes the source's frame.
struct ScrolledMatchView: View {
  @Namespace private var space

  var body: some View {
    ZStack(alignment: .topLeading) {
      ScrollView {
        VStack(spacing: 0) {
          Color.gray.frame(height: 200)
          Color.red.frame(width: 100, height: 50).accessibilityIdentifier("source")
            .matchedGeometryEffect(id: "badge", in: space)
          Color.gray.frame(height: 2000)
        }
      }
      Color.blue.accessibilityIdentifier("follower")
        .matchedGeometryEffect(id: "badge", in: space, isSource: false)
        .frame(width: 20, height: 20)
    }
  }
}
