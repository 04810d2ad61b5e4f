/// A UIKit view controller that shows a SwiftUI view: SwiftUI inside a UIKit app.
///
/// ```swift
/// import SwiftUI
///
/// struct Badge: View {
///   var body: some View { Text("New") }
/// }
///
/// let controller = UIHostingController(rootView: Badge())
/// ```
open class UIHostingController<Content: View>: UIViewController {
  private let hostingView: HostingView<Content>

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    hostingView = HostingView(rootView: rootView)
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: there are no storyboards on the surface.
  public required init?(coder: NSCoder) { nil }

  /// The view shown; setting it updates the hierarchy.
  public var rootView: Content {
    get { hostingView.rootView }
    set { hostingView.rootView = newValue }
  }

  open override func loadView() {
    view = hostingView
  }

  /// The size the view chooses for `size` (its ideal on an infinite or zero side).
  open func sizeThatFits(in size: CGSize) -> CGSize {
    hostingView.layoutIfNeeded()
    guard let root = hostingView.graph.root else { return .zero }
    return root.layoutNodes.groupSize(
      for: ProposedViewSize(
        width: size.width.isFinite ? size.width : nil,
        height: size.height.isFinite ? size.height : nil))
  }
}
