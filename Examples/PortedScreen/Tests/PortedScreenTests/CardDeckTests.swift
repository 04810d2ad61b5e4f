import HapticTape
import HapticTapeTesting
import HapticTapeUIKit
import PortedScreen
import Testing

// No tolerance: haptic times are whole virtual-clock nanoseconds and intensities the values the
// app passes. The settle tick is the app's `perform(_:with:afterDelay: 0.3)`.
private let settleNanoseconds: Int64 = 300_000_000

/// The haptic records of a recording, in time order.
private func haptics(_ recording: Session.Recording) -> [TapeRecord] {
  recording.events.compactMap { event in
    if case .record(let record) = event, record.kind == .haptic { record } else { nil }
  }
}

/// The times the fingers lifted.
private func lifts(_ recording: Session.Recording) -> [Int64] {
  recording.events.compactMap { event in
    if case .touch(let sample) = event, sample.phase == .ended {
      sample.timestamp.nanoseconds
    } else {
      nil
    }
  }
}

/// The app's iOS-only files, ported at build time: `#selector` recognizers, `@objc optional`
/// delegate members, `@IBOutlet`s and `#if os(iOS)` haptics run as they do on a phone.
@Suite struct CardDeckTests {
  @Test("each tap runs the #selector handler at the lift: an impact then, a tick 0.3 s later")
  func tapsTurnCards() throws {
    let script = try GestureScript(
      parsing: "tap 196,400\nwait 0.5s\ntap 196,400\nwait 0.5s\ntap 196,400\nwait 1s")
    let recording = try Session.record(
      scene: UIKitScene<CardDeckScreen>.self, device: .iPhone15Pro, script: script)
    let lifted = lifts(recording)
    let played = haptics(recording)
    #expect(lifted.count == 3)
    #expect(
      played.map(\.name) == ["impact", "selection", "impact", "selection", "impact", "selection"])
    for (turn, lift) in lifted.enumerated() {
      #expect(played[2 * turn].timestamp.nanoseconds == lift)
      #expect(played[2 * turn + 1].timestamp.nanoseconds == lift + settleNanoseconds)
      // The controller implements the intensity question: 0.5 but for the last card.
      #expect(played[2 * turn][field: "intensity"] == .scalar(0.5))
    }
  }

  @Test("the last card's Timer plays the success 0.5 s after its lift, on the virtual clock")
  func lastCardCelebrates() throws {
    let script = try GestureScript(
      parsing: (0..<4).map { _ in "tap 196,400\nwait 0.5s" }.joined(separator: "\n") + "\nwait 1s")
    let recording = try Session.record(
      scene: UIKitScene<CardDeckScreen>.self, device: .iPhone15Pro, script: script)
    let played = haptics(recording)
    let last = try #require(lifts(recording).last)
    let success = try #require(played.first { $0.name == "notification" })
    #expect(success.timestamp.nanoseconds == last + 500_000_000)
    #expect(success[field: "type"] == .symbol("success"))
    // The last card's impact: the delegate's 1.0.
    let impacts = played.filter { $0.name == "impact" }
    #expect(
      impacts.map { $0[field: "intensity"] } == [
        .scalar(0.5), .scalar(0.5), .scalar(0.5), .scalar(1.0),
      ])
  }

  @Test("a delegate that answers the optional question is asked; its no stops the turn")
  func lockedDeckRefuses() throws {
    let script = try GestureScript(parsing: "tap 196,400\nwait 0.5s\ntap 196,400\nwait 1s")
    let recording = try Session.record(
      scene: UIKitScene<LockedCardDeckScreen>.self, device: .iPhone15Pro, script: script)
    #expect(haptics(recording).map(\.name) == ["notification", "notification"])
    #expect(haptics(recording).map(\.timestamp.nanoseconds) == lifts(recording))
  }

  @Test("autoplay: a Task on a ContinuousClock turns a card every 0.8 s of virtual time")
  func autoplayTurnsOnTheClock() throws {
    let recording = try Session.record(
      scene: UIKitScene<AutoplayCardDeckScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: "wait 5s"))
    let played = haptics(recording)
    let impacts = played.filter { $0.name == "impact" }.map(\.timestamp.nanoseconds)
    #expect(impacts == [1, 2, 3, 4].map { $0 * 800_000_000 })
    let success = try #require(played.first { $0.name == "notification" })
    #expect(success.timestamp.nanoseconds == 4 * 800_000_000 + 500_000_000)
  }

  @Test("autoplay: a touch cancels the task's sleep at once, with a soft tick; the tap turns")
  func touchStopsAutoplay() throws {
    let recording = try Session.record(
      scene: UIKitScene<AutoplayCardDeckScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: "wait 2s\ntap 196,400\nwait 2s"))
    let played = haptics(recording)
    let down = try #require(
      recording.events.compactMap { event -> Int64? in
        if case .touch(let sample) = event, sample.phase == .began {
          sample.timestamp.nanoseconds
        } else {
          nil
        }
      }.first)
    let lift = try #require(lifts(recording).first)
    let impacts = played.filter { $0.name == "impact" }
    // Two turns by the clock, the stop tick at the touch, the tap's turn at its lift; no more.
    #expect(
      impacts.map(\.timestamp.nanoseconds) == [800_000_000, 1_600_000_000, down, lift])
    #expect(
      impacts.map { $0[field: "intensity"] } == [
        .scalar(0.5), .scalar(0.5), .scalar(0.3), .scalar(0.5),
      ])
  }

  @Test(
    "the recorded tapes replay as recorded",
    arguments: [
      "ported-card-deck/turn-every-card", "ported-card-deck-locked/taps-refused",
      "ported-card-deck-autoplay/tap-takes-over",
    ])
  func tapes(name: String) {
    if name.hasPrefix("ported-card-deck-locked") {
      expectReplay(of: "../../Recordings/\(name).htape", on: UIKitScene<LockedCardDeckScreen>.self)
    } else if name.hasPrefix("ported-card-deck-autoplay") {
      expectReplay(
        of: "../../Recordings/\(name).htape", on: UIKitScene<AutoplayCardDeckScreen>.self)
    } else {
      expectReplay(of: "../../Recordings/\(name).htape", on: UIKitScene<CardDeckScreen>.self)
    }
  }
}
