import UIKit

/// One thumbnail's geometry: its sizes, how far it has grown toward its photo's aspect ratio,
/// shrunk away or had its gap closed, and how far that pushes its neighbours.
struct ThumbnailCell {
  /// The side a deleted thumbnail's gap closes from.
  enum Direction {
    case left
    case right

    var inversed: Direction { self == .left ? .right : .left }
  }

  struct Dimensions {
    let defaultSize: CGSize
    let aspectRatio: CGFloat
    let inset: CGFloat
    let insetAsExpanded: CGFloat
  }

  struct State {
    var expanding: CGFloat = 0
    var collapsing: CGFloat = 0
    var deleting: CGFloat = 0
    var deletingDirection = Direction.left
  }

  let item: Int
  let dims: Dimensions
  var state = State()

  /// The width the thumbnail gains toward its photo's aspect ratio.
  var additionalWidth: CGFloat {
    (dims.defaultSize.height * dims.aspectRatio - dims.defaultSize.width) * state.expanding
  }

  var size: CGSize {
    CGSize(
      width: ((dims.defaultSize.width + additionalWidth) * (1 - state.collapsing)).rounded(.up),
      height: dims.defaultSize.height * (1 - state.collapsing))
  }

  /// Where the thumbnail sits before anything grows.
  var center: CGPoint {
    CGPoint(
      x: CGFloat(item) * (dims.defaultSize.width + dims.inset) + dims.defaultSize.width / 2,
      y: dims.defaultSize.height / 2)
  }

  /// How far the thumbnails on the left move left because of this one.
  var leftShift: CGFloat { shift(from: state.deletingDirection.inversed) }

  /// How far the thumbnails on the right move right because of this one.
  var rightShift: CGFloat { shift(from: state.deletingDirection) }

  /// The thumbnail's attributes, moved by the shifts of `sideCells` on either side of it.
  func attributes(with sideCells: [ThumbnailCell]) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: item, section: 0))
    attributes.size = size
    attributes.center = center
    attributes.alpha = 1 - state.collapsing
    let translate = sideCells.reduce(CGFloat(0)) { current, cell in
      if item < cell.item { return current - cell.leftShift }
      if item > cell.item { return current + cell.rightShift }
      return current
    }
    attributes.transform = CGAffineTransform(translationX: translate, y: 0)
    return attributes
  }

  private func shift(from direction: Direction) -> CGFloat {
    let symmetric =
      (additionalWidth + dims.insetAsExpanded * state.expanding) / 2 * (1 - state.deleting)
    switch direction {
    case .left: return symmetric
    case .right: return symmetric - dims.defaultSize.width * state.deleting
    }
  }
}
