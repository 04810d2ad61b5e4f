import FuzzCommon
import HapticTapeFuzzEntryPoints

/// libFuzzer's entry point: the `studioMessages` reader on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzz(.studioMessages, start, count)
}

// The debug build's `main`; libFuzzer's in the fuzzing builds.
#if FUZZ_REPLAY
  @main enum KeptInputs {
    static func main() { FuzzEntryPoints.replayFiles(fuzzTestOneInput) }
  }
#endif
