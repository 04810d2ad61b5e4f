import HapticTapeSwiftUI
import Testing

// Tolerance: frames are whole points, exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

/// Which phases an image's content closure was asked for.
final class PhaseLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var phases: [String] = []
}

@Suite("SwiftUI: images loaded from URLs, and settings and insets from UIKit")
struct SwiftUILoadingAndSettingsTests {
  @Test func anAsyncImageShowsItsPlaceholderHeadless() throws {
    let root = hostedLayout(
      pinned(
        AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
          image.resizable()
        } placeholder: {
          Color.gray.frame(width: 40, height: 30).accessibilityIdentifier("placeholder")
        }))
    let placeholder = try #require(frame(of: "placeholder", in: root))
    #expect(abs(placeholder.width - 40) <= tolerance && abs(placeholder.height - 30) <= tolerance)
  }

  @Test func anAsyncImagesPhaseIsEmpty() throws {
    let log = PhaseLog()
    let root = hostedLayout(
      pinned(
        AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
          let _ = log.phases.append(phase.image == nil && phase.error == nil ? "empty" : "other")
          Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("phase")
        }))
    #expect(frame(of: "phase", in: root)?.width == 20)
    #expect(log.phases == ["empty"])
  }

  @Test func edgeInsetsFromDirectionalInsets() {
    let insets = EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  @Test func userDefaultsReadAndWriteByKeyValueCoding() throws {
    let defaults = try #require(UserDefaults(suiteName: "HapticTapeKeyValueCodingTest"))
    defaults.setValue([3, 1, 2], forKey: "order")
    #expect(defaults.value(forKey: "order") as? [Int] == [3, 1, 2])
    defaults.setValue(nil, forKey: "order")
    #expect(defaults.value(forKey: "order") == nil)
  }
}
