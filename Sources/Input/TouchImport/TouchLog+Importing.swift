import TouchCore
import TouchModel

// MARK: - Mapping a log to a screen

extension TouchLog {
  /// Maps the log to points on a screen, starts its clock at zero and checks it.
  ///
  /// Each contact becomes a touch with a new id (1, 2, … in the order they began), so a tracking
  /// id the device reuses later is a new touch. A touch still down at the end of the log is
  /// cancelled where it last was, at the time of the log's last sample, with a warning.
  ///
  /// - Parameter mapping: the screen, the units and the clock.
  /// - Returns: the touches, with the log line of every sample.
  /// - Throws: ``TouchLogError`` naming the line: an empty log, a log without timestamps and no
  ///   frame interval, time going backwards, a position outside the panel or screen, a sample
  ///   before `start`, a NaN, a contact that begins again while down or moves before it began,
  ///   more than ``maximumSimultaneousContacts`` contacts down at once, or a sample more than
  ///   ``maximumDuration`` after the start.
  /// - Complexity: O(*n*) in the number of samples.
  public func imported(with mapping: TouchLogMapping) throws(TouchLogError) -> ImportedTouches {
    guard let first = samples.first else {
      throw TouchLogError(.emptyLog, "the log has no touch in it; check the file and the format")
    }
    if first.time == nil, mapping.frameInterval == nil {
      throw TouchLogError(
        .missingTiming, line: first.line,
        "the log has no timestamps; pass --frame-interval MS (the panel's sampling interval, e.g. 8.33 for 120 Hz)"
      )
    }
    let transform = mapping.transform
    let bounds = mapping.bounds
    let origin = mapping.start ?? time(of: first, mapping)
    var result: [TouchSample] = []
    var lines: [Int] = []
    var warnings = self.warnings
    result.reserveCapacity(samples.count + 1)
    lines.reserveCapacity(samples.count + 1)
    var down: [Int64: (id: Touch.ID, line: Int)] = [:]
    var nextID: UInt32 = 1
    var previousTime: (Timestamp, Int)?
    for sample in samples {
      let time = time(of: sample, mapping)
      if let (before, line) = previousTime, time < before {
        throw TouchLogError(
          .timeWentBackwards, line: sample.line,
          "time goes backwards: \(Self.seconds(time)) s after \(Self.seconds(before)) s on line \(line); "
            + "the log mixes captures or was reordered: cut it here or sort it")
      }
      previousTime = (time, sample.line)
      if time < origin {
        throw TouchLogError(
          .invalidValue, line: sample.line,
          "the sample at \(Self.seconds(time)) s comes before --start \(Self.seconds(origin)) s; pass an earlier --start"
        )
      }
      if time - origin > TouchLog.maximumDuration {
        throw TouchLogError(
          .limitExceeded, line: sample.line,
          "the sample at \(Self.seconds(time)) s is more than "
            + "\(TouchLog.maximumDuration.nanoseconds / 1_000_000_000) s after the start at "
            + "\(Self.seconds(origin)) s, the limit (TouchLog.maximumDuration); "
            + "cut the log into shorter ones")
      }
      try Self.check(sample, bounds: bounds)
      let id: Touch.ID
      switch sample.phase {
      case .began:
        if let open = down[sample.contact] {
          throw TouchLogError(
            .trackingIDReused, line: sample.line,
            "contact \(sample.contact) begins again while it is down since line \(open.line); "
              + "the log lost its release: cut it before this line")
        }
        if down.count >= TouchLog.maximumSimultaneousContacts {
          throw TouchLogError(
            .limitExceeded, line: sample.line,
            "contact \(sample.contact) would be finger \(down.count + 1) down at once, over the "
              + "limit of \(TouchLog.maximumSimultaneousContacts) "
              + "(TouchLog.maximumSimultaneousContacts); "
              + "the log loses its releases or is not a touch log: cut it before this line")
        }
        id = Touch.ID(nextID)
        nextID += 1
        down[sample.contact] = (id, sample.line)
      default:
        guard let open = down[sample.contact] else {
          throw TouchLogError(
            .invalidValue, line: sample.line,
            "contact \(sample.contact) is \(sample.phase) but it never began; give it a began sample first"
          )
        }
        id = open.id
        if sample.phase.isTerminal { down[sample.contact] = nil }
      }
      let point = Point2D(
        x: (sample.position.x - transform.originX) * transform.scaleX,
        y: (sample.position.y - transform.originY) * transform.scaleY)
      let coalesced = sample.coalesced.map {
        TouchSample.Coalesced(
          location: Point2D(
            x: ($0.location.x - transform.originX) * transform.scaleX,
            y: ($0.location.y - transform.originY) * transform.scaleY),
          timestamp: Timestamp(nanoseconds: ($0.timestamp - origin).nanoseconds), force: $0.force,
          majorRadius: $0.majorRadius.map { $0 * transform.scaleX })
      }
      result.append(
        TouchSample(
          id: id, phase: sample.phase, location: point,
          timestamp: Timestamp(nanoseconds: (time - origin).nanoseconds),
          force: sample.force, majorRadius: sample.majorRadius.map { $0 * transform.scaleX },
          coalesced: coalesced))
      lines.append(sample.line)
    }
    var added: Set<Int> = []
    for (contact, open) in down.sorted(by: { $0.value.id < $1.value.id }) {
      guard let last = result.last(where: { $0.id == open.id }) else { continue }
      var cancel = last
      cancel.phase = .cancelled
      cancel.timestamp = result[result.count - 1].timestamp
      cancel.coalesced = []
      added.insert(result.count)
      result.append(cancel)
      lines.append(0)
      warnings.append(
        "touch \(open.id) (log contact \(contact), down since line \(open.line)) is still down at the end of the log; "
          + "cancelled it where it last was, at the log's last sample (line \(samples[samples.count - 1].line))"
      )
    }
    return ImportedTouches(samples: result, lines: lines, added: added, warnings: warnings)
  }

  private func time(of sample: Sample, _ mapping: TouchLogMapping) -> Timestamp {
    if let time = sample.time { return time }
    let interval = mapping.frameInterval ?? .zero
    // A far frame of a long interval saturates at the log time limit, which the caller then
    // reports as past TouchLog.maximumDuration, rather than trapping on the product; ±limit
    // keeps `time - origin` within Int64 too.
    let (product, overflow) = interval.nanoseconds.multipliedReportingOverflow(
      by: Int64(sample.frame))
    guard !overflow, abs(product) <= LogNumber.limit else {
      let isNegative = (interval.nanoseconds < 0) != (sample.frame < 0)
      return Timestamp(nanoseconds: isNegative ? -LogNumber.limit : LogNumber.limit)
    }
    return Timestamp(nanoseconds: product)
  }

  private static func check(
    _ sample: Sample, bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>, described: String)?
  ) throws(TouchLogError) {
    let values = [sample.position.x, sample.position.y, sample.force ?? 0, sample.majorRadius ?? 0]
    if values.contains(where: { !$0.isFinite }) {
      throw TouchLogError(
        .notANumber, line: sample.line,
        "a position, force or radius is not a finite number; fix or drop this sample")
    }
    guard let bounds else { return }
    let points = [sample.position] + sample.coalesced.map(\.location)
    for point in points where !bounds.x.contains(point.x) || !bounds.y.contains(point.y) {
      throw TouchLogError(
        .outsidePanel, line: sample.line,
        "position (\(Self.number(point.x)), \(Self.number(point.y))) is outside \(bounds.described)"
      )
    }
  }

  static func seconds(_ time: Timestamp) -> String {
    let micro = time.nanoseconds / 1000
    let sign = micro < 0 ? "-" : ""
    let value = abs(micro)
    let fraction = String(value % 1_000_000)
    return
      "\(sign)\(value / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
  }
}
