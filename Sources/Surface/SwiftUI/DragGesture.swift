/// A drag: it begins once the finger moves `minimumDistance` and reports its location,
/// translation and velocity until the finger lifts.
public struct DragGesture: Gesture, Sendable {
  /// How far the finger moves before the drag begins (10 pt by default, as SwiftUI's).
  public var minimumDistance: CGFloat
  /// The space locations are given in.
  public var coordinateSpace: CoordinateSpace

  /// A drag beginning after `minimumDistance`, its locations in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)
  {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// A drag's state.
  public struct Value: Equatable, Sendable {
    /// When the value was taken (the replay's virtual clock).
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the finger touched down.
    public var startLocation: CGPoint
    /// How far the finger has moved.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// The finger's velocity, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now: a quarter second of travel at its
    /// velocity (ours: SwiftUI does not publish its prediction).
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
    }
    /// The translation the drag would end with if the finger lifted now.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }
}

extension DragGesture: LeafGesture {
  var kind: GestureKind {
    .drag(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
  }
}

/// A tap of `count` taps.
public struct TapGesture: Gesture, Sendable {
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
  /// A tap has no value.
  public typealias Value = Void
}

extension TapGesture: LeafGesture {
  var kind: GestureKind { .tap(count: max(count, 1)) }
}

/// A press held `minimumDuration` seconds without moving `maximumDistance`.
public struct LongPressGesture: Gesture, Sendable {
  /// How long the finger stays down (0.5 s by default, as SwiftUI's).
  public var minimumDuration: Double
  /// How far it may move meanwhile (10 pt by default).
  public var maximumDistance: CGFloat
  /// A long press of `minimumDuration` within `maximumDistance`.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
  /// Whether the press has been held long enough.
  public typealias Value = Bool
}

extension LongPressGesture: LeafGesture {
  var kind: GestureKind {
    .longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
  }
}
