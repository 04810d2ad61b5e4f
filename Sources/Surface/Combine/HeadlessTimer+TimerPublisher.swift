import Foundation
import OpenCombine
import QuartzCore

extension HeadlessTimer {
  /// A publisher of the date every `interval` seconds once connected: what the HapticTapePort
  /// build plugin makes of `Timer.publish(every:tolerance:on:in:)` in an app's files.
  ///
  /// Inside a hosted replay the dates come on the virtual clock (``HeadlessTimer``), each the
  /// clock's date when the timer fires, so a countdown, a carousel's auto-advance or a pulse
  /// driven from `onReceive` replays exactly:
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Countdown: View {
  ///   @State private var left = 3
  ///   let timer = HeadlessTimer.publish(every: 1, on: .main, in: .common).autoconnect()
  ///   var body: some View {
  ///     Text("\(left)")
  ///       .onReceive(timer) { _ in left = max(0, left - 1) }
  ///       .sensoryFeedback(.impact, trigger: left)
  ///   }
  /// }
  /// ```
  ///
  /// `tolerance`, the run loop and its mode are kept and inert: the virtual clock fires on time.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// A connectable publisher that sends the date each time its repeating timer fires.
  ///
  /// The timer runs from `connect()` (or the first subscription, through `autoconnect()`) until
  /// the connection is cancelled. Every subscriber gets the same dates.
  public final class TimerPublisher: ConnectablePublisher {
    /// The dates the timer fires at.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// Seconds between dates.
    public let interval: TimeInterval
    /// Kept, inert.
    public let tolerance: TimeInterval?
    /// The run loop asked for (inside a replay the virtual clock is used whatever it is).
    public let runLoop: RunLoop
    /// The run loop mode asked for (kept, inert).
    public let mode: RunLoop.Mode

    private let dates = PassthroughSubject<Date, Never>()
    private var timer: HeadlessTimer?

    /// A publisher of dates every `interval` seconds, not connected yet.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Starts the timer; cancelling what it returns stops it.
    ///
    /// Connecting again while connected keeps the running timer (ours).
    public func connect() -> any Cancellable {
      if timer == nil {
        let timer = HeadlessTimer(timeInterval: interval, repeats: true) { [weak self] _ in
          self?.dates.send(HeadlessClock.date())
        }
        runLoop.add(timer, forMode: mode)
        self.timer = timer
      }
      return AnyCancellable { [weak self] in
        self?.timer?.invalidate()
        self?.timer = nil
      }
    }

    /// Attaches `subscriber` to the dates sent from now on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Date, S.Failure == Never {
      dates.receive(subscriber: subscriber)
    }
  }
}
