import HapticTapeSwiftUI

/// Two sources of one group and a 50 × 40 follower, in a column at the top left: the 200 × 100
/// "early" source from the start, and, once `model.isExpanded`, a 300 × 60 "late" source above
/// it.
struct TwoSourcesView: View {
  @Namespace private var space
  let model: MatchedGeometryModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if model.isExpanded {
        Color.green.frame(width: 300, height: 60).accessibilityIdentifier("late")
          .matchedGeometryEffect(id: "card", in: space)
      }
      Color.red.frame(width: 200, height: 100).accessibilityIdentifier("early")
        .matchedGeometryEffect(id: "card", in: space)
      Color.blue.accessibilityIdentifier("follower")
        .matchedGeometryEffect(id: "card", in: space, isSource: false)
        .frame(width: 50, height: 40)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
