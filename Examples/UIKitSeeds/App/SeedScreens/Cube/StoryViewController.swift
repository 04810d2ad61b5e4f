import UIKit

/// One user's stories: the screen each page of the cube holds.
final class StoryViewController: UIViewController {
  let account: Int

  init(account: Int) {
    self.account = account
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "story \(account)"
    view.backgroundColor = .systemBackground
  }
}
