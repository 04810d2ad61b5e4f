import FuzzCommon
import HapticTapeFuzzEntryPoints

/// libFuzzer's entry point: the `tapeReader` reader on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  fuzz(.tapeReader, start, count)
}
