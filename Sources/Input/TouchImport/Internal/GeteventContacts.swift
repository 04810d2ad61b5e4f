import TouchCore
import TouchModel

/// The contact state machine behind ``GeteventParser``: events in, samples out, frame by frame.
struct GeteventContacts {
  /// One slot (type B), one report (type A) or the single contact of a `BTN_TOUCH` log.
  struct Slot {
    var trackingID: Int64?
    var contact: Int64 = 0
    var x: Int64?
    var y: Int64?
    var major: Int64?
    var pressure: Int64?
    var isDown = false
    var hasChanged = false
    var isReleasing = false
    var line = 0
    var downLine = 0
  }

  private enum Mode {
    case typeB, typeA, single
  }

  private(set) var samples: [TouchLog.Sample] = []
  private(set) var frameCount = 0
  private(set) var warnings: [String] = []

  private let pressureMaximum: Double?
  private let mode: Mode
  private let framesBySyn: Bool
  private let first: (line: Int, time: Timestamp?)?
  private var lastLine = 0
  private var slots: [Int64: Slot] = [:]
  private var currentSlot: Int64 = 0
  private var nextContact: Int64 = 1
  private var frameTime: Timestamp?
  private var frameHasEvents = false
  // Type A: the reports of the frame being read, and the contacts of the previous frame by order.
  private var reports: [Slot] = []
  private var report = Slot()
  private var previousReports: [Slot] = []
  // Single contact: BTN_TOUCH changes within the frame.
  private var pendingDown = false
  private var pendingUp = false
  private var buttonLine = 0

  /// What a first pass over a log learns about the touchscreen's events: enough to choose the
  /// protocol before the second pass feeds the events one at a time, so the events of a large
  /// log are never all held at once.
  struct Survey {
    var hasTrackingID = false
    var hasMTReport = false
    var hasSynReport = false
    /// The line and time of the first event.
    var first: (line: Int, time: Timestamp?)?

    mutating func add(_ event: GeteventLine.Event) {
      if first == nil { first = (event.line, event.time) }
      if event.type == GeteventCodes.evAbs && event.code == GeteventCodes.trackingID {
        hasTrackingID = true
      }
      if event.type == GeteventCodes.evSyn && event.code == GeteventCodes.synMTReport {
        hasMTReport = true
      }
      if event.type == GeteventCodes.evSyn && event.code == GeteventCodes.synReport {
        hasSynReport = true
      }
    }

    /// The survey of this device's events and `other`'s together.
    func merged(with other: Survey) -> Survey {
      var merged = Survey(
        hasTrackingID: hasTrackingID || other.hasTrackingID,
        hasMTReport: hasMTReport || other.hasMTReport,
        hasSynReport: hasSynReport || other.hasSynReport, first: first)
      if let theirs = other.first, theirs.line < (first?.line ?? .max) { merged.first = theirs }
      return merged
    }
  }

  init(survey: Survey, pressureMaximum: Double?) {
    self.pressureMaximum = pressureMaximum
    mode = survey.hasTrackingID ? .typeB : (survey.hasMTReport ? .typeA : .single)
    framesBySyn = survey.hasSynReport
    first = survey.first
  }

  /// Whether `code` is an axis only a touchscreen reports.
  static func isTouchAxis(_ code: Int) -> Bool {
    [
      GeteventCodes.positionX, GeteventCodes.positionY, GeteventCodes.trackingID,
      GeteventCodes.slot,
    ].contains(code)
  }

  /// Checks, before the first event, that the log's frames can be told apart.
  func start() throws(TouchLogError) {
    if !framesBySyn, let first, first.time == nil {
      throw TouchLogError(
        .missingTiming, line: first.line,
        "the log has neither SYN_REPORT lines nor timestamps, so its frames cannot be told apart; capture with `getevent -lt`"
      )
    }
  }

  /// Takes the next event of the touchscreen, in log order.
  mutating func handle(_ event: GeteventLine.Event) throws(TouchLogError) {
    lastLine = event.line
    if !framesBySyn, frameHasEvents, event.time != frameTime {
      try endFrame()
    }
    if event.time != nil || !frameHasEvents { frameTime = event.time ?? frameTime }
    frameHasEvents = true
    switch event.type {
    case GeteventCodes.evSyn where event.code == GeteventCodes.synReport:
      frameTime = event.time ?? frameTime
      try endFrame()
    case GeteventCodes.evSyn where event.code == GeteventCodes.synMTReport:
      if report.x != nil || report.y != nil { reports.append(report) }
      report = Slot()
    case GeteventCodes.evKey where event.code == GeteventCodes.btnTouch:
      if event.value != 0 { pendingDown = true } else { pendingUp = true }
      buttonLine = event.line
    case GeteventCodes.evAbs:
      try absolute(event)
    default:
      break
    }
    // Refused at the frame that crosses the limit, not after the whole log.
    try LogText.checkSampleCount(samples.count, line: event.line)
  }

  /// Ends the log: closes a frame cut short, or warns about one.
  mutating func finish() throws(TouchLogError) {
    guard frameHasEvents else { return }
    if framesBySyn {
      // Events after the last SYN_REPORT never formed a complete frame: the capture was cut.
      warnings.append(
        "the log ends inside a frame (no SYN_REPORT after line \(lastLine)); its last events are dropped"
      )
    } else {
      try endFrame()
    }
  }

  private mutating func absolute(_ event: GeteventLine.Event) throws(TouchLogError) {
    switch mode {
    case .typeA:
      var current = report
      update(&current, event)
      report = current
    case .single:
      var slot = slots[0] ?? Slot()
      update(&slot, event)
      slots[0] = slot
    case .typeB:
      switch event.code {
      case GeteventCodes.slot:
        currentSlot = event.value
      case GeteventCodes.trackingID:
        try track(event)
      case GeteventCodes.positionX, GeteventCodes.positionY, GeteventCodes.touchMajor,
        GeteventCodes.mtPressure:
        var slot = slots[currentSlot] ?? Slot()
        guard slot.trackingID != nil || slot.isReleasing else {
          throw TouchLogError(
            .slotWithoutTrackingID, line: event.line, column: event.valueColumn,
            "slot \(currentSlot) reports a position before any ABS_MT_TRACKING_ID; the capture probably "
              + "started while a finger was down: start it with no finger on the screen, or cut the log before this line"
          )
        }
        update(&slot, event)
        slots[currentSlot] = slot
      default:
        break
      }
    }
  }

  private mutating func track(_ event: GeteventLine.Event) throws(TouchLogError) {
    var slot = slots[currentSlot] ?? Slot()
    if event.value < 0 {
      if slot.trackingID != nil {
        slot.isReleasing = true
        slot.line = event.line
      }
      slots[currentSlot] = slot
      return
    }
    if let (other, _) = slots.first(where: {
      $0.key != currentSlot && $0.value.trackingID == event.value && !$0.value.isReleasing
    }) {
      throw TouchLogError(
        .trackingIDReused, line: event.line, column: event.valueColumn,
        "tracking id \(event.value) starts in slot \(currentSlot) while it is still down in slot \(other); "
          + "the log is damaged here (lines lost?): cut it before this line")
    }
    if let old = slot.trackingID, old != event.value, !slot.isReleasing, slot.isDown {
      // A new id in a busy slot ends the old contact (kernel multi-touch protocol, type B).
      emit(slot, phase: .ended, line: event.line)
    } else if slot.isReleasing, slot.isDown {
      emit(slot, phase: .ended, line: slot.line)
    }
    slot.trackingID = event.value
    slot.isReleasing = false
    slot.isDown = false
    slot.hasChanged = true
    slot.line = event.line
    slots[currentSlot] = slot
  }

  private func update(_ slot: inout Slot, _ event: GeteventLine.Event) {
    switch event.code {
    case GeteventCodes.positionX, GeteventCodes.absX: slot.x = event.value
    case GeteventCodes.positionY, GeteventCodes.absY: slot.y = event.value
    case GeteventCodes.touchMajor: slot.major = event.value
    case GeteventCodes.mtPressure, GeteventCodes.absPressure: slot.pressure = event.value
    case GeteventCodes.trackingID: slot.trackingID = event.value
    default: return
    }
    slot.hasChanged = true
    slot.line = event.line
  }

  private mutating func endFrame() throws(TouchLogError) {
    switch mode {
    case .typeB: try endFrameB()
    case .typeA: try endFrameA()
    case .single: try endFrameSingle()
    }
    frameCount += 1
    frameHasEvents = false
  }

  private mutating func endFrameB() throws(TouchLogError) {
    for key in slots.keys.sorted() {
      guard var slot = slots[key] else { continue }
      if slot.isReleasing {
        if slot.isDown { emit(slot, phase: .ended, line: slot.line) }
        slot.trackingID = nil
        slot.isDown = false
        slot.isReleasing = false
      } else if slot.trackingID != nil, !slot.isDown {
        try begin(&slot)
      } else if slot.isDown, slot.hasChanged {
        emit(slot, phase: .moved, line: slot.line)
      }
      slot.hasChanged = false
      slots[key] = slot
    }
  }

  private mutating func endFrameA() throws(TouchLogError) {
    if report.x != nil || report.y != nil { reports.append(report) }
    report = Slot()
    var current: [Slot] = []
    for (index, var next) in reports.enumerated() {
      if index < previousReports.count {
        var previous = previousReports[index]
        let moved = next.x != previous.x || next.y != previous.y
        previous.x = next.x ?? previous.x
        previous.y = next.y ?? previous.y
        previous.major = next.major ?? previous.major
        previous.pressure = next.pressure ?? previous.pressure
        previous.line = next.line
        if moved { emit(previous, phase: .moved, line: next.line) }
        current.append(previous)
      } else {
        try begin(&next)
        current.append(next)
      }
    }
    for previous in previousReports.dropFirst(reports.count) {
      emit(previous, phase: .ended, line: buttonLine > previous.line ? buttonLine : previous.line)
    }
    previousReports = current
    reports = []
  }

  private mutating func endFrameSingle() throws(TouchLogError) {
    var slot = slots[0] ?? Slot()
    defer {
      pendingDown = false
      pendingUp = false
      slot.hasChanged = false
      slots[0] = slot
    }
    if pendingDown, slot.isDown {
      warnings.append(
        "line \(buttonLine): BTN_TOUCH DOWN while contact \(slot.contact) is down; cancelled it and started a new one"
      )
      emit(slot, phase: .cancelled, line: buttonLine)
      slot.isDown = false
    }
    if pendingDown, !slot.isDown {
      slot.line = max(slot.line, buttonLine)
      try begin(&slot)
      if pendingUp {
        emit(slot, phase: .ended, line: buttonLine)
        slot.isDown = false
      }
    } else if pendingUp, slot.isDown {
      emit(slot, phase: .ended, line: max(buttonLine, slot.hasChanged ? slot.line : 0))
      slot.isDown = false
    } else if slot.isDown, slot.hasChanged {
      emit(slot, phase: .moved, line: slot.line)
    }
  }

  private mutating func begin(_ slot: inout Slot) throws(TouchLogError) {
    guard slot.x != nil, slot.y != nil else {
      throw TouchLogError(
        .missingPosition, line: slot.line,
        "a contact goes down before the log gives its position; cut the log before this line")
    }
    slot.contact = slot.trackingID ?? nextContact
    if slot.trackingID == nil { nextContact += 1 }
    slot.isDown = true
    slot.downLine = slot.line
    emit(slot, phase: .began, line: slot.line)
  }

  private mutating func emit(_ slot: Slot, phase: Touch.Phase, line: Int) {
    guard let x = slot.x, let y = slot.y else { return }
    let force = slot.pressure.map { pressure in
      pressureMaximum.map { Double(pressure) / $0 } ?? Double(pressure)
    }
    samples.append(
      TouchLog.Sample(
        line: line, contact: slot.contact, phase: phase,
        position: Point2D(x: Double(x), y: Double(y)),
        time: frameTime, frame: frameCount, force: force,
        majorRadius: slot.major.map { Double($0) / 2 }))
  }
}
