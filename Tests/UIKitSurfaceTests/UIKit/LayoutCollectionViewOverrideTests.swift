import Testing
import UIKit

// No tolerance: frames are whole points.

/// A layout that narrows `collectionView` to non-optional, as PinterestLayout does: its getter
/// unwraps, so the surface must not read it before the layout is installed.
final class NonOptionalCollectionViewLayout: UICollectionViewFlowLayout {
  override var collectionView: UICollectionView { super.collectionView! }
}

@Suite("A layout whose collectionView getter is narrowed to non-optional")
struct LayoutCollectionViewOverrideTests {
  @Test("it installs, lays out, and reads its collection view back")
  func installs() {
    let layout = NonOptionalCollectionViewLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    #expect(layout.collectionView === view)
    view.collectionViewLayout = UICollectionViewFlowLayout()
    let second = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    #expect(layout.collectionView === second)
  }
}
