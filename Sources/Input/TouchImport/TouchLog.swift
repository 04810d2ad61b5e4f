import TouchCore
import TouchModel

/// A device touch log as read, before it is mapped to a screen: samples in the log's own units
/// and on the log's own clock.
///
/// Importers (``GeteventParser``, ``TouchLogCSVParser`` and the JSON importers) produce one; the
/// log's ``imported(with:)`` then maps it to points on a device, starts its clock at zero and
/// checks it, giving an ``ImportedTouches``.
///
/// ```swift
/// import Foundation
///
/// let text = try String(contentsOfFile: "getevent.txt", encoding: .utf8)
/// let log = try GeteventParser().parse(text)
/// let touches = try log.imported(with: TouchLogMapping(
///   screen: DeviceProfile.iPhone15Pro.screenSize,
///   units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399))))
/// ```
public struct TouchLog: Hashable, Sendable {
  /// One sample of one contact, as the log reported it.
  public struct Sample: Hashable, Sendable {
    /// The 1-based line of the log that completed this sample.
    public var line: Int
    /// The contact's id in the log (tracking id, pointer id, CSV id), or a number the importer
    /// gave a contact the log does not name.
    public var contact: Int64
    /// The phase: began, moved, ended or cancelled.
    public var phase: Touch.Phase
    /// The position in the log's units (``TouchLog/unit``).
    public var position: Point2D
    /// The time on the log's clock, or nil when the log has no timestamps.
    public var time: Timestamp?
    /// The 0-based index of the input frame (one `SYN_REPORT`, one packet, one timestamp).
    public var frame: Int
    /// The force or pressure as the log gives it, when it does.
    public var force: Double?
    /// The contact's major radius in the log's units, when the log gives it.
    public var majorRadius: Double?
    /// Samples the device coalesced into this one, in the log's units and on its clock.
    public var coalesced: [TouchSample.Coalesced]

    /// Creates a sample.
    public init(
      line: Int, contact: Int64, phase: Touch.Phase, position: Point2D, time: Timestamp?,
      frame: Int,
      force: Double? = nil, majorRadius: Double? = nil, coalesced: [TouchSample.Coalesced] = []
    ) {
      self.line = line
      self.contact = contact
      self.phase = phase
      self.position = position
      self.time = time
      self.frame = frame
      self.force = force
      self.majorRadius = majorRadius
      self.coalesced = coalesced
    }
  }

  /// The units of a log's positions.
  public enum Unit: String, Hashable, Sendable, CaseIterable {
    /// Digitizer (panel) units, mapped to points by the panel's range.
    case panel
    /// Physical pixels, mapped to points by a pixel ratio.
    case pixels = "px"
    /// Points already.
    case points = "pt"
  }

  /// The range of one digitizer axis, as `getevent -p` prints it (`min 0, max 1079`).
  public struct AxisRange: Hashable, Sendable {
    /// The smallest value the axis reports.
    public var minimum: Int64
    /// The largest value the axis reports.
    public var maximum: Int64

    /// Creates a range; `maximum` must not be below `minimum`.
    public init(minimum: Int64, maximum: Int64) {
      precondition(maximum >= minimum, "an axis range needs maximum >= minimum")
      self.minimum = minimum
      self.maximum = maximum
    }
  }

  /// The samples in log order.
  public var samples: [Sample]
  /// The units of ``Sample/position`` and ``Sample/majorRadius``.
  public var unit: Unit
  /// How many lines the log has.
  public var lineCount: Int
  /// The first lines that could not be read (up to ``keptSkippedLines``), as errors with line
  /// and column, in log order.
  public var skippedLines: [TouchLogError]
  /// How many lines could not be read, those past ``keptSkippedLines`` included.
  public var skippedLineCount: Int
  /// The X and Y ranges of the digitizer, when the log states them (`getevent -p`).
  public var panelRanges: (x: AxisRange, y: AxisRange)? {
    get { xRange.flatMap { x in yRange.map { (x, $0) } } }
    set {
      xRange = newValue?.x
      yRange = newValue?.y
    }
  }
  /// How many input frames the log holds.
  public var frameCount: Int
  /// Things the importer noticed and handled, such as a contact cancelled at the end of the log.
  public var warnings: [String]

  private var xRange: AxisRange?
  private var yRange: AxisRange?

  /// Creates a log.
  public init(
    samples: [Sample], unit: Unit, lineCount: Int, frameCount: Int,
    skippedLines: [TouchLogError] = [], skippedLineCount: Int? = nil,
    panelRanges: (x: AxisRange, y: AxisRange)? = nil, warnings: [String] = []
  ) {
    self.samples = samples
    self.unit = unit
    self.lineCount = lineCount
    self.frameCount = frameCount
    self.skippedLines = skippedLines
    self.skippedLineCount = max(skippedLineCount ?? 0, skippedLines.count)
    self.warnings = warnings
    self.xRange = panelRanges?.x
    self.yRange = panelRanges?.y
  }

  /// Whether the samples carry times (a log without them needs a frame interval).
  public var hasTimestamps: Bool { samples.first?.time != nil }
}
