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
///   only after a proxy changed: a view already on screen keeps what it has, as on iOS.
/// - A subclass's `appearance()` (`UICollectionView.appearance()`) is a proxy of its own that
///   reaches only views of that class; a view takes its base classes' proxies first, so the
///   nearest class's setting wins, as in UIKit.
/// - The proxies are the replay's (the runtime's state), so replays never share one. Outside a
///   replay a proxy keeps what is set and reaches no view.
/// - The settings carried: the ones that change how a scroll view moves or takes touches (below).
///   What only draws (indicator style and insets) is kept inert on the proxy.
final class UIScrollViewAppearance: UIScrollView {
  /// What the app set, in the order first set: each applies the last value set.
  private var settings: [(property: AnyKeyPath, apply: (UIScrollView) -> Void)] = []
  /// Counts the changes, so that a view takes the settings again only after one.
  private(set) var generation = 0
  /// The class whose views take the settings (with its subclasses').
  private var target: AnyClass = UIScrollView.self
  /// How many classes `target` is below `UIScrollView`: base classes' proxies apply first.
  fileprivate private(set) var depth = 0

  /// The replay's proxy for views of `type`, made on first use; outside a replay, one that
  /// reaches no view.
  static func proxy(for type: UIScrollView.Type) -> UIScrollViewAppearance {
    guard let runtime = HeadlessRuntime.current else { return make(for: type) }
    return runtime.state(UIScrollViewAppearances.self) { UIScrollViewAppearances() }
      .proxy(for: type) { make(for: type) }
  }

  private static func make(for type: UIScrollView.Type) -> UIScrollViewAppearance {
    let proxy = UIScrollViewAppearance(frame: .zero)
    proxy.target = type
    proxy.depth = classes(from: type).prefix { $0 != ObjectIdentifier(UIScrollView.self) }.count
    return proxy
  }

  /// Gives `view` the settings of the replay's proxies for its class and its base classes,
  /// unless it has them already.
  static func apply(to view: UIScrollView) {
    guard let proxies = HeadlessRuntime.current?.existingState(UIScrollViewAppearances.self),
      view.appliedAppearanceGeneration != proxies.generation
    else { return }
    view.appliedAppearanceGeneration = proxies.generation
    for proxy in proxies.byDepth where proxy !== view && proxy.reaches(view) {
      for setting in proxy.settings { setting.apply(view) }
    }
  }

  /// Whether `view` is of the proxy's class or a subclass of it.
  private func reaches(_ view: UIScrollView) -> Bool {
    Self.classes(from: type(of: view)).contains(ObjectIdentifier(target))
  }

  /// `type` and its base classes, nearest first.
  private static func classes(from type: AnyClass) -> some Sequence<ObjectIdentifier> {
    sequence(first: type) { _getSuperclass($0) }.lazy.map(ObjectIdentifier.init)
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

/// The appearance proxies of one replay's scroll views, by the class asked.
final class UIScrollViewAppearances {
  private var proxies: [ObjectIdentifier: UIScrollViewAppearance] = [:]
  /// The proxies, base classes' first (in the order asked among classes as deep).
  private(set) var byDepth: [UIScrollViewAppearance] = []

  /// The sum of the proxies' change counts: it moves on whenever one changes.
  var generation: Int { byDepth.reduce(0) { $0 + $1.generation } }

  func proxy(for type: AnyClass, make: () -> UIScrollViewAppearance) -> UIScrollViewAppearance {
    if let proxy = proxies[ObjectIdentifier(type)] { return proxy }
    let proxy = make()
    proxies[ObjectIdentifier(type)] = proxy
    let index = byDepth.firstIndex { $0.depth > proxy.depth } ?? byDepth.endIndex
    byDepth.insert(proxy, at: index)
    return proxy
  }
}
