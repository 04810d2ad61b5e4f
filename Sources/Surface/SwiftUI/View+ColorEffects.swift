/// Colour effects and the deprecated safe-area modifier: compile unchanged from iOS apps.
nonisolated extension View {
  /// Shifts the view's hues by `angle` (inert: nothing is drawn).
  public func hueRotation(_ angle: Angle) -> some View { self }
  /// Changes the view's saturation (inert).
  public func saturation(_ amount: Double) -> some View { self }
  /// Changes the view's brightness (inert).
  public func brightness(_ amount: Double) -> some View { self }
  /// Changes the view's contrast (inert).
  public func contrast(_ amount: Double) -> some View { self }
  /// Removes the view's colour by `amount` (inert).
  public func grayscale(_ amount: Double) -> some View { self }
  /// Blends the view with what is behind it by `blendMode` (inert).
  public func blendMode(_ blendMode: BlendMode) -> some View { self }
  /// Multiplies the view's colours by `color` (inert).
  public func colorMultiply(_ color: Color) -> some View { self }
  /// Inverts the view's colours (inert).
  public func colorInvert() -> some View { self }
  /// Extends the view into the safe area on `edges`: iOS 13's form of
  /// ``View/ignoresSafeArea(_:edges:)``, which it calls (so it is modelled as that is).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }
}

/// How a view's colours blend with those behind it (inert: nothing is drawn).
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The view over what is behind (inert).
  case normal
  /// Multiplied (inert).
  case multiply
  /// Screened (inert).
  case screen
  /// Overlaid (inert).
  case overlay
  /// The darker (inert).
  case darken
  /// The lighter (inert).
  case lighten
  /// Colour dodge (inert).
  case colorDodge
  /// Colour burn (inert).
  case colorBurn
  /// Soft light (inert).
  case softLight
  /// Hard light (inert).
  case hardLight
  /// Difference (inert).
  case difference
  /// Exclusion (inert).
  case exclusion
  /// Hue (inert).
  case hue
  /// Saturation (inert).
  case saturation
  /// Colour (inert).
  case color
  /// Luminosity (inert).
  case luminosity
  /// Source atop (inert).
  case sourceAtop
  /// Destination over (inert).
  case destinationOver
  /// Destination out (inert).
  case destinationOut
  /// Plus darker (inert).
  case plusDarker
  /// Plus lighter (inert).
  case plusLighter
}
