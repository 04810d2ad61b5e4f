import SwiftUI

/// Seed 004's story pages turning like a cube, as a SwiftUI screen is written for iOS 17: a
/// paging horizontal scroll view whose pages turn about their near edge from their scroll
/// geometry (60° a page, the article's perspective of 1/500), with a light impact when the cube
/// comes to rest on another page.
///
/// As the UIKit version does, taps are ignored while the pages decelerate, and a tap on the right
/// or left third turns to the next or previous page.
public struct CubeStoriesView: View {
  let model: StoriesModel
  let tapZoneFraction: CGFloat
  let playsPageChangeImpact: Bool
  let pageChangeImpactIntensity: Double

  @State private var scrolledPage: Int?
  @State private var phase = ScrollPhase.idle
  /// The page a tap turn heads to while it runs.
  @State private var tapTarget: Int?

  public init(
    model: StoriesModel, tapZoneFraction: CGFloat = 1.0 / 3, playsPageChangeImpact: Bool = true,
    pageChangeImpactIntensity: Double = 1
  ) {
    self.model = model
    self.tapZoneFraction = tapZoneFraction
    self.playsPageChangeImpact = playsPageChangeImpact
    self.pageChangeImpactIntensity = pageChangeImpactIntensity
    _scrolledPage = State(initialValue: model.currentPage)
  }

  public var body: some View {
    GeometryReader { proxy in
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: 0) {
          ForEach(0..<model.pageCount, id: \.self) { account in
            StoryPage(account: account)
              .containerRelativeFrame(.horizontal)
              .visualEffect { content, geometry in
                // How far the page has moved past the leading edge, in pages.
                let progress = -geometry.frame(in: .scrollView).minX / geometry.size.width
                return
                  content
                  .rotation3DEffect(
                    .degrees(progress * 60), axis: (x: 0, y: 1, z: 0),
                    anchor: progress > 0 ? .trailing : .leading,
                    // The article's m34 of +1/500; SwiftUI's is −perspective / max(w, h).
                    perspective: -max(geometry.size.width, geometry.size.height) / 500
                  )
                  .opacity(1 - min(max(-progress, 0), 1))
              }
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: $scrolledPage)
      .onScrollPhaseChange { _, newPhase in
        phase = newPhase
        if newPhase == .interacting { tapTarget = nil }
        if newPhase == .idle {
          tapTarget = nil
          settle()
        }
      }
      .allowsHitTesting(phase != .decelerating)
      .onTapGesture { location in turnPage(at: location.x, width: proxy.size.width) }
      .accessibilityIdentifier("pages")
    }
    .ignoresSafeArea()
    .sensoryFeedback(trigger: model.currentPage) { _, _ in
      playsPageChangeImpact ? .impact(weight: .light, intensity: pageChangeImpactIntensity) : nil
    }
  }

  /// The page the cube came to rest on.
  private func settle() {
    guard let page = scrolledPage, page != model.currentPage else { return }
    model.currentPage = page
  }

  /// A tap on the right third turns to the next page, on the left third to the previous one;
  /// taps during a turn chain from the page it heads to.
  private func turnPage(at x: CGFloat, width: CGFloat) {
    let zone = width * tapZoneFraction
    let step = x >= width - zone ? 1 : x < zone ? -1 : 0
    guard step != 0 else { return }
    let from = tapTarget ?? model.currentPage
    let target = min(max(from + step, 0), model.pageCount - 1)
    guard target != from else { return }
    tapTarget = target
    withAnimation { scrolledPage = target }
  }
}

#Preview("Five pages") {
  CubeStoriesView(model: StoriesModel())
}
