/// A view controller whose view is a collection view it is the data source and delegate of, as
/// in UIKit: a subclass overrides the data source, delegate and scroll view methods it needs.
///
/// ```swift
/// final class BooksViewController: UICollectionViewController {
///   init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///   required init?(coder: NSCoder) { fatalError() }
///   override func collectionView(
///     _ collectionView: UICollectionView, numberOfItemsInSection section: Int
///   ) -> Int { 12 }
///   override func collectionView(
///     _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
///   ) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
///   }
/// }
/// ```
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout
  private var ownCollectionView: UICollectionView?

  /// Whether the selection is cleared when the view appears (inert headless).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press moves items (inert: interactive movement is not modelled).
  open var installsStandardGestureForInteractiveMovement = false

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view, created with the controller's view.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return ownCollectionView
    }
    set {
      ownCollectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout {
    ownCollectionView?.collectionViewLayout ?? initialLayout
  }

  /// Creates a screen-sized collection view with the layout, with this controller as its data
  /// source and delegate.
  open override func loadView() {
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    ownCollectionView = collectionView
    view = collectionView
  }

  // MARK: - Data source

  /// No items; a subclass overrides this.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// A subclass overrides this; the default reports the omission and returns a plain cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.reportProblem(
      call: "collectionView(_:cellForItemAt:)",
      message:
        "\(type(of: self)) reports items but does not override "
        + "collectionView(_:cellForItemAt:)")
    return UICollectionViewCell(frame: .zero)
  }

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A plain view, reported: a subclass whose layout has supplementary views overrides this.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.reportProblem(
      call: "collectionView(_:viewForSupplementaryElementOfKind:at:)",
      message:
        "the layout returned a supplementary view of kind \(kind) but \(type(of: self)) does "
        + "not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    return UICollectionReusableView(frame: .zero)
  }

  /// Items cannot be moved.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Delegate

  /// Items highlight.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// Items may be selected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Items may be deselected.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  // MARK: - Scroll view delegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Never called (zooming is not modelled).
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Never called (zooming is not modelled).
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Never called (zooming is not modelled).
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Scrolling to the top is allowed.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
