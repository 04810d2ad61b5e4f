import HeadlessRuntime
import Testing
import UIKit

// Tolerance: frames are sums of whole and tenth points, exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

@Suite("UIAlertController's buttons: where iOS puts them, each choosing its action")
struct AlertButtonLayoutTests {
  /// The frames of `alert`'s buttons in the window, by title, once presented over a plain
  /// controller in a 393 × 852 window with no safe area.
  private func buttonFrames(of alert: UIAlertController) -> [String: CGRect] {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    return runtime.run {
      let home = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = home
      home.present(alert, animated: false)
      alert.view.frame = window.bounds
      alert.view.layoutIfNeeded()
      var frames: [String: CGRect] = [:]
      for case let button as UIButton in alert.view.subviews {
        frames[button.accessibilityIdentifier ?? ""] = button.convert(button.bounds, to: window)
      }
      return frames
    }
  }

  private func expect(_ frame: CGRect?, _ expected: CGRect) {
    guard let frame else {
      Issue.record("no button")
      return
    }
    #expect(
      abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
        && abs(frame.width - expected.width) <= tolerance
        && abs(frame.height - expected.height) <= tolerance, "\(frame)")
  }

  @Test("three actions in an alert: a row each, the cancel one last")
  func stackedAlert() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "One", style: .default))
    alert.addAction(UIAlertAction(title: "Two", style: .destructive))
    let frames = buttonFrames(of: alert)
    // No header: 3 × 44 = 132 pt, centred: from y 426 − 66 = 360, x (393 − 270) / 2 = 61.5.
    expect(frames["One"], CGRect(x: 61.5, y: 360, width: 270, height: 44))
    expect(frames["Two"], CGRect(x: 61.5, y: 404, width: 270, height: 44))
    expect(frames["Cancel"], CGRect(x: 61.5, y: 448, width: 270, height: 44))
  }

  @Test("an action sheet: rows above the cancel button, 8 pt from the edges")
  func actionSheet() {
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Copy", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Mail", style: .default))
    let frames = buttonFrames(of: sheet)
    // Cancel: 852 − 8 − 57 = 787; the others end 8 pt above it, at 779, 57 pt each.
    expect(frames["Cancel"], CGRect(x: 8, y: 787, width: 377, height: 57))
    expect(frames["Mail"], CGRect(x: 8, y: 722, width: 377, height: 57))
    expect(frames["Copy"], CGRect(x: 8, y: 665, width: 377, height: 57))
  }
}
