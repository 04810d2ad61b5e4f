import Foundation
import OpenCombine
import QuartzCore

extension Timer {
  /// The publisher `Timer.publish(every:tolerance:on:in:)` returns: the surface's, whose dates
  /// come on the virtual clock inside a hosted replay.
  public typealias TimerPublisher = HeadlessTimer.TimerPublisher

  /// A publisher of the date every `interval` seconds once connected, as Combine's: the same as
  /// ``HeadlessTimer/publish(every:tolerance:on:in:)``, so an app's file that writes
  /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` compiles unchanged, with or
  /// without the build-time port, and its dates replay on the virtual clock.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    HeadlessTimer.publish(every: interval, tolerance: tolerance, on: runLoop, in: mode)
  }
}
