import ArgumentParser
import Foundation
import HapticTape

/// `haptictape import FORMAT FILE --scene NAME -o TAPE`: turns a device touch log into a tape.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Turn a device touch log (getevent, Flutter, CSV, JSON Lines) into a tape on a scene.",
    discussion: """
      Parses the log, maps it to the device's screen (getevent panel units by --panel WxH or the \
      log's `getevent -p` ranges; Flutter pixels by --pixel-ratio, default the device's scale; \
      CSV and JSON Lines in points unless --position-unit says otherwise), starts its clock at the \
      first sample (or --start), runs the scene as `record` does and writes the tape. \
      --dry-run prints what was parsed without a scene. --split gestures writes one tape per \
      gesture into the folder -o names. Exit codes: 0 success, 2 bad input (nothing is written).
      """)

  @Argument(help: "The log format: getevent, flutter, csv or jsonl.")
  var format: ImportFormat

  @Argument(help: "The log file.")
  var file: String

  @Option(help: "The scene to run (see `haptictape scenes`); not needed with --dry-run.")
  var scene: String?

  @Option(name: .shortAndLong, help: "The tape to write (.htape), or the folder with --split.")
  var output: String?

  @Option(help: ArgumentHelp(stringLiteral: DeviceArgument.help))
  var device = DeviceProfile.iPhone15Pro.name

  @Option(help: "HapticScene configuration JSON overriding the defaults.")
  var config = "{}"

  @Flag(help: "Print what was parsed (touches, fingers, span, intervals) and write nothing.")
  var dryRun = false

  @Option(
    help: "The digitizer's range WxH in panel units, e.g. 1080x2400 (getevent).",
    transform: PanelArgument.parse)
  var panel: PanelArgument?

  @Option(
    parsing: .unconditional,
    help: "The time between frames, in milliseconds, for a log without timestamps.",
    transform: NumberOption.frameInterval.parse)
  var frameInterval: Double?

  @Option(
    parsing: .unconditional,
    help: "Physical pixels per point (flutter, px units); default the device's scale.",
    transform: NumberOption.pixelRatio.parse)
  var pixelRatio: Double?

  @Option(
    parsing: .unconditional,
    help: "The log time, in seconds, that becomes zero; default the first sample's.",
    transform: startTime)
  var start: Timestamp?

  @Option(
    help: "CSV: the role of each column in order (t,x,y,id,phase,force,radius or - to skip).",
    transform: CSVColumnsArgument.parse)
  var columns: CSVColumnsArgument?

  @Option(help: "CSV: the time unit.")
  var timeUnit = ImportTimeUnit.s

  @Option(help: "CSV and JSON Lines: the position unit, pt, px or panel.")
  var positionUnit: TouchLog.Unit?

  @Option(
    parsing: .unconditional,
    help: "CSV: a value meaning 'not reported' in force and radius columns, e.g. -420.")
  var missing: String?

  @Option(
    help: "Unparseable lines: all (any is fatal), none (skip all) or a percentage (default 1%).",
    transform: TouchLogStrictness.parse)
  var strict = TouchLogStrictness.default

  @Option(help: "Split the log: 'gestures' writes one tape per gesture into the -o folder.")
  var split: ImportSplit?

  @Option(
    parsing: .unconditional,
    help: "With --split, the silence in seconds kept before each gesture. (default: 0.25)",
    transform: NumberOption.lead.parse)
  var lead = 0.25

  @Option(
    help: ArgumentHelp(
      "A gesture script played before each gesture, which starts as it ends (its fingers keep "
        + "their numbers; the log's come after).", valueName: "script"))
  var leadIn: String?

  @Flag(help: "Swap x and y, in points: a vertical swipe becomes a horizontal one as long.")
  var transpose = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Move each gesture so that its first touch lands at X,Y, in points.", valueName: "x,y"),
    transform: PointArgument.parse(within: ImportShaping.anchorRange))
  var anchor: PointArgument?

  func validate() throws {
    if !dryRun, scene == nil { throw ValidationError("import needs --scene NAME (or --dry-run)") }
    if !dryRun, output == nil { throw ValidationError("import needs -o TAPE (or --dry-run)") }
  }

  func run() throws {
    try runReportingFailures {
      let profile = try DeviceArgument.profile(named: device)
      let (touches, log) = try importTouches(on: profile)
      if dryRun {
        let inFrames = !log.hasTimestamps && frameInterval == nil
        print(
          ImportReport.dryRun(touches, log: log, format: format, path: file, inFrames: inFrames))
        return
      }
      guard let scene, let output else { return }
      // --lead is at most 3,600 s (NumberOption.lead).
      let parts = split == nil ? [touches] : touches.gestures(lead: .seconds(lead))
      var shaping = ImportShaping(isTransposed: transpose)
      shaping.anchor = anchor?.point
      if let leadIn {
        shaping.leadIn = try GestureScriptFile.render(
          try GestureScriptFile.load(leadIn), from: leadIn, on: profile,
          configuration: GestureRenderConfiguration(), sceneID: scene, sceneConfiguration: config)
      }
      let recordings = try parts.enumerated().map { index, part in
        var metadata = ["import": format.rawValue, "source": file]
        if split != nil { metadata["gesture"] = String(index + 1) }
        if let leadIn { metadata["lead-in"] = leadIn }
        if transpose { metadata["transposed"] = "true" }
        if let anchor { metadata["anchor"] = anchor.description }
        do {
          return try Session.record(
            sceneID: scene, registry: HapticTapeCommand.registry, configuration: config,
            device: profile,
            inputs: shaping.isEmpty
              ? part.samples.map(GestureTimeline.Input.touch) : shaping.inputs(of: part.samples),
            metadata: metadata,
            writerVersion: HapticTapeVersion.current)
        } catch let error as SceneError {
          throw CommandFailure("\(file): \(error.message)")
        }
      }
      if split != nil {
        let paths = try ImportOutput.write(recordings, into: output)
        for (path, recording) in zip(paths, recordings) {
          print(TapeFile.summary(of: recording, path: path))
        }
        print("\(output): \(paths.count) tapes, one per gesture")
      } else if let recording = recordings.first {
        try TapeFile.write(recording, to: output)
        print(TapeFile.summary(of: recording, path: output))
      }
    }
  }

  /// Reads, parses and maps the log, printing skipped lines and warnings to standard error.
  private func importTouches(on profile: DeviceProfile) throws -> (
    touches: ImportedTouches, log: TouchLog
  ) {
    do {
      let log = try format.parseFile(at: file, csv: csvParser(), unit: positionUnit)
      try strict.check(log)
      for skipped in log.skippedLines.prefix(TouchLogStrictness.listedLines) {
        printToStandardError(
          skipped.located(in: file).replacingOccurrences(of: "error: ", with: "warning: skipped: "))
      }
      if log.skippedLineCount > TouchLogStrictness.listedLines {
        printToStandardError(
          "\(file): warning: skipped \(log.skippedLineCount) unparseable lines in all")
      }
      let touches = try log.imported(with: try mapping(for: log, on: profile))
      for warning in touches.warnings.prefix(TouchLog.listedWarnings) {
        printToStandardError("\(file): warning: \(warning)")
      }
      if touches.warnings.count > TouchLog.listedWarnings {
        printToStandardError(
          "\(file): warning: and \(touches.warnings.count - TouchLog.listedWarnings) more "
            + "(\(touches.warnings.count) warnings in all)")
      }
      return (touches, log)
    } catch let error as TouchLogError {
      throw CommandFailure(error.located(in: file))
    }
  }

  private func mapping(for log: TouchLog, on profile: DeviceProfile) throws -> TouchLogMapping {
    let units: TouchLogMapping.Units
    switch log.unit {
    case .panel:
      if let panel {
        units = panel.units
      } else if let ranges = log.panelRanges {
        units = .panel(x: ranges.x, y: ranges.y)
      } else if dryRun {
        units = .unmapped
      } else {
        throw CommandFailure(
          "\(file): the log does not give the panel's range; pass --panel WxH (from `getevent -p`: max + 1 of ABS_MT_POSITION_X and _Y)"
        )
      }
    case .pixels:
      units = .pixels(ratio: pixelRatio ?? profile.scale)
    case .points:
      units = .points
    }
    // --frame-interval is at most 10,000 ms (NumberOption.frameInterval): 10¹⁰ ns fits Int64.
    var interval = frameInterval.map { TimeAmount(nanoseconds: Int64(($0 * 1e6).rounded())) }
    if dryRun, interval == nil, !log.hasTimestamps {
      // Counting needs no clock: one "nanosecond" per frame, reported in frames.
      interval = ImportReport.frameClock
    }
    return TouchLogMapping(
      screen: profile.screenSize, units: units, frameInterval: interval, start: start)
  }

  private func csvParser() -> TouchLogCSVParser {
    var parser = TouchLogCSVParser()
    parser.missingValue = missing
    parser.timeUnitExponent = timeUnit.exponent
    parser.columns = columns?.roles
    return parser
  }

  /// `--start`: a log time in decimal seconds, read exactly (no `Double` on the way), as the
  /// option's `transform`.
  /// - Throws: ``CommandFailure`` with the expected form.
  @Sendable static func startTime(_ text: String) throws -> Timestamp {
    guard let time = TouchLogMapping.time(seconds: text) else {
      throw CommandFailure("expected the log time in decimal seconds, such as 21576.084956")
    }
    return time
  }
}
