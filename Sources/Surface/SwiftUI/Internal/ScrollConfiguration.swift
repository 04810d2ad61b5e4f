/// What the scroll modifiers around a scroll view set: they apply to the scroll views inside.
struct ScrollConfiguration {
  var targetBehavior: (any ScrollTargetBehavior)?
  var position: ScrollPositionBinding?
  var positionValue: ScrollPositionValueBinding?
  var phaseActions: [(ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void] = []
  var geometryActions: [(ScrollGeometry) -> Void] = []
  /// `onScrollTargetVisibilityChange`: called with each target's identity and visible share.
  var visibilityActions: [([(id: AnyHashable, share: Double)]) -> Void] = []
  /// `defaultScrollAnchor`: where the scroll view starts, stays on size changes, and aligns
  /// content smaller than itself.
  var defaultAnchor: UnitPoint?
  /// `contentMargins` for the content: the scroll view's content insets.
  var contentMargins = EdgeInsets()
  var isDisabled = false
  /// `scrollBounceBehavior(.always, axes:)`: axes that bounce even where the view does not
  /// scroll.
  var alwaysBouncingAxes: Axis.Set = []
  /// `scrollBounceBehavior(.basedOnSize, axes:)`: axes that bounce only when the content is
  /// larger than the view.
  var sizeBasedBouncingAxes: Axis.Set = []
  /// `refreshable`'s action: the scroll view offers pull-to-refresh with a `UIRefreshControl`.
  var refresh: RefreshAction?
}

/// `scrollPosition(id:)`'s binding, its identifier type erased.
class ScrollPositionBinding {
  let anchor: UnitPoint?
  init(anchor: UnitPoint?) { self.anchor = anchor }
  /// The identifier bound now.
  func get() -> AnyHashable? { nil }
  /// Binds `id` (nil when it is not of the binding's type).
  func set(_ id: AnyHashable?) {}
}

/// `scrollPosition(id:)`'s binding of identifiers of type `ID`.
final class TypedScrollPositionBinding<ID: Hashable>: ScrollPositionBinding {
  let binding: Binding<ID?>
  init(_ binding: Binding<ID?>, anchor: UnitPoint?) {
    self.binding = binding
    super.init(anchor: anchor)
  }
  override func get() -> AnyHashable? {
    guard let id = binding.wrappedValue else { return nil }
    return AnyHashable(id)
  }
  override func set(_ id: AnyHashable?) { binding.wrappedValue = id?.base as? ID }
}

/// A scroll configuration in an environment, shared by the environment's copies and compared
/// by identity.
final class ScrollConfigurationBox {
  let configuration: ScrollConfiguration
  init(_ configuration: ScrollConfiguration) { self.configuration = configuration }
}

extension EnvironmentValues {
  /// What the scroll modifiers around set; the default where none did.
  var scrollConfiguration: ScrollConfiguration {
    get { scrollConfigurationBox?.configuration ?? ScrollConfiguration() }
    set { scrollConfigurationBox = ScrollConfigurationBox(newValue) }
  }
}

/// Changes the scroll configuration the scroll views inside see.
nonisolated struct ScrollConfigurationModifier: PrimitiveModifier {
  let change: (inout ScrollConfiguration) -> Void
  func update(_ node: ViewNode) {
    node.role = .list
    var values = node.environment
    change(&values.scrollConfiguration)
    node.childEnvironment = values
  }
}
