/// The values a view inherits from its ancestors: display scale, layout direction, scene phase,
/// whether it is enabled, and the app's own keys.
public struct EnvironmentValues: CustomStringConvertible {
  /// The keyed values, shared by copies until one of them sets a value (nil when none is set):
  /// a child's environment is its parent's until a modifier changes it, which ``isSame(as:)``
  /// can tell by identity.
  private var storage: EnvironmentStorage?
  /// The accessibility identifier of the next view down that has a view of its own.
  ///
  /// Stored, not keyed: every child's update reads it, and a keyed value is cast from `Any`.
  var pendingIdentifier: String?
  /// What the scroll modifiers set for the scroll views inside (nil: nothing set).
  ///
  /// Stored, not keyed: a scroll view hands its content an environment without it on every
  /// update, and with a keyed value that meant a new storage each time, so every app view in
  /// the content saw a changed environment and evaluated its body again.
  var scrollConfigurationBox: ScrollConfigurationBox?

  /// The default values.
  public init() {}

  /// The value of `key`, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { storage?.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set {
      if storage == nil {
        storage = EnvironmentStorage()
      } else if !isKnownUniquelyReferenced(&storage) {
        storage = storage?.copy()
      }
      storage?.values[ObjectIdentifier(key)] = newValue
    }
  }

  /// How many keyed values are set.
  public var description: String { "EnvironmentValues(\(storage?.values.count ?? 0) set)" }

  /// Whether `other` is this environment passed down unchanged.
  ///
  /// The same keyed values (by identity: they are not comparable) and the same stored ones.
  /// False may still mean equal values.
  func isSame(as other: EnvironmentValues) -> Bool {
    storage === other.storage && isEnabled == other.isEnabled
      && layoutDirection == other.layoutDirection && pendingIdentifier == other.pendingIdentifier
      && scrollConfigurationBox === other.scrollConfigurationBox
  }

  /// Points per pixel of the display (the device profile's scale).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The direction text and stacks run.
  ///
  /// Stored, not keyed, as is ``isEnabled``: layout and rendering read both for every view on
  /// every pass, and a keyed value is hashed and cast from `Any`.
  public var layoutDirection = LayoutDirection.leftToRight
  /// Whether the scene is in front: `.active` throughout a replay.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
  /// Whether controls take input (`disabled(_:)` turns it off).
  public var isEnabled = true
  /// Light or dark.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The horizontal size class: compact on an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// The vertical size class: regular on an iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
private enum ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private enum VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}
