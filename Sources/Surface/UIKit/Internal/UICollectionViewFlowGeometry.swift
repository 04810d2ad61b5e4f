/// A flow layout's two axes: along the scroll direction (main) and across it (cross), so one
/// piece of placement code serves both directions.
struct UICollectionViewFlowGeometry {
  /// Whether lines are columns (scrolling horizontally).
  var isHorizontal: Bool

  init(direction: UICollectionView.ScrollDirection) {
    isHorizontal = direction == .horizontal
  }

  func main(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
  func cross(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
  func main(_ point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }
  func cross(_ point: CGPoint) -> CGFloat { isHorizontal ? point.y : point.x }

  /// The section insets before and after the lines (main) and beside them (cross).
  func mainInsets(_ insets: UIEdgeInsets) -> (leading: CGFloat, trailing: CGFloat) {
    isHorizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
  }

  func crossInsets(_ insets: UIEdgeInsets) -> (leading: CGFloat, trailing: CGFloat) {
    isHorizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
  }

  func size(main: CGFloat, cross: CGFloat) -> CGSize {
    isHorizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }

  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    isHorizontal
      ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
      : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
  }
}
