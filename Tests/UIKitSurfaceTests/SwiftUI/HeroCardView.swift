import HapticTapeSwiftUI

/// The hero pattern: a card named "card" in two branches with one `id`, 80 × 80 at the top
/// centre when collapsed, the screen's width and 300 pt tall when expanded.
struct HeroCardView: View {
  @Namespace private var cards
  let model: MatchedGeometryModel

  var body: some View {
    VStack(spacing: 0) {
      if model.isExpanded {
        Color.blue.accessibilityIdentifier("card").frame(height: 300)
          .matchedGeometryEffect(id: "card", in: cards)
      } else {
        Color.blue.accessibilityIdentifier("card").frame(width: 80, height: 80)
          .matchedGeometryEffect(id: "card", in: cards)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}
