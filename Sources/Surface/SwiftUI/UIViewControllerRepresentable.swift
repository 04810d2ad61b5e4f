/// A UIKit view controller shown in SwiftUI: made once, updated with each update of the view,
/// its view sized by SwiftUI's layout, taken down when the view leaves.
///
/// ```swift
/// import SwiftUI
///
/// struct Gallery: UIViewControllerRepresentable {
///   func makeUIViewController(context: Context) -> UICollectionViewController {
///     UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
///   }
///   func updateUIViewController(_ controller: UICollectionViewController, context: Context) {}
/// }
/// ```
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The UIKit view controller shown.
  associatedtype UIViewControllerType: UIViewController
  /// What the view keeps between updates to talk back to SwiftUI.
  associatedtype Coordinator = Void
  /// The context each call gets.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the view controller, once, when the view first appears.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the view controller up to date with this value of the view.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Makes the coordinator, once, before the view controller.
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil for SwiftUI's default (the proposal).
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
  /// Takes the view controller down when the view leaves.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable {
  /// Never evaluated: SwiftUI shows the controller's view.
  public var body: Never { primitiveBody(of: Self.self) }
  /// No size of its own: SwiftUI's default.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? { nil }
  /// Nothing to take down.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a controller representable's calls get: its coordinator, the environment and the
/// transaction.
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The view's environment.
  public var environment: EnvironmentValues
}

extension UIViewControllerRepresentable {
  /// Shows the controller's view in `node`: made the first time, updated every time.
  func updateRepresentedNode(_ node: ViewNode) {
    let host = RepresentedViewHost.of(node)
    let coordinator = host.coordinator(makeCoordinator)
    let context = Context(
      coordinator: coordinator, transaction: node.graph.transaction,
      environment: node.environment)
    let controller = host.object(
      in: node, make: { makeUIViewController(context: context) }, view: { $0.view },
      dismantle: { controller in
        Self.dismantleUIViewController(controller, coordinator: coordinator)
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
      })
    host.sizeForProposal = { proposal in
      sizeThatFits(proposal, uiViewController: controller, context: context)
        ?? proposal.replacingUnspecifiedDimensions()
    }
    // Tracked, as SwiftUI tracks a representable's update: an observable property it reads
    // (through a binding to a model, say) updates the view again when the app changes it.
    node.graph.tracking(node) { updateUIViewController(controller, context: context) }
  }
}
