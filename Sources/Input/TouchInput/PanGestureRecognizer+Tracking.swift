import TouchCore
import TouchModel

// MARK: - Tracking

extension PanGestureRecognizer {
  /// The touches down and the centroid translation, kept continuous across finger changes.
  @usableFromInline
  struct Tracking: Sendable {
    /// Touches down, sorted by id, so the centroid sum has one order on every run.
    private var touches: [(id: Touch.ID, location: Point2D)]
    /// The centroid minus the translation: re-anchored whenever the set of touches changes.
    private var reference: Point2D
    /// The translation of the centroid since the gesture started, in points.
    private(set) var translation: Vector2D = .zero

    init(first: TouchSample) {
      touches = [(first.id, first.location)]
      reference = first.location
    }

    var isEmpty: Bool { touches.isEmpty }

    var touchIDs: [Touch.ID] { touches.map(\.id) }

    /// Applies a sample; returns `false` when it is not about a tracked touch (or a new one).
    mutating func update(with sample: TouchSample) -> Bool {
      let index = touches.firstIndex { $0.id == sample.id }
      switch (sample.phase, index) {
      case (.began, nil):
        let insertion = touches.firstIndex { $0.id > sample.id } ?? touches.endIndex
        touches.insert((sample.id, sample.location), at: insertion)
        reanchor()
      case (.moved, let index?), (.stationary, let index?):
        touches[index].location = sample.location
        translation = centroid - reference
      case (.ended, let index?), (.cancelled, let index?):
        touches[index].location = sample.location
        translation = centroid - reference
        touches.remove(at: index)
        reanchor()
      default:
        return false
      }
      return true
    }

    /// Keeps ``translation`` unchanged across a change of the touch set.
    private mutating func reanchor() {
      guard !touches.isEmpty else { return }
      reference = centroid - translation
    }

    private var centroid: Point2D {
      var x = 0.0
      var y = 0.0
      for touch in touches {
        x += touch.location.x
        y += touch.location.y
      }
      let count = Double(touches.count)
      return Point2D(x: x / count, y: y / count)
    }
  }

  /// The configured velocity tracker, without an existential in the state.
  ///
  /// Both trackers are stored and the estimator picks one: an enum with the tracker as its
  /// payload copied the tracker (its sample ring, hundreds of bytes) out and back in for every
  /// sample, where a stored property is changed in place.
  struct Tracker: Sendable {
    private let estimator: VelocityEstimator
    private var scrollView = ScrollViewVelocityTracker()
    private var leastSquares = LeastSquaresVelocityTracker()

    init(_ estimator: VelocityEstimator) {
      self.estimator = estimator
    }

    mutating func add(_ position: Point2D, at timestamp: Timestamp) {
      switch estimator {
      case .scrollView: scrollView.add(position, at: timestamp)
      case .leastSquares: leastSquares.add(position, at: timestamp)
      }
    }

    mutating func reset() {
      switch estimator {
      case .scrollView: scrollView.reset()
      case .leastSquares: leastSquares.reset()
      }
    }

    func velocity(at now: Timestamp) -> Vector2D {
      switch estimator {
      case .scrollView: scrollView.velocity(at: now)
      case .leastSquares: leastSquares.velocity(at: now)
      }
    }
  }
}
