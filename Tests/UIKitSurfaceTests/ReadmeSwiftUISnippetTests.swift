import HapticTapeSwiftUI
import HapticTapeTesting
import Testing

// The app's file, as it is: five pages, a tick as each one settles.
struct PagesView: View {
  @State private var page: Int? = 0

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { _ in Color.blue.containerRelativeFrame(.horizontal) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .scrollPosition(id: $page)
    .sensoryFeedback(.selection, trigger: page)
    .accessibilityIdentifier("pages")
  }
}

enum PagesScreen: SwiftUIScreen {
  static let id = "pages"
  static let summary = "Five pages, a tick as each one settles."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> PagesView {
    PagesView()
  }
}

@Test func swipingToTheNextPageTicksOnce() {
  expectReplay(of: "Recordings/pages/swipe-next.htape", on: SwiftUIScene<PagesScreen>.self)
}
