/// What a container of view controllers hears about its children's sizes and its own:
/// ``UIViewController`` and ``UIPresentationController`` adopt it.
public protocol UIContentContainer: AnyObject {
  /// The size the container's content would like.
  var preferredContentSize: CGSize { get }
  /// A child's preferred content size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// A child's Auto Layout fitting size changed (inert: never called headless).
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size to give the child `container`, in a parent of `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// The container's size is about to change to `size`.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The container's traits are about to change to `newCollection`.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
