import HapticTape
import HapticTapeFuzzEntryPoints
import SeedScreensHosting

/// The seed screens written in UIKit and in SwiftUI, hosted: the first byte of an input picks one.
private let registry = SceneRegistry(SeedScreensRegistry.screens)

/// The largest item count a session's configuration may ask for (ours: a flow layout prepares an
/// attributes object per item, as UIKit's does, so a million cards is memory, not a finding; the
/// example's `RandomSessionTests` skips the same sessions above 1,000).
private let maximumItemCount = 10_000

/// libFuzzer's entry point: one gesture session on an app's UIKit screen.
///
/// The session is recorded and checked against every invariant the built-in scenes are fuzzed
/// with (`GestureSessionInvariants`); a violation is a finding, like a trap. A screen's typed
/// refusal of a configuration or command is a pass.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let session = FuzzGestureSession(decoding: bytes, registry: registry)
  guard session.largestConfiguredInteger <= maximumItemCount else { return 0 }
  let problems: [String]
  do {
    problems = try GestureSessionInvariants.violations(of: session, registry: registry)
  } catch is SceneError {
    return 0
  } catch {
    fatalError("uikitGestureSession: untyped error \(error)")
  }
  if let first = problems.first { fatalError("uikitGestureSession: \(session): \(first)") }
  return 0
}

#if FUZZ_REPLAY
  /// The debug build's entry point (CI's check of the kept corpus); libFuzzer's in the fuzzing
  /// builds.
  @main enum KeptInputs {
    static func main() { FuzzEntryPoints.replayFiles(fuzzTestOneInput) }
  }
#endif
