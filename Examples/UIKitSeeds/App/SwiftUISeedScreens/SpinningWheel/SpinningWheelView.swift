import SwiftUI

/// Seed 002's cards on an arc, as a SwiftUI screen is written for iOS 17: a horizontal scroll
/// view whose cards are drawn at the top of a wheel and turned by the scroll geometry, resting on
/// a whole card, with a selection tick each time another card comes to the top.
public struct SpinningWheelView: View {
  let model: WheelModel
  let playsSelectionFeedback: Bool

  public init(model: WheelModel, playsSelectionFeedback: Bool = true) {
    self.model = model
    self.playsSelectionFeedback = playsSelectionFeedback
  }

  public var body: some View {
    GeometryReader { proxy in
      let wheel = WheelGeometry(
        itemCount: model.itemCount, containerWidth: proxy.size.width,
        containerHeight: proxy.size.height)
      ScrollView(.horizontal, showsIndicators: false) {
        // Not a lazy stack: one drops the cards whose place in the row is out of view, and the
        // wheel draws cards from far along the row at its top.
        HStack(spacing: 0) {
          ForEach(0..<model.itemCount, id: \.self) { item in
            card(item, on: wheel)
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(WheelSnapping(geometry: wheel))
      .onScrollGeometryChange(for: CGFloat.self, of: \.contentOffset.x) { _, offset in
        model.scrollOffset = offset
        model.centeredItem = wheel.centeredItem(atOffset: offset)
      }
      .accessibilityIdentifier("wheel")
    }
    .ignoresSafeArea()
    .sensoryFeedback(.selection, trigger: model.centeredItem) { _, _ in playsSelectionFeedback }
  }

  /// Card `item`, turned to its place on the arc and drawn at the top of the wheel; the cards
  /// further round are drawn in front, as the article's zIndex has them.
  private func card(_ item: Int, on wheel: WheelGeometry) -> some View {
    let width = WheelGeometry.cardSize.width
    return Text("\(item + 1)")
      .frame(width: width, height: WheelGeometry.cardSize.height)
      .visualEffect { content, geometry in
        // The scroll offset, from where the card sits in the content and on screen.
        let offset = CGFloat(item) * width - geometry.frame(in: .scrollView).minX
        return
          content
          .rotationEffect(.radians(wheel.angle(of: item, atOffset: offset)), anchor: wheel.anchor)
          .offset(x: offset + wheel.containerWidth / 2 - width / 2 - CGFloat(item) * width)
          .opacity(wheel.isDrawn(item, atOffset: offset, height: wheel.containerHeight) ? 1 : 0)
      }
      .zIndex(Double(Int(wheel.angle(of: item, atOffset: model.scrollOffset) * 1_000_000)))
  }
}

#Preview {
  SpinningWheelView(model: WheelModel(itemCount: 12))
}
