import HapticTapeUIKit
import UIKit

/// A list whose delegate indexes past the end of its rows on the third scroll callback: the
/// kind of bug an app's own code has (`Fatal error: Index out of range`).
///
/// With `trapsOnScroll` 0 the screen never traps, so a tape can be recorded before the bug
/// exists and replayed after it, as a team's regression would go.
public enum TrapListScreen: UIKitScreen {
  /// When the bug strikes.
  public struct Configuration: SceneConfiguration {
    /// The scroll callback whose row lookup runs past the end; 0 never.
    public var trapsOnScroll = 3

    public init() {}

    public static var keys: [SceneConfigurationKey<Self>] {
      [.integer("trapsOnScroll", in: 0...1_000) { $0.trapsOnScroll }]
    }
  }

  public static let id = "trap-list"
  public static let summary = "A list whose scroll callback runs past its rows on the third call."

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    TrapListController(trapsOnScroll: configuration.trapsOnScroll)
  }
}

/// The app's controller: a scroll view and a delegate that reads a row per callback.
final class TrapListController: UIViewController, UIScrollViewDelegate {
  private let scrollView = UIScrollView()
  private let trapsOnScroll: Int
  private var rows = ["first", "second"]
  private var calls = 0

  init(trapsOnScroll: Int) {
    self.trapsOnScroll = trapsOnScroll
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 3_000)
    scrollView.delegate = self
    view.addSubview(scrollView)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    calls += 1
    guard trapsOnScroll > 0 else { return }
    // The bug: the row index runs on with the callbacks, past the two rows there are.
    let row = calls >= trapsOnScroll ? rows.count : 0
    rows[row] = "seen"
  }
}
