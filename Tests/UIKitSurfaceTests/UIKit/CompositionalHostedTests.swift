import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: scales within 1e-9 (a ratio of sums of whole and half points); offsets exactly as
// the replay left them.
private let scaleTolerance = 1e-9

/// A card carousel an app would write: a horizontally scrolling compositional layout whose
/// visible-items handler scales each card by its distance from the middle of the screen.
final class CardCarouselController: UICollectionViewController {
  var handlerCalls = 0

  init() {
    let card = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(250), heightDimension: .absolute(400)),
      subitems: [card])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 20
    // (393 − 250) / 2 = 71.5: the first card is centred at rest.
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 71.5, bottom: 0, trailing: 71.5)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    super.init(collectionViewLayout: layout)
    section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
      self?.handlerCalls += 1
      let width = environment.container.contentSize.width
      for item in items {
        let scale = CardCarouselController.scale(
          center: item.center.x, offset: offset.x, width: width)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// 1 in the middle of the screen, 0.4 less per screen width away, at least 0.8.
  static func scale(center: CGFloat, offset: CGFloat, width: CGFloat) -> CGFloat {
    max(0.8, 1 - abs(center - (offset + width / 2)) / width * 0.4)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.accessibilityIdentifier = "cards"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 10 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }
}

enum CardCarouselScreen: UIKitScreen {
  static let id = "card-carousel"
  static let summary = "Ten cards scaled by their distance from the middle as they scroll."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    CardCarouselController()
  }
}

@Suite("UICollectionViewCompositionalLayout hosted: the visible-items handler scales the cards")
struct CompositionalHostedTests {
  @Test("a drag scrolls the carousel; every sample's card scales follow the handler")
  func dragScalesCards() throws {
    let (scene, outcome) = try replayHosted(
      "touch 1 at 300,400\ndrag 1 to 180,400 in 0.5s\nhold 1 for 0.3s\nlift 1\nwait 0.5s",
      on: CardCarouselScreen.self, layoutSampling: .everyFrame)
    let controller = try #require(scene.rootViewController as? CardCarouselController)
    let collectionView = controller.collectionView!
    let offset = collectionView.contentOffset.x
    // The drag moved the content (less the touch slop) and nothing bounced it back.
    #expect(offset > 50)
    #expect(offset < 120)
    #expect(controller.handlerCalls > 10)
    let samples = outcome.output.entries.compactMap { entry -> SceneOutput.LayoutSnapshot? in
      guard case .layout(let snapshot, _) = entry, snapshot.view == "cards" else { return nil }
      return snapshot
    }
    let last = try #require(samples.last)
    let first = try #require(last.attributes.first { $0.indexPath.item == 0 })
    // Card 0 is centred at 71.5 + 125 = 196.5; the middle of the screen is offset + 196.5.
    let expected = 1 - abs(196.5 - (Double(offset) + 196.5)) / 393 * 0.4
    #expect(abs(first.transform3D.m11 - expected) <= scaleTolerance)
    #expect(abs(first.transform3D.m22 - expected) <= scaleTolerance)
    #expect(expected < 0.95)
    for attributes in last.attributes {
      let scale = CardCarouselController.scale(
        center: CGFloat(attributes.center.x), offset: offset, width: 393)
      #expect(abs(attributes.transform3D.m11 - Double(scale)) <= scaleTolerance)
    }
    // The cell on screen carries the transform.
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(Double(cell.transform.a) - expected) <= scaleTolerance)
    // Earlier samples hold other scales: the handler ran as the drag went.
    let scales = Set(
      samples.compactMap { $0.attributes.first { $0.indexPath.item == 0 }?.transform3D.m11 })
    #expect(scales.count > 5)
  }
}
