// MARK: - Composition

extension AndroidHaptics {
  /// One primitive before delays are worked out: where it should start.
  private struct Placed {
    var time: Int
    var primitive: AndroidPrimitive
    var scale: Double
  }

  /// The composition steps for `reading` and what they lose.
  static func composition(
    _ reading: TimelineReading, settings: HapticExportSettings, start: Double
  ) -> ([AndroidCompositionStep], [String]) {
    var placed: [Placed] = []
    for tap in reading.taps {
      placed.append(
        Placed(
          time: tap.time,
          primitive: primitive(
            forIntensity: tap.intensity, sharpness: tap.sharpness, settings: settings),
          scale: scale(tap.intensity)))
    }
    // Abutting continuous events (1 ms apart at most) are one ramp.
    var runs: [[TimelineReading.Hold]] = []
    for hold in reading.holds.sorted(by: { $0.start < $1.start }) {
      if let last = runs.last?.last, hold.start <= last.end + 1 {
        runs[runs.count - 1].append(hold)
      } else {
        runs.append([hold])
      }
    }
    var flat: [Int] = []
    var ramps = 0
    for run in runs {
      guard let first = run.first, let last = run.last else { continue }
      let end = run.map(\.end).max() ?? last.end
      let change = last.endIntensity - first.startIntensity
      let peak = run.flatMap(\.spans).map(\.level).max() ?? 0
      guard abs(change) >= settings.rampThreshold, peak > 0 else {
        flat.append(first.start)
        continue
      }
      ramps += 1
      if change > 0 {
        let rise: AndroidPrimitive =
          end - first.start <= settings.quickRampMilliseconds ? .quickRise : .slowRise
        // A rise ends where the ramp peaks: it starts its own length before the run's end.
        let time = max(first.start, end - settings.duration(of: rise))
        placed.append(Placed(time: time, primitive: rise, scale: scale(peak)))
      } else {
        placed.append(Placed(time: first.start, primitive: .quickFall, scale: scale(peak)))
      }
    }
    placed = placed.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)

    var steps: [AndroidCompositionStep] = []
    var previousEnd = 0
    var late: [Int] = []
    for (index, item) in placed.enumerated() {
      let delay: Int
      if index == 0 {
        delay = max(0, item.time)
      } else {
        if item.time < previousEnd { late.append(item.time) }
        delay = max(0, item.time - previousEnd)
      }
      steps.append(
        AndroidCompositionStep(
          primitive: item.primitive, scale: item.scale, delayMilliseconds: delay,
          timeMilliseconds: item.time))
      previousEnd = max(item.time, previousEnd) + settings.duration(of: item.primitive)
    }

    var losses: [String] = []
    if ramps > 0 {
      losses.append(
        "composition: " + LossText.count(ramps, "run") + " of continuous events "
          + LossText.verb(ramps, "plays", "play") + " as one rise or fall primitive each; "
          + "their length and steps are not kept")
    }
    if let first = flat.first {
      losses.append(
        "composition: " + LossText.count(flat.count, "run") + " of continuous events without a "
          + "rise or fall left out, no primitive holds a vibration (first at "
          + "\(LossText.seconds(first, start: start)))")
    }
    if steps.count > 1 {
      let used = Set(steps.map(\.primitive))
      let assumed = AndroidPrimitive.allCases.filter(used.contains).map {
        "\($0.rawValue) \(settings.duration(of: $0)) ms"
      }
      losses.append(
        "composition: delays assume primitive durations (\(assumed.joined(separator: ", ")); "
          + "ours): a device's own, from Vibrator.getPrimitiveDurations, move later primitives")
    }
    if let first = late.first {
      losses.append(
        "composition: " + LossText.count(late.count, "primitive")
          + " \(LossText.verb(late.count, "starts", "start")) before the previous one ends and "
          + "\(LossText.verb(late.count, "plays", "play")) late (first at "
          + "\(LossText.seconds(first, start: start)))")
    }
    return (steps, losses)
  }

  /// A primitive's scale for an intensity: clamped to 0…1, to 3 decimals.
  static func scale(_ intensity: Double) -> Double {
    guard intensity.isFinite else { return 0 }
    let range = AndroidLimits.scaleRange
    return (min(max(intensity, range.lowerBound), range.upperBound) * 1_000).rounded() / 1_000
  }
}
