/// What a representable's node keeps: the UIKit view it made, its coordinator, and how it sizes
/// the view.
final class RepresentedViewHost {
  /// The view shown, once made.
  private(set) var view: UIView?
  /// What the app made: the view itself, or the controller whose view it is.
  private(set) var object: AnyObject?
  var coordinator: Any?
  /// The app's `sizeThatFits`, or nil for SwiftUI's default.
  var sizeForProposal: (ProposedViewSize) -> CGSize? = { _ in nil }

  /// The host `node` keeps, with the node set up to show a represented view.
  static func of(_ node: ViewNode) -> RepresentedViewHost {
    node.role = .view
    node.layout = RepresentedViewLayout()
    return node.modifierState(RepresentedViewHost.self) { RepresentedViewHost() }
  }

  /// The app's object: the one kept, or made now by `make` the first time, shown by its view
  /// `view(object)` and taken down with `dismantle` when `node` leaves the graph.
  func object<Object: AnyObject>(
    in node: ViewNode, make: () -> Object, view: (Object) -> UIView,
    dismantle: @escaping (Object) -> Void
  ) -> Object {
    if let kept = object as? Object { return kept }
    let made = make()
    object = made
    self.view = view(made)
    node.disappearActions.append { [weak self] in
      guard let self, let made = self.object as? Object else { return }
      dismantle(made)
      self.view?.removeFromSuperview()
      self.object = nil
      self.view = nil
    }
    return made
  }

  /// The coordinator: the one kept, or made now by `make` the first time.
  func coordinator<Coordinator>(_ make: () -> Coordinator) -> Coordinator {
    if let kept = coordinator as? Coordinator { return kept }
    let made = make()
    coordinator = made
    return made
  }
}

/// A UIKit view in SwiftUI's layout: the app's size, else the intrinsic content size on the axes
/// that have one and the proposal on the others (10 pt where nothing is proposed, SwiftUI's
/// `replacingUnspecifiedDimensions` default); drawn filling its node's view.
struct RepresentedViewLayout: NodeLayout {
  var rendersBeyondUpdates: Bool { true }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let host = node.modifierState(RepresentedViewHost.self) { RepresentedViewHost() }
    if let size = host.sizeForProposal(proposal) { return size }
    let offered = proposal.replacingUnspecifiedDimensions()
    let intrinsic = host.view?.intrinsicContentSize ?? .zero
    return CGSize(
      width: intrinsic.width >= 0 && intrinsic.width.isFinite ? intrinsic.width : offered.width,
      height: intrinsic.height >= 0 && intrinsic.height.isFinite
        ? intrinsic.height : offered.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {}

  func render(_ view: UIView, node: ViewNode) {
    let host = node.modifierState(RepresentedViewHost.self) { RepresentedViewHost() }
    guard let represented = host.view else { return }
    if represented.superview !== view {
      view.addSubview(represented)
      // A controller's view joins the controller that hosts the SwiftUI view as its child.
      if let controller = host.object as? UIViewController, controller.parent == nil,
        let parent = view.enclosingViewController
      {
        parent.addChild(controller)
        controller.didMove(toParent: parent)
      }
    }
    let frame = CGRect(origin: .zero, size: view.bounds.size)
    if represented.frame != frame { represented.frame = frame }
  }
}

extension UIView {
  /// The view controller whose view holds this one.
  fileprivate var enclosingViewController: UIViewController? {
    var responder: UIResponder? = next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
