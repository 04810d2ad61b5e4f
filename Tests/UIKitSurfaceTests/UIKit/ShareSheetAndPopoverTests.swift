import HapticTape
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: frames are whole points and counts exact.

/// A controller that shows a pop-over from a button, as an iPad-ready app writes one.
private final class PopoverSource: UIViewController, UIPopoverPresentationControllerDelegate {
  var prepared = 0
  func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
    prepared += 1
  }
}

@Suite("UIActivityViewController and UIPopoverPresentationController")
@MainActor
struct ShareSheetAndPopoverTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func aShareSheetShowsAsASheetAndReportsNothingDoneOnceDismissed() throws {
    let runtime = HeadlessRuntime(display: display)
    var reports: [String] = []
    try runtime.run {
      let home = PopoverSource()
      let window = windowShowing(home)
      let share = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
      share.excludedActivityTypes = [.print, .airDrop]
      share.completionWithItemsHandler = { type, completed, items, error in
        reports.append("\(type?.rawValue ?? "none") \(completed) \(items == nil) \(error == nil)")
      }
      let sheet = try #require(share.sheetPresentationController)
      home.present(share, animated: false)
      #expect(sheet.containerView?.superview === window)
      #expect(reports.isEmpty)
      share.dismiss(animated: false)
    }
    #expect(reports == ["none false true true"])
  }

  @Test func aPopoverHasItsControllerAndItsDelegateIsToldBeforeItShows() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let home = PopoverSource()
      let window = windowShowing(home)
      let details = UIViewController()
      #expect(details.popoverPresentationController == nil)
      details.modalPresentationStyle = .popover
      let popover = try #require(details.popoverPresentationController)
      #expect(details.presentationController === popover)
      let button = UIView(frame: CGRect(x: 300, y: 40, width: 44, height: 44))
      window.addSubview(button)
      popover.sourceView = button
      popover.sourceRect = button.bounds
      popover.permittedArrowDirections = [.up, .down]
      popover.delegate = home
      home.present(details, animated: false)
      #expect(home.prepared == 1)
      #expect(popover.presentingViewController === home)
      // Shown over the whole window, as an iPhone adapts a pop-over; where it points is kept.
      #expect(details.view.window === window)
      #expect(details.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(popover.sourceView === button && popover.sourceRect.width == 44)
      #expect(popover.arrowDirection == .unknown)
    }
  }

  @Test func anItemProviderStandsInWithItsPlaceholder() {
    let provider = UIActivityItemProvider(placeholderItem: "draft")
    let share = UIActivityViewController(activityItems: [provider], applicationActivities: [])
    #expect(provider.activityViewControllerPlaceholderItem(share) as? String == "draft")
    let item = provider.activityViewController(share, itemForActivityType: .mail)
    #expect(item as? String == "draft")
    #expect(provider.activityViewController(share, subjectForActivityType: nil) == "")
    #expect(UIActivity.ActivityType.copyToPasteboard.rawValue.hasSuffix("CopyToPasteboard"))
    #expect(!UIActivity().canPerform(withActivityItems: ["x"]))
  }
}
