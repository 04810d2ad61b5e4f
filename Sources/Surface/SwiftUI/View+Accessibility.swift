/// Accessibility settings: kept and inert (nothing is read aloud headless). HapticTape's host
/// names views by `accessibilityIdentifier(_:)`, which is modelled.
nonisolated extension View {
  /// The element's label (inert).
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// The element's label (inert).
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
  /// The element's label (inert).
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// The element's hint (inert).
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// The element's hint (inert).
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
  /// The element's hint (inert).
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// The element's value (inert).
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// The element's value (inert).
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
  /// The element's value (inert).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Hides the element from assistive technologies (inert).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Adds traits to the element (inert).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Removes traits from the element (inert).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Makes the view an element, treating the ones inside by `children` (inert).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  /// The element's place in the reading order (inert).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  /// An action of `actionKind` an assistive technology can perform (inert: never performed).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }
  /// An action named `name` (inert: never performed).
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    self
  }
  /// An action named `nameKey` (inert: never performed).
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View { self }

  /// The element's label: iOS 13's form, deprecated in iOS 14 (inert).
  public func accessibility(label: Text) -> some View { self }
  /// The element's hint: iOS 13's form (inert).
  public func accessibility(hint: Text) -> some View { self }
  /// The element's value: iOS 13's form (inert).
  public func accessibility(value: Text) -> some View { self }
  /// Hides the element: iOS 13's form (inert).
  public func accessibility(hidden: Bool) -> some View { self }
  /// Adds traits to the element: iOS 13's form (inert).
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
  /// The element's place in the reading order: iOS 13's form (inert).
  public func accessibility(sortPriority: Double) -> some View { self }
  /// Removes traits from the element: iOS 13's form (inert).
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
  /// Names the element: iOS 13's form of ``View/accessibilityIdentifier(_:)``, which gesture
  /// scripts and layout samples name it by.
  public func accessibility(identifier: String) -> some View {
    accessibilityIdentifier(identifier)
  }
  /// What VoiceOver's swipe up and down do on an adjustable element (inert: no VoiceOver
  /// headless).
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { self }
  /// Keeps the view's colours when Smart Invert is on (inert: no display settings headless).
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
}
