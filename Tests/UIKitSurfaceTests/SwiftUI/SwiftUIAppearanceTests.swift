import HapticTape
import HapticTapeSwiftUI
import Testing
import UIKit

// Tolerance: layout in points, exact (the same layout with and without the modifiers).

@Suite("Appearance modifiers are kept and change no layout: the status bar and the style")
@MainActor
struct SwiftUIAppearanceTests {
  @Test func hidingTheStatusBarKeepsTheSafeArea() throws {
    // At the top of the hosted content, which the device's safe area places, either way.
    let bar = VStack(spacing: 0) {
      Color.red.frame(height: 10).accessibilityIdentifier("content")
      Spacer()
    }
    let shown = hostedLayout(bar)
    let hidden = hostedLayout(bar.statusBarHidden())
    let shownFrame = try #require(frame(of: "content", in: shown))
    let hiddenFrame = try #require(frame(of: "content", in: hidden))
    #expect(hiddenFrame == shownFrame)
    #expect(hiddenFrame == CGRect(x: 0, y: 0, width: 393, height: 10), "\(hiddenFrame)")
  }

  @Test func anOverriddenStyleIsKeptAndTheTraitsStayLight() {
    let controller = UIViewController()
    controller.overrideUserInterfaceStyle = .dark
    controller.view.overrideUserInterfaceStyle = .dark
    #expect(controller.overrideUserInterfaceStyle == .dark)
    #expect(controller.view.overrideUserInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
  }
}
