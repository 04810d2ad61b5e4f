import Foundation

extension FuzzEntryPoints {
  /// Runs `body` once on each file named on the command line, as libFuzzer does with files: the
  /// `main` of a fuzz target's debug build, which CI runs on the kept corpus.
  ///
  /// A file that cannot be read exits 2 naming it; a finding traps, as under libFuzzer.
  ///
  /// ```swift
  /// /// libFuzzer's entry point: the AHAP reader on one input.
  /// @_cdecl("LLVMFuzzerTestOneInput")
  /// public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  ///   let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  ///   do {
  ///     _ = try FuzzEntryPoints.run(.ahap, bytes)
  ///   } catch {
  ///     fatalError("untyped error \(error)")  // a finding: libFuzzer keeps the input
  ///   }
  ///   return 0
  /// }
  ///
  /// // The debug build's `main`; libFuzzer's in the fuzzing builds.
  /// #if FUZZ_REPLAY
  ///   @main enum KeptInputs {
  ///     static func main() { FuzzEntryPoints.replayFiles(fuzzTestOneInput) }
  ///   }
  /// #endif
  /// ```
  public static func replayFiles(_ body: (UnsafePointer<UInt8>?, Int) -> CInt) {
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
        exit(2)
      }
      let bytes = [UInt8](data)
      _ = bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
    }
  }
}
