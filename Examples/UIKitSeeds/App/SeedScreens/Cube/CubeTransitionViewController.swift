import UIKit

/// Story pages, one per user, that turn like a cube (the article's `CubeTransitionViewController`):
/// a paged horizontal collection view whose scroll delegate turns each visible page, with user
/// interaction off while the pages decelerate.
///
/// Beside the article's code (marked "ours"): the cube opens on any page, a tap on the right or
/// left third turns to the next or previous page, and a completed page change plays a light
/// impact.
public final class CubeTransitionViewController: UIViewController {
  private let accounts: [Int]
  private let initialPage: Int
  private let tapZoneFraction: CGFloat
  private let playsPageChangeImpact: Bool
  private let pageChangeImpactIntensity: CGFloat
  private let impact = UIImpactFeedbackGenerator(style: .light)
  /// The page the cube last came to rest on.
  public private(set) var currentPage: Int
  /// The page a tap turn heads to while it runs (ours).
  private var tapTarget: Int?

  private let layout = Builder(UICollectionViewFlowLayout())
    .minimumInteritemSpacing(0)
    .minimumLineSpacing(0)
    .sectionInset(.zero)
    .scrollDirection(.horizontal)
    .build()

  private(set) lazy var containerView = Builder(
    UICollectionView(frame: .zero, collectionViewLayout: layout)
  )
  .showsHorizontalScrollIndicator(false)
  .showsVerticalScrollIndicator(false)
  .isPagingEnabled(true)
  .bounces(true)
  .backgroundColor(.clear)
  .build()

  /// A cube of `pageCount` pages opening on `initialPage`.
  public init(
    pageCount: Int = 5, initialPage: Int = 0, tapZoneFraction: CGFloat = 1.0 / 3,
    playsPageChangeImpact: Bool = true, pageChangeImpactIntensity: CGFloat = 1
  ) {
    accounts = Array(0..<pageCount)
    self.initialPage = initialPage
    self.currentPage = initialPage
    self.tapZoneFraction = tapZoneFraction
    self.playsPageChangeImpact = playsPageChangeImpact
    self.pageChangeImpactIntensity = pageChangeImpactIntensity
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    containerView.frame = view.bounds
    containerView.accessibilityIdentifier = "pages"
    containerView.register(CubeContainerCell.self)
    containerView.dataSource = self
    containerView.delegate = self
    containerView.addGestureRecognizer(makeTapRecognizer())
    view.addSubview(containerView)
    // Ours: open on any page (the article's first library could not).
    containerView.layoutIfNeeded()
    containerView.contentOffset = CGPoint(x: CGFloat(initialPage) * view.bounds.width, y: 0)
  }

  /// Ours: a tap on the right third turns to the next page, on the left third to the previous
  /// one; taps during a turn chain from the page it heads to.
  fileprivate func turnPage(_ recognizer: UITapGestureRecognizer) {
    let width = containerView.bounds.width
    let x = recognizer.location(in: view).x
    let zone = width * tapZoneFraction
    let step = x >= width - zone ? 1 : x < zone ? -1 : 0
    guard step != 0 else { return }
    let from = tapTarget ?? currentPage
    let target = min(max(from + step, 0), accounts.count - 1)
    guard target != from else { return }
    tapTarget = target
    containerView.setContentOffset(CGPoint(x: CGFloat(target) * width, y: 0), animated: true)
  }

  /// Ours: the page the cube rests on, with a light impact when it changed.
  private func completePageChange(_ scrollView: UIScrollView) {
    guard scrollView.bounds.width > 0 else { return }
    let nearest = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    let page = min(max(nearest, 0), accounts.count - 1)
    guard page != currentPage else { return }
    currentPage = page
    if playsPageChangeImpact { impact.impactOccurred(intensity: pageChangeImpactIntensity) }
  }
}

extension CubeTransitionViewController {
  @objc private func handleTap(_ recognizer: UITapGestureRecognizer) { turnPage(recognizer) }

  fileprivate func makeTapRecognizer() -> UITapGestureRecognizer {
    UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
  }
}

extension CubeTransitionViewController: UICollectionViewDataSource {
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { accounts.count }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeue(CubeContainerCell.self, for: indexPath),
      let context = self.accounts.at(indexPath.item)
    else { return UICollectionViewCell() }

    cell.viewController = StoryViewController(account: context)
    cell.viewController?.loadViewIfNeeded()

    return cell
  }
}

extension CubeTransitionViewController: UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let cell = cell as? CubeContainerCell, let viewController = cell.viewController else {
      return
    }
    self.addChild(vc: viewController, bindedTo: cell.contentView)
  }

  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let cell = cell as? CubeContainerCell, let viewController = cell.viewController else {
      return
    }
    self.removeChild(viewController)
  }
}

extension CubeTransitionViewController: UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt: IndexPath
  ) -> CGSize {
    collectionView.frame.size
  }
}

extension CubeTransitionViewController: UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    transformViewsInScrollView(scrollView)
  }

  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    tapTarget = nil  // ours: a drag takes over from a tap turn
  }

  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    if !decelerate { completePageChange(scrollView) }  // ours
  }

  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    scrollView.isUserInteractionEnabled = false
  }

  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    scrollView.isUserInteractionEnabled = true
    completePageChange(scrollView)  // ours
  }

  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    scrollView.isUserInteractionEnabled = true
    tapTarget = nil  // ours
    completePageChange(scrollView)  // ours
  }

  func transformViewsInScrollView(_ scrollView: UIScrollView) {
    let svWidth = scrollView.frame.width

    for index in 0..<containerView.visibleCells.count {
      guard let view = containerView.visibleCells[index] as? CubeContainerCell else { continue }

      let svCenter = scrollView.frame(in: view).center.x
      let cellCenter = view.frame(in: view).center.x

      let xDiff = svCenter - cellCenter

      view.applyTransform(xDiff / svWidth)
    }
  }
}
