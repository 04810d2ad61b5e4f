/// A scrolling region, on the calibrated UIScrollView engine (on iOS a SwiftUI scroll view is a
/// UIScrollView).
///
/// ```swift
/// import SwiftUI
///
/// struct Stories: View {
///   @State private var page: Int? = 0
///   var body: some View {
///     ScrollView(.horizontal) {
///       LazyHStack(spacing: 0) {
///         ForEach(0..<5) { index in
///           Color.blue.containerRelativeFrame(.horizontal)
///         }
///       }
///       .scrollTargetLayout()
///     }
///     .scrollTargetBehavior(.paging)
///     .scrollPosition(id: $page)
///     .sensoryFeedback(.selection, trigger: page)
///   }
/// }
/// ```
nonisolated public struct ScrollView<Content: View>: View {
  /// The axes it scrolls on.
  public var axes: Axis.Set
  /// Whether it shows scroll indicators (inert).
  public var showsIndicators: Bool
  /// The content.
  public var content: Content

  /// A scroll view of `content` on `axes`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout = ScrollViewLayout(axes: axes, configuration: node.environment.scrollConfiguration)
    // A refresh still running when the scroll view leaves is cancelled, as a `task` is.
    let coordinator = node.modifierState(ScrollCoordinator.self) { ScrollCoordinator() }
    node.disappearActions = [{ coordinator.refresh.cancel() }]
    var values = node.environment
    // Inner scroll views start from the defaults (ours); the rest of the environment is passed
    // on as it came, so an unchanged environment stays the same one.
    values.scrollConfigurationBox = nil
    node.childEnvironment = values
    node.updateChild(key: 0, with: content)
  }
}
