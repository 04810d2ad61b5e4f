import HapticTapeSwiftUI

/// Three 100 × 40 tabs in a row at the top left, each the source of its index, and an
/// underline named "underline" (10 × 4, under the row) that takes the selected tab's frame.
struct MatchedTabsView: View {
  @Namespace private var tabs
  let model: MatchedGeometryModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          Color.gray.frame(width: 100, height: 40).matchedGeometryEffect(id: index, in: tabs)
        }
      }
      Color.green.accessibilityIdentifier("underline")
        .matchedGeometryEffect(id: model.selected, in: tabs, isSource: false)
        .frame(width: 10, height: 4)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
