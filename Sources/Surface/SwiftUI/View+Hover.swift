nonisolated extension View {
  /// Runs `action` with true when a pointer enters the view and false when it leaves (iPadOS
  /// and visionOS): inert, never called on the headless iPhone, which has no pointer.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// Runs `action` as a pointer moves over the view: inert, never called, as
  /// ``onHover(perform:)``.
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View { self }

  /// How the view reacts to a pointer over it: inert, the iPhone has no pointer.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  { self }

  /// Whether the hover effects inside are on: inert, as ``hoverEffect(_:isEnabled:)``.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
