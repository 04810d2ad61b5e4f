import HapticTapeUIKit
import UIKit

/// An App-Store-style page an app would write: a vertical compositional layout whose first
/// section is a carousel of cards 80 % of the width wide, 10 pt apart, scaled by Apple's
/// visible-items handler formula as they pass the middle, and whose second is a two-column
/// grid.
class StorePageController: UICollectionViewController {
  /// Every item selected by a tap, in order.
  private(set) var selected: [IndexPath] = []
  /// The container width the handler was given, last time.
  private(set) var handlerContainerWidth: CGFloat = 0

  init(carousel behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
    weak var weakSelf: StorePageController?
    let layout = UICollectionViewCompositionalLayout { section, _ in
      if section == 0 {
        let card = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
          subitems: [card])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.interGroupSpacing = 10
        carousel.orthogonalScrollingBehavior = behavior
        carousel.visibleItemsInvalidationHandler = { items, offset, environment in
          let width = environment.container.contentSize.width
          weakSelf?.handlerContainerWidth = width
          for item in items {
            let scale = StorePageController.scale(
              midX: item.frame.midX, offset: offset.x, width: width)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
          }
        }
        return carousel
      }
      let tile = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [tile])
      return NSCollectionLayoutSection(group: row)
    }
    super.init(collectionViewLayout: layout)
    weakSelf = self
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Apple's carousel sample: 1.1 at the middle of the container, less by the distance over
  /// the container's width, at least 0.7.
  static func scale(midX: CGFloat, offset: CGFloat, width: CGFloat) -> CGFloat {
    let distance = abs(midX - offset - width / 2)
    return max(1.1 - distance / width, 0.7)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.accessibilityIdentifier = "store"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { section == 0 ? 8 : 40 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
  }

  /// The carousel's scroll view (the collection view's only scroll view subview).
  var carousel: UIScrollView? {
    collectionView.subviews.lazy.compactMap { $0 as? UIScrollView }.first
  }
}

enum StorePageScreen: UIKitScreen {
  static let id = "store-page"
  static let summary = "A centred group-paging carousel of cards above a grid."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    StorePageController(carousel: .groupPagingCentered)
  }
}

enum PagingStorePageScreen: UIKitScreen {
  static let id = "store-page-paging"
  static let summary = "A paging carousel of cards above a grid."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    StorePageController(carousel: .paging)
  }
}

enum ContinuousStorePageScreen: UIKitScreen {
  static let id = "store-page-continuous"
  static let summary = "A freely scrolling carousel of cards above a grid."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    StorePageController(carousel: .continuous)
  }
}

enum LeadingBoundaryStorePageScreen: UIKitScreen {
  static let id = "store-page-leading"
  static let summary = "A carousel that settles on group leading edges above a grid."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    StorePageController(carousel: .continuousGroupLeadingBoundary)
  }
}
