/// Colours at locations along a gradient (inert: kept, not drawn).
public struct Gradient: ShapeStyle, Hashable {
  /// A colour at a location from 0 to 1 (inert).
  public struct Stop: Hashable, Sendable {
    /// The colour (inert).
    public var color: Color
    /// Where it is, from 0 to 1 (inert).
    public var location: CGFloat
    /// A stop of `color` at `location` (inert).
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// The stops, in order (inert).
  public var stops: [Stop]
  /// A gradient through `stops` (inert).
  public init(stops: [Stop]) { self.stops = stops }
  /// A gradient through `colors`, evenly spaced from 0 to 1 as Apple places them (inert).
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

extension Color {
  /// A gradient from this colour (inert: the colour alone).
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

/// A gradient of any kind, as `Color.gradient` makes (inert).
public struct AnyGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  /// The gradient `gradient` (inert).
  public init(_ gradient: Gradient) { self.gradient = gradient }
}
