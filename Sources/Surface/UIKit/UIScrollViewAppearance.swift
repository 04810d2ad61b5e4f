import HeadlessRuntime

/// `UIScrollView.appearance()`: a scroll view that keeps what the app sets on it and sets the
/// same on each scroll view of the replay as that view enters a window, as UIKit replays an
/// appearance proxy's setters.
///
/// Apps set `UIScrollView.appearance().bounces = false` in a SwiftUI view's `init()` to stop
/// SwiftUI's scroll views bouncing (a SwiftUI `ScrollView` is a `UIScrollView` on iOS): here too,
/// every scroll view, SwiftUI's and table and collection views included, takes it.
///
/// - A view takes the settings as it enters a window, before `willMove(toWindow:)`, and again
///   only after the proxy changed: a view already on screen keeps what it has, as on iOS.
/// - One proxy per replay (the runtime's state), so replays never share one. Outside a replay the
///   proxy keeps what is set and reaches no view.
/// - The settings carried: the ones that change how a scroll view moves or takes touches (below).
///   What only draws (indicator style and insets) is kept inert on the proxy.
final class UIScrollViewAppearance: UIScrollView {
  /// What the app set, in the order first set: each applies the last value set.
  private var settings: [(property: AnyKeyPath, apply: (UIScrollView) -> Void)] = []
  /// Counts the changes, so that a view takes the settings again only after one.
  private(set) var generation = 0

  /// The replay's proxy, made on first use; outside a replay, one that reaches no view.
  static func proxy() -> UIScrollViewAppearance {
    guard let runtime = HeadlessRuntime.current else { return UIScrollViewAppearance(frame: .zero) }
    return runtime.state(UIScrollViewAppearance.self) { UIScrollViewAppearance(frame: .zero) }
  }

  /// Gives `view` the settings of the replay's proxy, unless it has them already.
  static func apply(to view: UIScrollView) {
    guard let proxy = HeadlessRuntime.current?.existingState(UIScrollViewAppearance.self),
      proxy !== view, view.appliedAppearanceGeneration != proxy.generation
    else { return }
    view.appliedAppearanceGeneration = proxy.generation
    for setting in proxy.settings { setting.apply(view) }
  }

  /// Keeps the value `property` holds now, for the views that enter a window from here on.
  private func record<Value>(_ property: ReferenceWritableKeyPath<UIScrollView, Value>) {
    let value = self[keyPath: property]
    let apply: (UIScrollView) -> Void = { $0[keyPath: property] = value }
    if let index = settings.firstIndex(where: { $0.property == property }) {
      settings[index].apply = apply
    } else {
      settings.append((property, apply))
    }
    generation += 1
  }

  override var bounces: Bool { didSet { record(\.bounces) } }
  override var alwaysBounceVertical: Bool { didSet { record(\.alwaysBounceVertical) } }
  override var alwaysBounceHorizontal: Bool { didSet { record(\.alwaysBounceHorizontal) } }
  override var isPagingEnabled: Bool { didSet { record(\.isPagingEnabled) } }
  override var isScrollEnabled: Bool { didSet { record(\.isScrollEnabled) } }
  override var decelerationRate: DecelerationRate { didSet { record(\.decelerationRate) } }
  override var isDirectionalLockEnabled: Bool { didSet { record(\.isDirectionalLockEnabled) } }
  override var delaysContentTouches: Bool { didSet { record(\.delaysContentTouches) } }
  override var canCancelContentTouches: Bool { didSet { record(\.canCancelContentTouches) } }
  override var keyboardDismissMode: KeyboardDismissMode { didSet { record(\.keyboardDismissMode) } }
  override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    didSet { record(\.contentInsetAdjustmentBehavior) }
  }
  override var scrollsToTop: Bool { didSet { record(\.scrollsToTop) } }
  override var bouncesZoom: Bool { didSet { record(\.bouncesZoom) } }
}
