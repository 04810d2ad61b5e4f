import CollectionLayout
import Haptics
import Scenes
import ScrollEngine
import TouchCore

// MARK: - Delegate reactions

extension SecretOfferScene {
  /// Walks the scroll events in order, appending each to `output` and reacting to it; a
  /// reaction that changes the scroll view appends its own events, which are walked in turn.
  mutating func react(to events: inout [ScrollEvent], into output: inout SceneOutput)
    throws(SceneError)
  {
    var index = 0
    while index < events.count {
      let event = events[index]
      output.append(event, of: collection.name)
      let time = event.timestamp
      switch event.kind {
      case .willBeginDragging:
        if teaser.cancel() { output.append(SceneEvent("teaserCancelled", at: time)) }
      case .didScroll:
        try didScroll(at: time, events: &events, into: &output)
      case .willEndDragging:
        shouldResetContentOffset = false
      case .didEndDragging:
        if isPulling && !isSecretOfferShown { try releasePull(at: time, into: &output) }
      case .didEndDecelerating:
        startTeaserIfLastRegularCardCentred(at: time, events: &events, into: &output)
      case .didEndScrollingAnimation:
        didEndScrollingAnimation(at: time, events: &events, into: &output)
      case .willBeginDecelerating, .touchDropped, .dragCancelled:
        break
      }
      index += 1
    }
  }

  /// `scrollViewDidScroll`: the pull state machine (seed 001).
  ///
  /// Only the user's drag pulls (ours): a release ends the attempt, so momentum and bounces neither
  /// pull nor open.
  private mutating func didScroll(
    at time: Timestamp, events: inout [ScrollEvent], into output: inout SceneOutput
  ) throws(SceneError) {
    guard !isSecretOfferShown, !teaser.isActive, collection.scrollView.isDragging else { return }
    let hidden = hiddenWidth
    progress = 1 - hidden / secretOfferWidth
    guard hidden < secretOfferWidth else {
      if isPulling { stopPull(at: time, into: &output) }
      return
    }
    if hidden < secretOfferWidth * (1 - configuration.pullStartProgress) {
      if !isPulling {
        isPulling = true
        output.append(SceneEvent("pullStarted", at: time, ["progress": .number(progress)]))
      }
      if shake.start(at: time) {
        output.append(SceneEvent("shakeStarted", at: time))
        try runShake(to: time, into: &output)
      }
    }
    if hidden < secretOfferWidth * (1 - configuration.openProgress) {
      try open(at: time, events: &events, into: &output)
    }
  }

  /// The seed's `secretOfferHiddenWidth`: how much of the secret card is still hidden, in points.
  var hiddenWidth: Double {
    let scrollView = collection.scrollView
    let offset = scrollView.contentOffset.x
    let trailingGap =
      isMirrored ? offset : scrollView.contentSize.width - offset - scrollView.boundsSize.width
    return trailingGap + Self.hiddenWidthSpacing
  }

  /// How far the pull is between the two thresholds, 0…1 (ours,
  /// docs/seed-screens.md#secret-offer).
  var pullAmount: Double {
    let start = configuration.pullStartProgress
    return min(max((progress - start) / (configuration.openProgress - start), 0), 1)
  }

  /// The shake angle for the current pull in radians, negative right to left.
  var shakeAngle: Double {
    let degrees =
      configuration.minimumShakeAngle
      + (configuration.maximumShakeAngle - configuration.minimumShakeAngle) * pullAmount
    return (isMirrored ? -degrees : degrees) * .pi / 180
  }

  /// The continuous haptic intensity for the current pull.
  var pullIntensity: Double {
    configuration.minimumIntensity
      + (configuration.maximumIntensity - configuration.minimumIntensity) * pullAmount
  }

  /// Runs the shake's phases up to `time`, playing one continuous haptic per beat while the
  /// offer is not open.
  mutating func runShake(to time: Timestamp, into output: inout SceneOutput) throws(SceneError) {
    // Called before every input: most find no shake running (and no beat array to make).
    guard shake.isRunning else { return }
    var beats: [Timestamp] = []
    shake.advance(to: time, angle: shakeAngle, beats: &beats)
    for beat in beats where !isSecretOfferShown {
      let intensity = pullIntensity
      output.append(
        SceneEvent(
          "shakeParameters", at: beat,
          ["angle": .number(shakeAngle), "intensity": .number(intensity)]))
      output.append(
        try SceneHaptics.continuous(
          at: beat, duration: .seconds(configuration.continuousDuration), intensity: intensity,
          sharpness: configuration.continuousSharpness))
    }
  }

  /// Ends a pull that did not open: the shake stops (seed `stopShakingAnimation(false)`).
  private mutating func stopPull(at time: Timestamp, into output: inout SceneOutput) {
    isPulling = false
    shake.stop(success: false, at: time)
    output.append(SceneEvent("shakeStopped", at: time, ["success": .flag(false)]))
  }

  /// The offer opens (seed 001, hidden part below 30 %).
  private mutating func open(
    at time: Timestamp, events: inout [ScrollEvent], into output: inout SceneOutput
  ) throws(SceneError) {
    isSecretOfferShown = true
    isPulling = false
    shouldResetContentOffset = true
    output.append(SceneEvent("opened", at: time, ["progress": .number(progress)]))
    shake.stop(success: true, at: time)
    output.append(SceneEvent("shakeStopped", at: time, ["success": .flag(true)]))
    for transient in configuration.successPattern {
      output.append(
        try SceneHaptics.transient(
          at: time + .seconds(transient.delay), intensity: transient.intensity,
          sharpness: transient.sharpness))
    }
    let angle = (isMirrored ? -Self.separationAngle : Self.separationAngle) * .pi / 180
    output.append(
      SceneEvent(
        "separationStarted", at: time,
        ["angle": .number(angle), "anchorX": .number(isMirrored ? 0 : 1), "anchorY": .number(1)]))
    output.append(SceneEvent("confettiStarted", at: time))
    schedule(
      SceneEvent(
        "separationEnded", at: time + Self.separationStepDuration + Self.separationStepDuration))
    schedule(
      SceneEvent("flipped", at: time + .seconds(configuration.confettiDuration) + Self.flipDuration)
    )

    let scrollView = collection.scrollView
    let half = row.cellHorizontalInsets / 2
    let target = Point2D(
      x: isMirrored ? -half : scrollView.contentSize.width - scrollView.boundsSize.width + half,
      y: scrollView.contentOffset.y)
    let inset = contentInset(isSecretHidden: false)
    var snapping = LayoutSnapping(layout: collection.layout, override: .currentOffset)
    collection.perform {
      $0.contentInset = inset
      $0.setPanEnabled(false, at: time, delegate: &snapping, into: &events)
      $0.setContentOffset(target, animated: true, at: time, into: &events)
    }
  }

  private mutating func schedule(_ event: SceneEvent) {
    let index = scheduled.firstIndex { $0.timestamp > event.timestamp } ?? scheduled.endIndex
    scheduled.insert(event, at: index)
  }

  /// The finger lifted during a pull that did not open: `.error` feedback when the pull had
  /// passed the start threshold (seed 001 feedback; ours: when), and the shake stops (ours: the
  /// seed stops it only once the card is fully hidden again, but its hidden width counts 8 pt at
  /// the end of the row, so a card resting at the end never counts as fully hidden).
  private mutating func releasePull(at time: Timestamp, into output: inout SceneOutput)
    throws(SceneError)
  {
    if progress >= configuration.pullStartProgress {
      // source: seed 001 (failed pull)
      output.append(try SceneHaptics.notification(.error, at: time))
    }
    stopPull(at: time, into: &output)
  }

  /// `scrollViewDidEndScrollingAnimation`: re-enables the pan after the opening scroll and moves
  /// the teaser on.
  private mutating func didEndScrollingAnimation(
    at time: Timestamp, events: inout [ScrollEvent], into output: inout SceneOutput
  ) {
    if !collection.scrollView.isPanEnabled {
      collection.perform { $0.setPanEnabled(true, at: time, into: &events) }
    }
    teaser.revealEnded(at: time)
    if teaser.returnEnded() { output.append(SceneEvent("teaserEnded", at: time)) }
  }

  /// Starts the teaser when the last regular card is centred and nothing holds the row.
  mutating func startTeaserIfLastRegularCardCentred(
    at time: Timestamp, events: inout [ScrollEvent], into output: inout SceneOutput
  ) {
    guard !isSecretOfferShown, !teaser.isActive, !collection.scrollView.isTracking,
      centredItem == configuration.regularCardCount - 1
    else { return }
    var offset = collection.scrollView.contentOffset
    teaser.start(returningTo: offset)
    output.append(SceneEvent("teaserStarted", at: time))
    let distance =
      configuration.counterfoilWidth - row.cellHorizontalInsets / 2 + SecretOfferTeaser.extraOffset
    offset.x += isMirrored ? -distance : distance
    collection.perform { $0.setContentOffset(offset, animated: true, at: time, into: &events) }
  }

  /// The card under the row's centre (`indexPathForItem(at:)`), if any.
  var centredItem: Int? {
    let bounds = collection.bounds
    let centre = Point2D(x: bounds.midX, y: bounds.midY)
    return collection.visibleAttributes().first { $0.frame.contains(centre) }?.indexPath.item
  }
}

// MARK: - Timers

extension SecretOfferScene {
  /// Runs everything timed that is due at or before `time`: shake phases, the end of the
  /// teaser's pulse (which starts the scroll back) and scheduled scene events.
  mutating func advanceTimers(to time: Timestamp, into output: inout SceneOutput) throws(SceneError)
  {
    try runShake(to: time, into: &output)
    if let pulse = teaser.finishPulse(by: time) {
      var events: [ScrollEvent] = []
      collection.perform {
        $0.setContentOffset(pulse.offset, animated: true, at: pulse.time, into: &events)
      }
      try react(to: &events, into: &output)
    }
    while let first = scheduled.first, first.timestamp <= time {
      output.append(scheduled.removeFirst())
    }
  }
}
