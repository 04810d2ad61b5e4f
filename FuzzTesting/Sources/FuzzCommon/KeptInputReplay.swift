import Foundation

/// Runs `body` once on each file named on the command line, as libFuzzer does with files: the
/// debug build's check that every kept input still reads without a finding.
///
/// A file that cannot be read exits 2 naming it; a finding traps, as under libFuzzer.
public func replayFiles(_ body: (UnsafePointer<UInt8>?, Int) -> CInt) {
  for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
      exit(2)
    }
    let bytes = [UInt8](data)
    _ = bytes.withUnsafeBufferPointer { body($0.baseAddress, $0.count) }
  }
}
