import HapticTapeUIKit
import UIKit

/// A list whose configuration declares `lineSpacing` in 0…100 and whose layout traps on a
/// negative spacing (`Int(exactly:)` of a negative row count, unwrapped), as a team's layout
/// might: a configuration out of range must be refused before this code runs.
public enum SpacedListScreen: UIKitScreen {
  /// The spacing between rows.
  public struct Configuration: SceneConfiguration {
    /// Points between rows.
    public var lineSpacing = 10.0

    public init() {}

    public static var keys: [SceneConfigurationKey<Self>] {
      [.number("lineSpacing", in: 0...100, unit: "pt") { $0.lineSpacing }]
    }
  }

  public static let id = "spaced-list"
  public static let summary = "A list of rows spaced by its configuration's lineSpacing."

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    SpacedListController(lineSpacing: configuration.lineSpacing)
  }
}

/// The app's controller: sizes its content from the spacing, trusting it to be in range.
final class SpacedListController: UIViewController {
  private let scrollView = UIScrollView()
  private let lineSpacing: Double

  init(lineSpacing: Double) {
    self.lineSpacing = lineSpacing
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Traps on a negative spacing: UInt of a negative number.
    let rowPitch = UInt(44 + lineSpacing)
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rowPitch * 50))
    view.addSubview(scrollView)
  }
}
