import Testing
import UIKit

// Tolerance: none. Constraints keep the exact values they were made with.

/// A cell that lays its content out with constraints, as cells in apps do.
private final class ConstrainedCell: UICollectionViewCell {
  let label = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.safeAreaLayoutGuide.centerYAnchor),
      label.heightAnchor.constraint(equalTo: contentView.heightAnchor, multiplier: 0.5),
      label.widthAnchor.constraint(equalToConstant: 80),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

@Suite("Auto Layout: anchors make constraints, views and guides keep them")
struct AutoLayoutTests {
  @Test("anchors make constraints with the app's items, attributes, multipliers and constants")
  func anchorsMakeConstraints() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    view.addSubview(child)
    let leading = child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
    #expect(leading.firstItem === child)
    #expect(leading.secondItem === view)
    #expect(leading.firstAttribute == .leading)
    #expect(leading.secondAttribute == .leading)
    #expect(leading.relation == .equal)
    #expect(leading.constant == 16)
    #expect(leading.multiplier == 1)
    #expect(leading.isActive == false)
    let height = child.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25)
    #expect(height.multiplier == 0.25)
    #expect(height.secondAttribute == .width)
    let width = child.widthAnchor.constraint(lessThanOrEqualToConstant: 44)
    #expect(width.secondItem == nil)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(width.relation == .lessThanOrEqual)
    width.priority = .defaultHigh - 1
    #expect(width.priority.rawValue == 749)

    NSLayoutConstraint.activate([leading, height])
    view.addConstraint(width)
    #expect(leading.isActive && height.isActive && width.isActive)
    #expect(view.constraints.count == 1)
    view.layoutIfNeeded()
    // The child places itself (translatesAutoresizingMaskIntoConstraints): its frame stands.
    #expect(child.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    view.removeConstraint(width)
    #expect(view.constraints.isEmpty && !width.isActive)
  }

  @Test("the safe-area and margins guides frame the bounds less the insets")
  func guides() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 194, height: 96))
    #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
    #expect(view.safeAreaLayoutGuide.owningView === view)
    // One guide object per view, as UIKit's, whose frame follows the view.
    let margins = view.layoutMarginsGuide
    #expect(view.layoutMarginsGuide === margins)
    #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
    #expect(view.safeAreaLayoutGuide !== margins)
    view.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    #expect(margins.layoutFrame == CGRect(x: 10, y: 10, width: 180, height: 80))
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides.count == 1 && guide.owningView === view)
    view.setContentHuggingPriority(.required, for: .vertical)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test("a cell takes its frame from the layout; its content view solves the label inside it")
  func constrainedCellsTakeTheirFramesFromTheLayout() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 60)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
    let source = CollectionTestDataSource(counts: [3])
    collectionView.register(
      ConstrainedCell.self, forCellWithReuseIdentifier: CollectionTestDataSource.reuseIdentifier)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ConstrainedCell
    #expect(cell?.frame.size == CGSize(width: 120, height: 60))
    // Leading 12, width 80, half the 60 pt height, centred on the content view's safe area.
    #expect(cell?.label.frame == CGRect(x: 12, y: 15, width: 80, height: 30))
  }
}
