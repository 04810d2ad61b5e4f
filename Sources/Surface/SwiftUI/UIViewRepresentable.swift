/// A UIKit view shown in SwiftUI: SwiftUI makes it once, updates it with each update of the
/// view, sizes it and takes it down when the view leaves.
///
/// ```swift
/// import SwiftUI
///
/// struct Pager: UIViewRepresentable {
///   var page: Int
///   func makeUIView(context: Context) -> UIScrollView {
///     let scroll = UIScrollView()
///     scroll.isPagingEnabled = true
///     return scroll
///   }
///   func updateUIView(_ scroll: UIScrollView, context: Context) {
///     scroll.contentSize = CGSize(width: scroll.bounds.width * 5, height: scroll.bounds.height)
///   }
/// }
/// ```
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view shown.
  associatedtype UIViewType: UIView
  /// What the view keeps between updates to talk back to SwiftUI (its delegate, say).
  associatedtype Coordinator = Void
  /// The context each call gets.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view, once, when the view first appears.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with this value of the view.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Makes the coordinator, once, before the UIKit view.
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil for SwiftUI's default (the intrinsic content size where
  /// the view has one, the proposal elsewhere).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
  /// Takes the UIKit view down when the view leaves.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

nonisolated extension UIViewRepresentable {
  /// Never evaluated: SwiftUI shows the UIKit view.
  public var body: Never { primitiveBody(of: Self.self) }
  /// No size of its own: SwiftUI's default.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
  { nil }
  /// Nothing to take down.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a representable's calls get: its coordinator, the environment and the transaction.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The view's environment.
  public var environment: EnvironmentValues
}

extension UIViewRepresentable {
  /// Shows the UIKit view in `node`: made the first time, updated every time.
  func updateRepresentedNode(_ node: ViewNode) {
    let host = RepresentedViewHost.of(node)
    let coordinator = host.coordinator(makeCoordinator)
    let context = Context(
      coordinator: coordinator, transaction: node.graph.transaction,
      environment: node.environment)
    let uiView = host.object(
      in: node, make: { makeUIView(context: context) }, view: { $0 },
      dismantle: { Self.dismantleUIView($0, coordinator: coordinator) })
    host.sizeForProposal = { proposal in
      sizeThatFits(proposal, uiView: uiView, context: context)
    }
    // Tracked, as SwiftUI tracks a representable's update: an observable property it reads
    // (through a binding to a model, say) updates the view again when the app changes it.
    node.graph.tracking(node) { updateUIView(uiView, context: context) }
  }
}
