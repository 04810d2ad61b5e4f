/// The container of a custom presentation: tells its presentation controller around each
/// layout pass, as UIKit's transition view does.
final class PresentationContainerView: UIView {
  weak var presentationController: UIPresentationController?

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}
