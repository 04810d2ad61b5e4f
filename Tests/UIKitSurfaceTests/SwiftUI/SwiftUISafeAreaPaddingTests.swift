import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames and offsets are sums of stated lengths: exact to 1e-9 pt; a settled scroll
// rests on a whole point.
private let tolerance: CGFloat = 1e-9

/// Where the carousel came to rest.
@Observable final class PeekingCarouselModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var page: Int?
}

/// The iOS 17 carousel idiom: cards 313 pt wide, aligned to the views, the neighbours peeking
/// through 40 pt of safe-area padding on each side.
struct PeekingCarouselView: View {
  @Bindable var model: PeekingCarouselModel
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { index in
          Color.gray.frame(width: 313, height: 200).accessibilityIdentifier("card\(index)")
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned)
    .scrollPosition(id: $model.page)
    .safeAreaPadding(.horizontal, 40)
  }
}

enum PeekingCarouselScreen: SwiftUIScreen {
  static let id = "peeking-carousel"
  static let summary = "Cards whose neighbours show in the safe-area padding."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PeekingCarouselModel {
    PeekingCarouselModel()
  }
  static func makeView(model: PeekingCarouselModel, configuration: UIKitScreenConfiguration)
    -> PeekingCarouselView
  { PeekingCarouselView(model: model) }
}

@Suite("SwiftUI safeAreaPadding around a scroll view: content insets, the view keeps its size")
@MainActor
struct SwiftUISafeAreaPaddingTests {
  @Test func theScrollViewKeepsItsWidthAndItsContentStartsInsideThePadding() throws {
    let root = hostedLayout(PeekingCarouselView(model: PeekingCarouselModel()))
    let carousel = try #require(firstScrollView(in: root))
    // The scroll view spans the screen, the padding its content insets (padding would have
    // made it 313 pt wide); the first card starts 40 pt in, the second peeks at x 353.
    #expect(abs(carousel.frame.minX) <= tolerance && abs(carousel.frame.width - 393) <= tolerance)
    #expect(carousel.contentInset.left == 40 && carousel.contentInset.right == 40)
    let first = try #require(frame(of: "card0", in: root))
    #expect(abs(first.minX - 40) <= tolerance)
    let second = try #require(frame(of: "card1", in: root))
    #expect(abs(second.minX - 353) <= tolerance)
  }

  @Test func aSwipeStartedInThePaddingScrollsToTheNextCard() throws {
    // A swipe from x 380, inside the right padding, moves one card: card 1's leading edge rests
    // at the padding's edge, x 40.
    let script = "touch 1 at 380,426\ndrag 1 to 200,426 in 300ms\nlift 1\nwait 2s"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<PeekingCarouselScreen>.self)
    let model = try #require(SwiftUIHostedScreen<PeekingCarouselScreen>.model(of: scene))
    #expect(model.page == 1)
    let root = try #require(scene.rootViewController?.view)
    let card = try #require(frame(of: "card1", in: root))
    #expect(abs(card.minX - 40) <= tolerance)
  }
}
