import Foundation

extension FuzzEntryPoints {
  /// Runs `body` once on each file named on the command line, as libFuzzer does with files: the
  /// `main` of a fuzz target's debug build, which CI runs on the kept corpus.
  ///
  /// A file that cannot be read exits 2 naming it; a finding traps, as under libFuzzer.
  ///
  /// ```swift
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
