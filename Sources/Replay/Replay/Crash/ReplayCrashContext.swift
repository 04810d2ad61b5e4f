import TouchCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process was replaying, for the line a fatal signal writes before the process dies.
///
/// A scene HapticTape does not own (a hosted `UIKitScene`, a team's own `HapticScene`) can trap
/// in its own code: a force unwrap, `Int(nan)`, an index out of range. Swift cannot catch a trap,
/// so the next best thing is a death that says where: while a replay runs under
/// ``replaying(_:_:)``, a fatal signal (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT) first
/// writes
///
///     HapticTape: the process stopped while replaying Recordings/list/pull.htape, at t=0.025 s, frame 3
///
/// to standard error, then hands the signal to the handler that was there before (Swift's
/// backtracer, or the default), which prints the trap's backtrace and ends the process. The
/// replay command's worker processes are read back through this line (``CrashReport``).
///
/// The replayer calls ``mark(_:frame:)`` once a frame: in a labelled replay, two stores into a
/// buffer allocated once, so a replay pays next to nothing for it. Everything the handler
/// touches is allocated before a replay starts, and it calls only `write`, `sigaction` and
/// `raise`, which are safe in a signal handler.
package enum ReplayCrashContext {
  /// The text every such line starts with.
  package static let prefix = "HapticTape: the process stopped while replaying "

  /// The longest label kept, in bytes; a longer one is cut.
  private static let labelCapacity = 4_096

  /// [0] the session time in nanoseconds, [1] the frame, [2] the length of ``prefix`` and the
  /// label (0: no replay).
  nonisolated(unsafe) private static let moment: UnsafeMutablePointer<Int64> = {
    let pointer = UnsafeMutablePointer<Int64>.allocate(capacity: 3)
    pointer.initialize(repeating: 0, count: 3)
    return pointer
  }()

  /// ``prefix`` and the label as UTF-8, then room for the line's numbers.
  nonisolated(unsafe) private static let line: UnsafeMutablePointer<UInt8> =
    .allocate(capacity: 256 + labelCapacity + 128)

  /// The signals that end a process with a backtrace.
  private static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

  /// The handlers found when ours were installed, by signal number.
  nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()

  /// Installs the handlers once, the first time a replay is labelled.
  private static let installed: Bool = {
    _ = moment
    _ = line
    for signal in fatalSignals {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handle
      #else
        action.__sigaction_handler.sa_sigaction = handle
      #endif
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previous + Int(signal))
    }
    return true
  }()

  /// Runs `body` with `label` (a tape's path, or a test's tape and scene) named as what the
  /// process is replaying, so a trap in `body` writes where it happened before the process dies.
  ///
  /// Not for concurrent replays: the label and moment are the process's. A sweep's concurrent
  /// replays leave them unlabelled.
  package static func replaying<T, E: Error>(
    _ label: String, _ body: () throws(E) -> T
  ) throws(E) -> T {
    _ = installed
    var bytes = Array(prefix.utf8) + label.utf8.prefix(labelCapacity)
    bytes.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress { line.update(from: base, count: buffer.count) }
    }
    moment[0] = 0
    moment[1] = 0
    moment[2] = Int64(bytes.count)
    defer { moment[2] = 0 }
    return try body()
  }

  /// Notes the frame a replay is stepping, for the line a trap writes.
  @inline(__always)
  package static func mark(_ time: Timestamp, frame: Int64) {
    // Only a labelled replay writes. Unlabelled ones (a sweep's, on several threads at once)
    // only read the buffer: written by each thread every frame, its cache line went from core
    // to core, and each of a sweep's two workers ran slower than one alone.
    guard moment[2] != 0 else { return }
    moment[0] = time.nanoseconds
    moment[1] = frame
  }

  /// The handler: writes the line when a replay is labelled, then restores the previous handler
  /// and raises the signal again, which that handler receives once this one returns (for a fault,
  /// with the faulting instruction's context, so a backtrace still starts there).
  private static let handle:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, _, _ in
      writeLine()
      sigaction(signal, ReplayCrashContext.previous + Int(signal), nil)
      raise(signal)
    }

  /// Writes `prefix`, the label, `, at t=S.mmm s, frame N` and a newline, without allocating.
  private static func writeLine() {
    let length = Int(moment[2])
    guard length > 0 else { return }
    var end = length
    func append(_ byte: UInt8) {
      line[end] = byte
      end += 1
    }
    func append(_ text: StaticString) {
      for index in 0..<text.utf8CodeUnitCount { append(text.utf8Start[index]) }
    }
    func append(digitsOf value: Int64, minimumDigits: Int = 1) {
      var digits:
        (
          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        ) =
          (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      var count = 0
      var rest = value.magnitude
      withUnsafeMutableBytes(of: &digits) { buffer in
        repeat {
          buffer[count] = UInt8(truncatingIfNeeded: rest % 10) + 48
          rest /= 10
          count += 1
        } while rest > 0 || count < minimumDigits
        if value < 0 { append(45) }
        while count > 0 {
          count -= 1
          append(buffer[count])
        }
      }
    }
    append(", at t=")
    let milliseconds = moment[0] / 1_000_000
    append(digitsOf: milliseconds / 1_000)
    append(46)
    append(digitsOf: milliseconds % 1_000, minimumDigits: 3)
    append(" s, frame ")
    append(digitsOf: moment[1])
    append(10)
    _ = write(2, line, end)
  }
}
