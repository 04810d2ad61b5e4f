#if canImport(Darwin)
  import CoreGraphics

  // MARK: - CoreGraphics bridges (Apple platforms only)

  extension Point2D {
    /// The same point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    /// Creates a point from a `CGPoint`.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size2D {
    /// The same size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: width, height: height) }
    /// Creates a size from a `CGSize`.
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension Rect2D {
    /// The same rectangle as a `CGRect`.
    public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
    /// Creates a rectangle from a `CGRect`.
    public init(_ rect: CGRect) { self.init(origin: Point2D(rect.origin), size: Size2D(rect.size)) }
  }

  extension Vector2D {
    /// The same vector as a `CGVector`.
    public var cgVector: CGVector { CGVector(dx: dx, dy: dy) }
    /// Creates a vector from a `CGVector`.
    public init(_ vector: CGVector) { self.init(dx: Double(vector.dx), dy: Double(vector.dy)) }
  }

  extension Transform2D {
    /// The same transform as a `CGAffineTransform`.
    public var cgAffineTransform: CGAffineTransform {
      CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// Creates a transform from a `CGAffineTransform`.
    public init(_ t: CGAffineTransform) {
      self.init(
        a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx),
        ty: Double(t.ty))
    }
  }
#endif
