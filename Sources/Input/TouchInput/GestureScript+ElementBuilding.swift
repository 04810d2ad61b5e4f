import TouchCore

// MARK: - Building statements that name an element

extension GestureScript {
  /// Taps the centre of `target`'s visible part with the lowest free finger
  /// (`tap item 3 in strip`).
  ///
  /// ```swift
  /// let script = GestureScript { $0.tap(.init(item: 3, in: "thumbnails")) }
  /// ```
  /// - Parameters:
  ///   - target: The element, found when the statement starts.
  ///   - duration: How long the finger stays down; the configured tap duration when `nil`.
  public mutating func tap(_ target: ElementTarget, duration: TimeAmount? = nil) {
    append(.tapElement(target, duration: duration))
  }

  /// Touches `target` with the lowest free finger, moves it by `offset` and lifts it
  /// (`drag item 2 in left by 0,-300 in 0.4s`).
  /// - Parameters:
  ///   - target: The element, found when the statement starts.
  ///   - offset: How far the finger moves, in points.
  ///   - duration: How long the move takes.
  ///   - curve: How the distance spreads over the duration.
  public mutating func drag(
    _ target: ElementTarget, by offset: Vector2D, duration: TimeAmount,
    curve: GestureCurve = .linear
  ) {
    append(.dragElement(target, by: offset, duration: duration, curve: curve))
  }

  /// Flings from `target` along its view's scroll axis with the lowest free finger
  /// (`fling item 5 in wheel at -2 pt/ms`).
  /// - Parameters:
  ///   - target: The element, found when the statement starts.
  ///   - velocity: The release velocity along the axis in points per second; positive moves
  ///     right or down.
  public mutating func fling(_ target: ElementTarget, velocity: Double) {
    append(.flingElement(target, velocity: velocity))
  }
}
