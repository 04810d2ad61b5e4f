import HeadlessRuntime
import Testing
import UIKit

// Counts are integers and frames are set exactly: compared with ==.

/// A layout that returns whatever `elements` makes, at the rect it is asked for.
private final class ScriptedLayout: UICollectionViewLayout {
  var elements: () -> [UICollectionViewLayoutAttributes] = { [] }
  var prepares = 0
  var invalidatesInPrepare = false

  override var collectionViewContentSize: CGSize { CGSize(width: 393, height: 2_000) }

  override func prepare() {
    super.prepare()
    prepares += 1
    if invalidatesInPrepare { invalidateLayout() }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    elements()
  }
}

/// A layout whose invalidation lays the collection view out at once, and whose prepare
/// invalidates: each layout pass would start another.
private final class RecursiveLayout: UICollectionViewLayout {
  var prepares = 0

  override func prepare() {
    super.prepare()
    prepares += 1
    invalidateLayout()
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    super.invalidateLayout(with: context)
    collectionView?.layoutIfNeeded()
  }
}

/// A carousel-style flow layout: its first prepare() centres the items by setting its own
/// section inset (an invalidation), as public carousel layouts do.
private final class SelfInsettingFlowLayout: UICollectionViewFlowLayout {
  var prepares = 0
  private var preparedSize = CGSize.zero

  override func prepare() {
    super.prepare()
    prepares += 1
    guard let collectionView, collectionView.bounds.size != preparedSize else { return }
    preparedSize = collectionView.bounds.size
    itemSize = CGSize(width: 250, height: 400)
    let inset = (collectionView.bounds.width - itemSize.width) / 2
    sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
  }
}

private func cell(_ item: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
  let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
  attributes.frame = frame
  return attributes
}

@Suite("UICollectionView: a misbehaving layout is reported, never trusted")
struct CollectionLayoutProblemTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("NaN and infinite frames are reported with the layout's type and skipped")
  func nonFiniteFrames() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = ScriptedLayout()
      layout.elements = {
        [
          cell(0, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
          cell(1, frame: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100)),
          cell(2, frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)),
        ]
      }
      let source = CollectionTestDataSource(counts: [3])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.type == "ScriptedLayout")
      #expect(problems.first?.call == "layoutAttributesForElements(in:)")
      #expect(problems.first?.message.hasPrefix("returned 2 attributes with a non-finite") == true)
      #expect(collectionView.headlessLayoutItems()?.count == 1)
    }
  }

  @Test("a NaN or infinite transform entry is reported; huge finite entries are not")
  func nonFiniteTransforms() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = ScriptedLayout()
      func turned(_ item: Int, _ change: (inout CATransform3D) -> Void)
        -> UICollectionViewLayoutAttributes
      {
        let attributes = cell(
          item, frame: CGRect(x: 0, y: CGFloat(item) * 100, width: 100, height: 100))
        var transform = CATransform3DIdentity
        change(&transform)
        attributes.transform3D = transform
        return attributes
      }
      layout.elements = {
        [
          // Entries whose sum overflows to infinity are each finite: kept.
          turned(0) {
            $0.m11 = 1e308; $0.m22 = 1e308; $0.m33 = 1e308; $0.m44 = 1e308
          },
          turned(1) { $0.m34 = .nan },
          turned(2) { $0.m41 = -.infinity },
          turned(3) { $0.m23 = .infinity },
        ]
      }
      let source = CollectionTestDataSource(counts: [4])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      #expect(problems.first?.message.hasPrefix("returned 3 attributes with a non-finite") == true)
    }
  }

  @Test("100,000 attributes in one frame are refused beyond the limit, which is named")
  func tooManyAttributes() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let layout = ScriptedLayout()
      // Decoration views: checked and sampled like cells, without 10,000 cell views to build.
      let all = (0..<100_000).map { item in
        let dot = UICollectionViewLayoutAttributes(
          forDecorationViewOfKind: "dot", with: IndexPath(item: item, section: 0))
        dot.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        return dot
      }
      layout.elements = { all }
      let source = CollectionTestDataSource(counts: [1])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      let problems = runtime.takeProblems()
      #expect(problems.count == 1)
      let message = try #require(problems.first?.message)
      #expect(message.hasPrefix("returned 100000 attributes for one frame; the limit is 10000"))
      #expect(message.contains("HeadlessRuntimeLimits.maximumAttributesPerFrame"))
      #expect(collectionView.headlessVisibleAttributes().count == 10_000)
    }
  }

  @Test("attributes for items that do not exist are reported and skipped")
  func missingItems() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let layout = ScriptedLayout()
      layout.elements = {
        [cell(1, frame: CGRect(x: 0, y: 0, width: 10, height: 10)), cell(5, frame: .zero)]
      }
      let source = CollectionTestDataSource(counts: [2])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
      let message = try #require(runtime.takeProblems().first?.message)
      #expect(message.hasPrefix("returned 1 attributes for index paths that do not exist"))
      #expect(message.contains("[0, 5]"))
    }
  }

  @Test("the same attributes returned again are checked again once one changed or an item left")
  func reusedAttributesAreCheckedAgainWhenTheyChange() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let layout = ScriptedLayout()
      // One list of objects, returned on every pass, as a flow layout returns its prepared ones.
      let elements = [
        cell(0, frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
        cell(1, frame: CGRect(x: 0, y: 100, width: 100, height: 100)),
      ]
      layout.elements = { elements }
      let source = CollectionTestDataSource(counts: [2])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      let both = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
      func pass() {
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
      }
      pass()
      #expect(collectionView.indexPathsForVisibleItems == both)
      #expect(runtime.takeProblems().isEmpty)
      // A frame made NaN in place: the same objects, one changed.
      elements[1].frame = CGRect(x: CGFloat.nan, y: 100, width: 100, height: 100)
      pass()
      #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
      let nonFinite = try #require(runtime.takeProblems().first?.message)
      #expect(nonFinite.hasPrefix("returned 1 attributes with a non-finite"))
      elements[1].frame = CGRect(x: 0, y: 100, width: 100, height: 100)
      pass()
      #expect(collectionView.indexPathsForVisibleItems == both)
      // The same objects, unchanged, after the second item left the data.
      source.counts = [1]
      collectionView.reloadData()
      pass()
      #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
      let missing = try #require(runtime.takeProblems().first?.message)
      #expect(missing.hasPrefix("returned 1 attributes for index paths that do not exist"))
      // And a repeat of an element the last pass kept is still dropped.
      source.counts = [2]
      collectionView.reloadData()
      pass()
      elements[1].indexPath = IndexPath(item: 0, section: 0)
      pass()
      #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    }
  }

  /// A collection view showing one cell, at (0, 0, 100, 100), from a scripted layout; the
  /// element the layout returns on every pass; a pass that invalidates the layout and lays out.
  private func oneScriptedCell(of cellClass: AnyClass = UICollectionViewCell.self) -> (
    element: UICollectionViewLayoutAttributes, collectionView: UICollectionView,
    pass: () -> Void
  ) {
    let layout = ScriptedLayout()
    let element = cell(0, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    layout.elements = { [element] }
    let source = CollectionTestDataSource(counts: [1])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout, cellClass: cellClass)
    return (
      element, collectionView,
      {
        // The data source is held here: the collection view holds it weakly.
        withExtendedLifetime(source) {
          layout.invalidateLayout()
          collectionView.layoutIfNeeded()
        }
      }
    )
  }

  @Test("the same attributes changed in place reach the cell on the next pass")
  func reusedAttributesChangedInPlaceAreApplied() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (element, collectionView, pass) = oneScriptedCell()
      pass()
      let shown = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      #expect(shown.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
      pass()
      element.frame = CGRect(x: 20, y: 40, width: 120, height: 60)
      pass()
      #expect(shown.frame == CGRect(x: 20, y: 40, width: 120, height: 60))
      element.alpha = 0.5
      element.zIndex = 3
      pass()
      #expect(shown.alpha == 0.5)
      #expect(shown.layer.zPosition == 3)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("attributes a cell kept when it was offered them stay as they were offered")
  func keptOfferedAttributesStayAsOffered() throws {
    final class KeepingCell: UICollectionViewCell {
      var kept: [UICollectionViewLayoutAttributes] = []
      override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
      ) -> UICollectionViewLayoutAttributes {
        kept.append(layoutAttributes)
        return layoutAttributes
      }
    }
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let (element, collectionView, pass) = oneScriptedCell(of: KeepingCell.self)
      pass()
      element.frame = CGRect(x: 20, y: 40, width: 120, height: 60)
      pass()
      let shown = try #require(
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? KeepingCell)
      #expect(shown.frame == CGRect(x: 20, y: 40, width: 120, height: 60))
      // Fails with the copy the cell holds refilled whoever else holds it.
      #expect(
        shown.kept.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 20, y: 40, width: 120, height: 60),
        ])
    }
  }

  @Test("a prepare() that invalidates on every pass is reported after 60 passes, then not prepared")
  func prepareInvalidates() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = ScriptedLayout()
      layout.invalidatesInPrepare = true
      let source = CollectionTestDataSource(counts: [1])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      for _ in 0..<70 {
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
      }
      #expect(layout.prepares == 60)
      let problems = runtime.takeProblems()
      #expect(problems.map(\.call) == ["prepare()"])
      #expect(problems.first?.type == "ScriptedLayout")
      #expect(problems.first?.message.contains("60 layout passes in a row") == true)
    }
  }

  @Test("a flow layout that sets its own insets in its first prepare() is prepared again, quietly")
  func prepareSettles() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = SelfInsettingFlowLayout()
      let source = CollectionTestDataSource(counts: [5])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      for _ in 0..<3 {
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
      }
      #expect(layout.prepares == 2)
      #expect(layout.sectionInset.left == 71.5)
      #expect(runtime.takeProblems().isEmpty)
    }
  }

  @Test("an invalidation that lays out at once, from prepare(), never recurses")
  func layoutFromInvalidation() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = RecursiveLayout()
      let source = CollectionTestDataSource(counts: [1])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      // The first pass prepares, is invalidated, and the next pass prepares again.
      #expect(layout.prepares == 2)
      for _ in 0..<80 {
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
      }
      #expect(layout.prepares == 60)
      #expect(runtime.takeProblems().map(\.call) == ["prepare()"])
    }
  }

  @Test("dequeuing an unregistered identifier and scrolling to a missing item are reported")
  func badCalls() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = UICollectionViewFlowLayout()
      let source = CollectionTestDataSource(counts: [3])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      _ = runtime.takeProblems()
      _ = collectionView.dequeueReusableCell(
        withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
      collectionView.scrollToItem(
        at: IndexPath(item: 9, section: 0), at: .centeredVertically, animated: false)
      #expect(
        runtime.takeProblems().map(\.call) == [
          "dequeueReusableCell(withReuseIdentifier:for:)", "scrollToItem(at:at:animated:)",
        ])
    }
  }

  @Test("a flow layout given a NaN item size and a negative count reports both, never traps")
  func nanItemSize() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: CGFloat.nan, height: 40)
      let source = CollectionTestDataSource(counts: [3, -2])
      let collectionView = source.makeCollectionView(
        size: CGSize(width: 393, height: 852), layout: layout)
      #expect(collectionView.numberOfItems(inSection: 1) == 0)
      #expect(collectionView.visibleCells.isEmpty)
      let problems = runtime.takeProblems()
      #expect(
        problems.map(\.call) == [
          "collectionView(_:numberOfItemsInSection:)", "layoutAttributesForElements(in:)",
        ])
      #expect(problems.last?.type == "UICollectionViewFlowLayout")
    }
  }

  @Test("outside a replay (no runtime) a bad layout neither traps nor reports")
  func noRuntime() {
    let layout = ScriptedLayout()
    layout.elements = { [cell(0, frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))] }
    let source = CollectionTestDataSource(counts: [1])
    let collectionView = source.makeCollectionView(
      size: CGSize(width: 393, height: 852), layout: layout)
    #expect(collectionView.visibleCells.isEmpty)
  }
}
