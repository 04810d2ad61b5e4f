import Dispatch
import HeadlessRuntime
import TouchCore

/// `DispatchQueue.main.async` and `asyncAfter` on the replay's virtual clock.
///
/// These overloads shadow Dispatch's inside files that import UIKit, so an app's
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` runs 0.3 s later in replay time,
/// deterministically, between frames — never on the wall clock. `DispatchTime.now()` is the
/// virtual time too. Other queues (`.global()`) keep Dispatch's real behaviour.
extension DispatchQueue {
  /// Runs `work` on the virtual run loop at the current time, after the code running now (the
  /// main queue), or on the real queue for other queues.
  public func async(execute work: @escaping @convention(block) () -> Void) {
    guard self === DispatchQueue.main, let runtime = HeadlessRuntime.current else {
      let sendable = UncheckedWork(work)
      self.async(group: nil, qos: .unspecified, flags: []) { sendable.run() }
      return
    }
    runtime.schedule(after: .zero, work)
  }

  /// Runs `work` at `deadline` on the virtual clock (main queue), or on the real queue.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void)
  {
    guard self === DispatchQueue.main, let runtime = HeadlessRuntime.current else {
      let sendable = UncheckedWork(work)
      self.asyncAfter(deadline: deadline, qos: .unspecified, flags: []) { sendable.run() }
      return
    }
    runtime.schedule(at: VirtualDispatchTime.timestamp(of: deadline), work)
  }
}

extension DispatchTime {
  /// The virtual time now inside a replay (Dispatch's uptime outside one).
  public static func now() -> DispatchTime {
    guard let runtime = HeadlessRuntime.current else { return OutsideReplay.dispatchNow() }
    return VirtualDispatchTime.dispatchTime(of: runtime.now)
  }
}

/// The mapping between the virtual clock and `DispatchTime`: virtual zero is one second of
/// uptime (`DispatchTime(uptimeNanoseconds: 0)` means "now" to Dispatch, so zero is avoided).
enum VirtualDispatchTime {
  static let origin: UInt64 = 1_000_000_000

  static func dispatchTime(of time: TouchCore.Timestamp) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: origin &+ UInt64(clamping: max(time.nanoseconds, 0)))
  }

  static func timestamp(of time: DispatchTime) -> TouchCore.Timestamp {
    let raw = time.uptimeNanoseconds
    guard raw > origin else { return .zero }
    return TouchCore.Timestamp(nanoseconds: Int64(clamping: raw - origin))
  }
}

/// A main-queue block handed to a real queue outside a replay, where Dispatch requires
/// `@Sendable`; the app's code wrote it for the main queue, as on a device.
private struct UncheckedWork: @unchecked Sendable {
  let work: () -> Void
  init(_ work: @escaping () -> Void) { self.work = work }
  func run() { work() }
}
