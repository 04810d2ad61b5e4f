import Testing
import UIKit

// No tolerance: sizes and counts compare exactly.

/// A toolbar's delegate that places it at the bottom, as a controller with a bottom bar does.
private final class BottomBarDelegate: UIToolbarDelegate {
  var asked = 0
  func position(for bar: any UIBarPositioning) -> UIBarPosition {
    asked += 1
    return .bottom
  }
}

/// An app's own toolbar, as a photo browser subclasses it.
private final class BrowserToolbar: UIToolbar {}

@Suite("UIToolbar: items, position and looks kept")
struct UIToolbarTests {
  @Test func itKeepsItsItemsAndIsFortyFourPointsTall() {
    let toolbar = BrowserToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 10))
    let share = UIBarButtonItem(systemItem: .action)
    toolbar.setItems([.flexibleSpace(), share, .fixedSpace(12)], animated: true)
    #expect(toolbar.items?.count == 3 && toolbar.items?[1] === share)
    toolbar.sizeToFit()
    #expect(toolbar.bounds.size == CGSize(width: 393, height: 44))
    #expect(toolbar.barStyle == .default && toolbar.isTranslucent)
  }

  @Test func itsPositionIsWhatItsDelegateSays() {
    let toolbar = UIToolbar(frame: .zero)
    #expect(toolbar.barPosition == .any)
    let delegate = BottomBarDelegate()
    toolbar.delegate = delegate
    #expect(toolbar.barPosition == .bottom)
    #expect(delegate.asked == 1)
  }

  @Test func imagesAreKeptPerPositionAndHeight() {
    let toolbar = UIToolbar(frame: .zero)
    let image = UIImage()
    toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
    #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
    #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) == nil)
    toolbar.setShadowImage(image, forToolbarPosition: .any)
    #expect(toolbar.shadowImage(forToolbarPosition: .any) === image)
    let appearance = UIToolbarAppearance()
    appearance.backgroundColor = .red
    let copy = UIToolbarAppearance(barAppearance: appearance)
    #expect(copy.backgroundColor == .red)
  }
}
