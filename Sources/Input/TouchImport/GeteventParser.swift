import TouchCore

/// Reads Android `adb shell getevent` output into a ``TouchLog`` in panel units.
///
/// Every real shape of the output is accepted: numeric (`0003 0035 000001e3`) or labelled (`-l`),
/// with or without `-t` timestamps (`[   21576.084956]`), with or without the
/// `/dev/input/eventN:` column, and with the shell prompts, device list and `getevent -p` ranges
/// of a transcript around the events. Contacts come from:
///
/// - the type-B multi-touch protocol when the log has `ABS_MT_TRACKING_ID`: `ABS_MT_SLOT` picks a
///   slot, a tracking id starts a contact, `ffffffff` ends it, `SYN_REPORT` closes a frame;
/// - the type-A protocol when it has `SYN_MT_REPORT`: each report is one contact, matched to the
///   previous frame's by order;
/// - otherwise one contact, down from `BTN_TOUCH DOWN` to `UP`. A log filtered to `BTN_TOUCH` and
///   position lines has no `SYN_REPORT`; its frames are then the runs of lines sharing a timestamp.
///
/// `ABS_MT_TOUCH_MAJOR` becomes the sample's major radius (half the major axis, panel units) and
/// `ABS_MT_PRESSURE` its force (divided by the pressure range's maximum when `-p` gives one).
/// When several devices write to the log, the first that reports a multi-touch or position axis
/// is the touchscreen; the others are ignored.
///
/// ```swift
/// import Foundation
///
/// let text = try String(contentsOfFile: "getevent.txt", encoding: .utf8)  // `getevent -lt` output
/// let log = try GeteventParser().parse(text)
/// print(log.samples.count, log.frameCount)
/// ```
public struct GeteventParser: Sendable {
  /// Creates a parser.
  public init() {}

  /// Parses the text of a log.
  ///
  /// Lines that are not events nor a known part of a transcript are collected in
  /// ``TouchLog/skippedLines``; a ``TouchLogStrictness`` decides later whether they are fatal.
  ///
  /// - Parameter text: the log's lines: its whole text, or a ``TouchLogLines`` that reads the
  ///   file a piece at a time (read twice).
  /// - Returns: the samples in panel units, with times when the log has them.
  /// - Throws: ``TouchLogError`` for a tracking id reused while down, a slot without a tracking
  ///   id, a contact down before any position, or a log whose frames cannot be told apart.
  /// - Complexity: O(*n*) in the length of the log.
  public func parse(_ text: some TouchLogLines) throws(TouchLogError) -> TouchLog {
    // Two passes over the text, so that the events are never all held: the first learns which
    // device is the touchscreen and which protocol it speaks, the second feeds its events.
    var surveys: [Substring: GeteventContacts.Survey] = [:]
    var touchDevice: Substring??
    var skipped = SkippedLines()
    var ranges: [Substring: [Int: TouchLog.AxisRange]] = [:]
    var blockDevice: Substring = ""
    let lineCount = try LogText.forEachCheckedLine(text) { line, number throws(TouchLogError) in
      switch GeteventLine.classify(line, line: number) {
      case .event(let event):
        surveys[event.device ?? "", default: .init()].add(event)
        if touchDevice == nil, event.type == GeteventCodes.evAbs,
          GeteventContacts.isTouchAxis(event.code)
        {
          touchDevice = .some(event.device)
        }
      case .range(_, let code, let minimum, let maximum):
        ranges[blockDevice, default: [:]][code] = TouchLog.AxisRange(
          minimum: minimum, maximum: maximum)
      case .device(let device):
        blockDevice = device
      case .transcript:
        break
      case .unparseable(let column, let reason):
        skipped.append(
          TouchLogError(
            .unparseableLine, line: number, column: column, "not a getevent line: \(reason)"))
      }
    }

    // The touchscreen's events, and those that name no device.
    let device = touchDevice ?? nil
    let survey = (surveys[""] ?? .init()).merged(with: device.flatMap { surveys[$0] } ?? .init())
    let axisRanges =
      ranges[device ?? ""] ?? ranges.values.first { $0[GeteventCodes.positionX] != nil } ?? [:]
    var contacts = GeteventContacts(
      survey: survey,
      pressureMaximum: axisRanges[GeteventCodes.mtPressure].map { Double($0.maximum) })
    try contacts.start()
    _ = try LogText.forEachCheckedLine(text) { line, number throws(TouchLogError) in
      guard case .event(let event) = GeteventLine.classify(line, line: number),
        event.device == device || event.device == nil
      else { return }
      try contacts.handle(event)
    }
    try contacts.finish()
    var log = TouchLog(
      samples: contacts.samples, unit: .panel, lineCount: lineCount,
      frameCount: contacts.frameCount,
      skippedLines: skipped.kept, skippedLineCount: skipped.count, warnings: contacts.warnings)
    let xRange = axisRanges[GeteventCodes.positionX] ?? axisRanges[GeteventCodes.absX]
    let yRange = axisRanges[GeteventCodes.positionY] ?? axisRanges[GeteventCodes.absY]
    if let xRange, let yRange { log.panelRanges = (xRange, yRange) }
    return log
  }
}
