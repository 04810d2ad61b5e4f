import TouchCore

// MARK: - Scroll views over sections that scroll across the layout's scroll axis

extension UICollectionView {
  /// Creates, moves, resizes and removes the section scroll views to match `bands`.
  ///
  /// `bands` is what the layout just prepared. A band that stays keeps its offset; a section
  /// that no longer scrolls across loses its band, so it starts at rest when it comes back.
  func updateOrthogonalBands(_ bands: [CompositionalOrthogonalBand]) {
    var kept: [Int: CompositionalOrthogonalScrollView] = [:]
    for band in bands {
      if let existing = orthogonalScrollViews[band.section] {
        existing.update(band)
        kept[band.section] = existing
      } else {
        let scrollView = CompositionalOrthogonalScrollView(band: band, in: self)
        addSubview(scrollView)
        kept[band.section] = scrollView
      }
    }
    for (section, scrollView) in orthogonalScrollViews.sorted(by: { $0.key < $1.key })
    where kept[section] !== scrollView {
      scrollView.removeFromSuperview()
    }
    orthogonalScrollViews = kept
  }

  /// The one axis `section`'s items scroll along: across the layout for a section with a band,
  /// else the collection view's own (a gesture script's `fling item …` moves along it).
  package func headlessScrollAxis(inSection section: Int) -> Axis2D? {
    orthogonalScrollViews[section]?.headlessScrollAxis ?? headlessScrollAxis
  }

  /// The offset of `section`'s scroll view, or nil when the section does not scroll across.
  func orthogonalContentOffset(inSection section: Int) -> CGPoint? {
    orthogonalScrollViews[section]?.contentOffset
  }

  /// Keeps the section scroll views above the cells (new cells are added on top), so a touch on
  /// a band reaches its scroll view, as in UIKit where the cells are inside it.
  func keepOrthogonalBandsOnTop() {
    guard !orthogonalScrollViews.isEmpty else { return }
    let bands = orthogonalScrollViews.sorted { $0.key < $1.key }.map(\.value)
    let top = subviews.suffix(bands.count)
    guard !zip(top, bands).allSatisfy({ $0 === $1 }) else { return }
    for band in bands { bringSubviewToFront(band) }
  }
}
