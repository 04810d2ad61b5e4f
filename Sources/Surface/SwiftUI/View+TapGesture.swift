nonisolated extension View {
  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }

  /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped
  /// `count` times.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace)
        .onEnded { action($0.location) })
  }
}

/// A tap of `count` taps that reports where it landed.
public struct SpatialTapGesture: Gesture, Sendable {
  /// How many taps.
  public var count: Int
  /// The space the location is given in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps, its location in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    /// The location, in the gesture's coordinate space.
    public var location: CGPoint
  }
}

extension SpatialTapGesture: LeafGesture {
  var kind: GestureKind { .spatialTap(count: max(count, 1), coordinateSpace: coordinateSpace) }
}
