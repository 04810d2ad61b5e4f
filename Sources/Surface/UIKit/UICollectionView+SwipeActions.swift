// MARK: - Swipe actions of list cells

/// The cells of a list section (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``,
/// or ``UICollectionViewCompositionalLayout/list(using:)``) swipe through the shared
/// ``CellSwipeTracker``, as a table's rows do; their actions come from the section's
/// ``UICollectionLayoutListConfiguration`` providers only (UIKit's lists infer no Delete).
extension UICollectionView: CellSwipeHost {
  /// The list configuration of `section` when the layout is compositional and the section is a
  /// list with a swipe-action provider.
  private func swipingListConfiguration(ofSection section: Int)
    -> UICollectionLayoutListConfiguration?
  {
    guard let layout = layout as? UICollectionViewCompositionalLayout,
      let list = layout.listConfiguration(ofSection: section),
      list.leadingSwipeActionsConfigurationProvider != nil
        || list.trailingSwipeActionsConfigurationProvider != nil
    else { return nil }
    return list
  }

  func swipeRowIndexPath(at location: CGPoint) -> IndexPath? {
    guard layout is UICollectionViewCompositionalLayout,
      let indexPath = indexPathForItem(at: location),
      swipingListConfiguration(ofSection: indexPath.section) != nil
    else { return nil }
    return indexPath
  }

  func swipeRowFrame(of indexPath: IndexPath) -> CGRect? {
    guard itemExists(indexPath), let attributes = layout.layoutAttributesForItem(at: indexPath)
    else { return nil }
    let frame = attributes.frame
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return nil }
    return frame
  }

  /// The section's providers' answers, leading then trailing.
  func swipeActionsConfigurations(at indexPath: IndexPath) -> (
    leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?
  )? {
    guard let list = swipingListConfiguration(ofSection: indexPath.section) else { return nil }
    let leading = list.leadingSwipeActionsConfigurationProvider?(indexPath)
    let trailing = list.trailingSwipeActionsConfigurationProvider?(indexPath)
    return (leading, trailing)
  }

  func hasOwnSwipeActions(at indexPath: IndexPath, isLeading: Bool) -> Bool {
    guard let list = swipingListConfiguration(ofSection: indexPath.section) else { return false }
    let provider =
      isLeading
      ? list.leadingSwipeActionsConfigurationProvider
      : list.trailingSwipeActionsConfigurationProvider
    return !(provider?(indexPath)?.actions.isEmpty ?? true)
  }

  /// Nothing: `UICollectionViewDelegate` has no callback for a swipe that begins.
  func swipeDidBegin(at indexPath: IndexPath) {}

  /// Nothing: `UICollectionViewDelegate` has no callback for a swipe that ends.
  func swipeDidEnd(at indexPath: IndexPath?) {}

  func swipeSourceView(at indexPath: IndexPath) -> UIView {
    cellsByIndexPath[indexPath] ?? self
  }

  /// Moves the cell, if on screen, `offset` along x from where its attributes put it.
  func showSwipeOffset(_ offset: CGFloat, of indexPath: IndexPath) {
    guard let cell = cellsByIndexPath[indexPath], let attributes = cell.appliedAttributes else {
      return
    }
    let center = CGPoint(x: attributes.center.x + offset, y: attributes.center.y)
    if cell.center != center { cell.center = center }
  }
}
