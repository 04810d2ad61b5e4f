nonisolated extension View {
  /// Where the scroll views inside come to rest after a fling.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    modifier(ScrollConfigurationModifier { $0.targetBehavior = behavior })
  }

  /// Marks this stack's views as the targets of its scroll view: view-aligned behaviors align
  /// to them, `scrollPosition(id:)` reports them, and HapticTape samples them as the scroll
  /// view's items (`fling item 3 in cards`).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }

  /// Binds `id` to the identity of the leading-most (top-most) target view the scroll view
  /// shows; setting it scrolls that view to the leading edge (animated inside `withAnimation`).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    let binding = TypedScrollPositionBinding(id, anchor: anchor)
    return modifier(ScrollConfigurationModifier { $0.position = binding })
  }

  /// Runs `action` with the old and new phase when the scroll views inside change phase.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void)
    -> some View
  {
    modifier(
      ScrollConfigurationModifier { $0.phaseActions.append { old, new, _ in action(old, new) } })
  }

  /// Runs `action` with the old and new phase and the geometry when the scroll views inside
  /// change phase.
  public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> some View {
    modifier(ScrollConfigurationModifier { $0.phaseActions.append(action) })
  }

  /// Runs `action` with the old and new value of `transform(geometry)` when it changes.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }

  /// Where the scroll views inside start, what they keep showing when their content or their
  /// own size changes, and how they align content smaller than themselves: `anchor`'s point of
  /// the content on the same point of the visible region (`.bottom` starts a chat at its end).
  ///
  /// Nil keeps the default: the top leading corner, content smaller than the scroll view at the
  /// top.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(ScrollConfigurationModifier { $0.defaultAnchor = anchor })
  }

  /// Stops the scroll views inside from scrolling when `disabled` is true.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(ScrollConfigurationModifier { if disabled { $0.isDisabled = true } })
  }

  /// Whether the scroll views inside bounce at their ends on `axes`.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    modifier(
      ScrollConfigurationModifier { configuration in
        // The modifier nearest the scroll view decides for its axes.
        configuration.alwaysBouncingAxes.subtract(axes)
        configuration.sizeBasedBouncingAxes.subtract(axes)
        if behavior == .always { configuration.alwaysBouncingAxes.formUnion(axes) }
        if behavior == .basedOnSize { configuration.sizeBasedBouncingAxes.formUnion(axes) }
      })
  }
}

/// Whether a scroll view bounces.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let kind: Int
  /// Bounces (SwiftUI's default).
  public static let automatic = ScrollBounceBehavior(kind: 0)
  /// Always bounces.
  public static let always = ScrollBounceBehavior(kind: 1)
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

/// `onScrollGeometryChange`: the last value it compared lives in its node, across updates.
nonisolated struct ScrollGeometryChangeModifier<T: Equatable>: PrimitiveModifier {
  let transform: (ScrollGeometry) -> T
  let action: (T, T) -> Void

  /// A scroll view's geometry before its first layout: all zero.
  static var emptyGeometry: ScrollGeometry {
    ScrollGeometry(
      contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)
  }

  func update(_ node: ViewNode) {
    node.role = .list
    let last = node.modifierState(ChangeState<T?>.self) { ChangeState(nil) }
    let transform = transform
    let action = action
    var values = node.environment
    values.scrollConfiguration.geometryActions.append { geometry in
      let value = transform(geometry)
      // The first geometry is a change from the empty one a scroll view has before its first
      // layout (ours): an app that keeps the geometry in state has it before any scroll.
      let old = last.value ?? transform(Self.emptyGeometry)
      last.value = value
      guard old != value else { return }
      action(old, value)
    }
    node.childEnvironment = values
  }
}

nonisolated struct ScrollTargetLayoutModifier: PrimitiveModifier, PassThroughLayout {
  let isEnabled: Bool
  func update(_ node: ViewNode) {
    node.layout = self
    node.isScrollTargetLayout = isEnabled
  }
}
