import UIKit

// The small helpers the cube article's code calls, as an app keeps them beside it.

extension UIView {
  /// This view's bounds in `view`'s coordinates.
  func frame(in view: UIView) -> CGRect { convert(bounds, to: view) }
}

extension CGRect {
  /// The rectangle's midpoint.
  var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension Array {
  /// The element at `index`, or `nil` past the ends.
  func at(_ index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension UICollectionView {
  /// A reusable cell of `type`, registered under its type's name.
  func dequeue<Cell: UICollectionViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell? {
    dequeueReusableCell(withReuseIdentifier: String(describing: type), for: indexPath) as? Cell
  }

  /// Registers `type` under its type's name.
  func register<Cell: UICollectionViewCell>(_ type: Cell.Type) {
    register(type, forCellWithReuseIdentifier: String(describing: type))
  }
}

extension UIViewController {
  /// Adds `vc` as a child whose view fills `container`.
  func addChild(vc: UIViewController, bindedTo container: UIView) {
    addChild(vc)
    vc.view.frame = container.bounds
    container.addSubview(vc.view)
    vc.didMove(toParent: self)
  }

  /// Removes the child `vc` and its view.
  func removeChild(_ vc: UIViewController) {
    vc.willMove(toParent: nil)
    vc.view.removeFromSuperview()
    vc.removeFromParent()
  }
}
