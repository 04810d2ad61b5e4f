extension Anchor {
  /// What an ``Anchor`` measures in its view: a rectangle or a point in the view's bounds.
  ///
  /// Resolved against the view's bounds where the anchor is made; the leading and trailing
  /// points are not mirrored right to left (ours).
  public struct Source: @unchecked Sendable {
    /// The value in the view's bounds, given where those bounds lie.
    let resolve: (CGRect) -> Value
  }
}

extension Anchor.Source where Value == CGRect {
  /// `rect`, in the view's own coordinates.
  ///
  /// The anchor's value is `rect` moved with the view.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { bounds in rect.offsetBy(dx: bounds.minX, dy: bounds.minY) }
  }

  /// The view's bounds.
  ///
  /// The anchor's value is the view's frame in the space it is read in.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { bounds in bounds }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point`, in the view's own coordinates.
  ///
  /// The anchor's value is `point` moved with the view.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { bounds in
      CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y)
    }
  }

  /// The point at `unitPoint` of the view's size.
  ///
  /// (0, 0) is the top leading corner, (1, 1) the bottom trailing one.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { bounds in
      CGPoint(
        x: bounds.minX + unitPoint.x * bounds.width, y: bounds.minY + unitPoint.y * bounds.height)
    }
  }

  /// The top leading corner.
  ///
  /// ``unitPoint(_:)`` with `.topLeading`.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  ///
  /// ``unitPoint(_:)`` with `.top`.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top trailing corner.
  ///
  /// ``unitPoint(_:)`` with `.topTrailing`.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  ///
  /// ``unitPoint(_:)`` with `.leading`.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The centre.
  ///
  /// ``unitPoint(_:)`` with `.center`.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the trailing edge.
  ///
  /// ``unitPoint(_:)`` with `.trailing`.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom leading corner.
  ///
  /// ``unitPoint(_:)`` with `.bottomLeading`.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  ///
  /// ``unitPoint(_:)`` with `.bottom`.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom trailing corner.
  ///
  /// ``unitPoint(_:)`` with `.bottomTrailing`.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
  /// Several sources, their values in order.
  ///
  /// The anchor's value is the array of each source's value.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    resolve = { bounds in array.map { $0.resolve(bounds) } }
  }

  /// A source that may be nil, its value nil then.
  ///
  /// The anchor's value is the source's, or nil.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    resolve = { bounds in anchor?.resolve(bounds) }
  }
}
