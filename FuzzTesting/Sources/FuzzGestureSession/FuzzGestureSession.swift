import FuzzCommon
import HapticTapeFuzzEntryPoints

/// libFuzzer's entry point: one gesture session recorded on a scene and checked against every
/// invariant (`GestureSessionInvariants`); a violation is a finding, like a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzz(.gestureSession, start, count)
}

// The debug build's `main`; libFuzzer's in the fuzzing builds.
#if FUZZ_REPLAY
  @main enum KeptInputs {
    static func main() { FuzzEntryPoints.replayFiles(fuzzTestOneInput) }
  }
#endif
