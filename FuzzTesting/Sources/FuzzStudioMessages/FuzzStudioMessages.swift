import FuzzCommon
import HapticTapeFuzzEntryPoints

/// libFuzzer's entry point: the `studioMessages` reader on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzz(.studioMessages, start, count)
}
