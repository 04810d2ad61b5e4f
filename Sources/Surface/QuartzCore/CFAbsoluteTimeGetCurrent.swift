/// An absolute time in seconds, as CoreFoundation declares it (Foundation on Linux lacks it).
public typealias CFAbsoluteTime = Double

/// The current absolute time in seconds: the replay's virtual clock (`HeadlessRuntime.current`'s
/// `now`), never the wall clock; 0 outside a hosted replay.
///
/// On a device this counts from 1 January 2001; here it counts from the session's start, which
/// keeps every difference an app or a test takes between two calls the same on every run.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  CACurrentMediaTime()
}
