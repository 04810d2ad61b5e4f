import UIKit

/// One half picker: a vertical collection of half pizzas that tells its parent which pizza is
/// centred.
public class PizzaHalfCollectionController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  let layout = PizzaHalfSelectorLayout()
  private(set) lazy var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: layout)

  /// The pizza under the screen centre.
  public private(set) var currentIndex = 0
  /// Called when the centred pizza changes.
  var onIndexChanged: ((Int) -> Void)?

  private let orientation: PizzaHalfOrientation
  private let pizzaCount: Int
  private let decelerationRate: CGFloat

  init(
    orientation: PizzaHalfOrientation, style: PizzaHalfLayoutStyle, pizzaCount: Int,
    decelerationRate: CGFloat
  ) {
    self.orientation = orientation
    self.pizzaCount = pizzaCount
    self.decelerationRate = decelerationRate
    super.init(nibName: nil, bundle: nil)
    layout.orientation = orientation
    layout.style = style
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The main pizza's size: 300 pt, or 230 pt on screens 320 pt wide or less.
  static func mainPizzaSize(screenWidth: CGFloat) -> CGFloat {
    screenWidth > 320 ? 300 : 230
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.accessibilityIdentifier = orientation == .left ? "left" : "right"
    collectionView.register(PizzaHalfCell.self, forCellWithReuseIdentifier: "half")
    collectionView.register(
      PizzaHalfHeader.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "caption")
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.showsVerticalScrollIndicator = false
    collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: decelerationRate)
    // The insets below centre the first and last pizza; the safe area must not add to them.
    collectionView.contentInsetAdjustmentBehavior = .never
    view.addSubview(collectionView)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The parent sizes this view after loading it: lay out the picker once it has its size.
    guard collectionView.frame.size != view.bounds.size else { return }
    collectionView.frame = view.bounds
    let pizzaSize = Self.mainPizzaSize(screenWidth: UIScreen.main.bounds.width)
    layout.itemSize = CGSize(width: pizzaSize / 2, height: pizzaSize)
    setupInsets(pizzaSize: pizzaSize)
  }

  /// Lets the first and last pizza reach the centre, and starts on the first.
  private func setupInsets(pizzaSize: CGFloat) {
    let vertical = (collectionView.bounds.height - pizzaSize) / 2
    collectionView.contentInset = UIEdgeInsets(top: vertical, left: 0, bottom: vertical, right: 0)
    collectionView.contentOffset = CGPoint(x: 0, y: -vertical)
  }

  /// Centres pizza `index`.
  func scroll(to index: Int, animated: Bool) {
    collectionView.setContentOffset(layout.contentOffset(for: index), animated: animated)
  }

  // MARK: Data source

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    pizzaCount
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "half", for: indexPath)
    (cell as? PizzaHalfCell)?.halfOrientation = orientation
    return cell
  }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "caption", for: indexPath)
    (header as? PizzaHalfHeader)?.pizzaName = "Pizza \(indexPath.row + 1)"
    return header
  }

  // MARK: Scrolling

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let floatIndex = layout.pizzaIndex(offset: scrollView.contentOffset)
    let index = max(0, min(pizzaCount - 1, Int(floatIndex)))
    guard index != currentIndex else { return }
    currentIndex = index
    onIndexChanged?(index)
  }
}
