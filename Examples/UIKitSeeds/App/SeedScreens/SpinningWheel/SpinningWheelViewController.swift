import UIKit

/// The wheel screen: thirty cards on an arc; a selection tick each time a different card comes
/// to the top.
public final class SpinningWheelViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let itemCount: Int
  private let playsSelectionFeedback: Bool
  private let layout = CircularCollectionViewLayout()
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  private let selectionFeedback = UISelectionFeedbackGenerator()
  /// The card nearest the top.
  public private(set) var centeredItem = 0

  public init(itemCount: Int = 30, playsSelectionFeedback: Bool = true) {
    self.itemCount = itemCount
    self.playsSelectionFeedback = playsSelectionFeedback
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.accessibilityIdentifier = "wheel"
    collectionView.backgroundColor = .systemBackground
    collectionView.register(CircularCollectionViewCell.self, forCellWithReuseIdentifier: "card")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    itemCount
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
  }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let nearest = Int((-layout.angle / layout.anglePerItem).rounded())
    let item = min(max(nearest, 0), itemCount - 1)
    guard item != centeredItem else { return }
    centeredItem = item
    if playsSelectionFeedback { selectionFeedback.selectionChanged() }
  }
}
