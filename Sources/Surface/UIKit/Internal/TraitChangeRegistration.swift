/// One `registerForTraitChanges(_:…)`: the traits it watches and what it calls.
final class TraitChangeRegistration: UITraitChangeRegistration {
  private let traits: [ObjectIdentifier]
  private let call: (UITraitCollection) -> Void

  init(traits: [UITrait], call: @escaping (UITraitCollection) -> Void) {
    self.traits = traits.map { ObjectIdentifier($0) }
    self.call = call
  }

  /// Calls it when one of its traits differs between `previous` and `current`.
  func notify(from previous: UITraitCollection, to current: UITraitCollection) {
    guard traits.contains(where: { Self.value($0, previous) != Self.value($0, current) }) else {
      return
    }
    call(previous)
  }

  /// A system trait's value in `traits` (nil for an app's own trait, which never changes).
  private static func value(_ trait: ObjectIdentifier, _ traits: UITraitCollection) -> AnyHashable?
  {
    switch trait {
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): traits.userInterfaceStyle
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): traits.horizontalSizeClass
    case ObjectIdentifier(UITraitVerticalSizeClass.self): traits.verticalSizeClass
    case ObjectIdentifier(UITraitDisplayScale.self): traits.displayScale
    case ObjectIdentifier(UITraitLayoutDirection.self): traits.layoutDirection
    case ObjectIdentifier(UITraitUserInterfaceIdiom.self): traits.userInterfaceIdiom
    default: nil
    }
  }
}
