/// A handle on work scheduled with ``HeadlessRuntime/schedule(after:_:)``.
public struct ScheduledWorkID: Hashable, Sendable {
  /// The sequence number (negative when the work was refused).
  public var rawValue: Int
  /// A handle with `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
}

/// A handle on a frame observer added with ``HeadlessRuntime/addFrameObserver(_:)``.
public struct FrameObserverID: Hashable, Sendable {
  /// The observer's number.
  public var rawValue: Int
  /// A handle with `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
}
