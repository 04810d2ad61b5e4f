import HeadlessRuntime
import TouchCore

/// A time interval in seconds, as CoreFoundation declares it (Foundation on Linux lacks it).
public typealias CFTimeInterval = Double

/// The current media time in seconds: the replay's virtual clock (`HeadlessRuntime.current`'s
/// `now`), never the wall clock; 0 outside a hosted replay.
///
/// On a device this is the host's uptime; here it is the time since the session began, which
/// keeps every difference an app takes between two calls the same.
public func CACurrentMediaTime() -> CFTimeInterval {
  HeadlessRuntime.current?.now.seconds ?? 0
}
