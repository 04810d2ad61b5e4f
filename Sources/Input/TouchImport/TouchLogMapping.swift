import TouchCore

/// How a ``TouchLog`` maps onto a device: units to points, the clock to zero.
///
/// ```swift
/// let mapping = TouchLogMapping(
///   screen: DeviceProfile.iPhone15Pro.screenSize,
///   units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399)))
/// ```
public struct TouchLogMapping: Hashable, Sendable {
  /// How positions in the log become points.
  public enum Units: Hashable, Sendable {
    /// Digitizer units: the range's first value is the screen's edge, one past its last value the
    /// other edge, so `0…1079` spans the screen's width exactly. Values outside are an error.
    case panel(x: TouchLog.AxisRange, y: TouchLog.AxisRange)
    /// Physical pixels divided by this ratio. Positions outside the screen are an error.
    case pixels(ratio: Double)
    /// Points as they are. Positions outside the screen are an error.
    case points
    /// The log's own units, unchecked: for counting (`--dry-run`) without knowing the panel.
    case unmapped
  }

  /// The device's screen in points.
  public var screen: Size2D
  /// How the log's positions become points.
  public var units: Units
  /// The time between two frames of a log without timestamps.
  public var frameInterval: TimeAmount?
  /// The log time that becomes zero; nil starts the clock at the first sample.
  public var start: Timestamp?

  /// Creates a mapping.
  public init(
    screen: Size2D, units: Units, frameInterval: TimeAmount? = nil, start: Timestamp? = nil
  ) {
    self.screen = screen
    self.units = units
    self.frameInterval = frameInterval
    self.start = start
  }

  /// A log time given in decimal seconds (`21576.084956`), read exactly to the nanosecond, for
  /// ``start``; nil when `text` is not a decimal number.
  ///
  /// - Parameter text: seconds, as a kernel or a recorder prints them.
  /// - Returns: the time, with every digit down to the nanosecond kept.
  public static func time(seconds text: String) -> Timestamp? {
    LogNumber.nanoseconds(decimal: text[...], unitExponent: 9)
  }

  /// The scale from log units to points along x and y, and the log-unit origin.
  var transform: (scaleX: Double, scaleY: Double, originX: Double, originY: Double) {
    switch units {
    case .panel(let x, let y):
      (
        screen.width / Double(x.maximum - x.minimum + 1),
        screen.height / Double(y.maximum - y.minimum + 1),
        Double(x.minimum), Double(y.minimum)
      )
    case .pixels(let ratio): (1 / ratio, 1 / ratio, 0, 0)
    case .points, .unmapped: (1, 1, 0, 0)
    }
  }

  /// The accepted range of positions in log units, or nil when unchecked.
  var bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>, described: String)? {
    switch units {
    case .panel(let x, let y):
      (
        Double(x.minimum)...Double(x.maximum), Double(y.minimum)...Double(y.maximum),
        "the panel's \(x.minimum)…\(x.maximum) × \(y.minimum)…\(y.maximum); check --panel"
      )
    case .pixels(let ratio):
      (
        0...screen.width * ratio, 0...screen.height * ratio,
        "the screen's \(screen.width * ratio) × \(screen.height * ratio) px; check --pixel-ratio and --device"
      )
    case .points:
      (
        0...screen.width, 0...screen.height,
        "the screen's \(screen.width) × \(screen.height) pt; check --device and the units"
      )
    case .unmapped:
      nil
    }
  }
}
