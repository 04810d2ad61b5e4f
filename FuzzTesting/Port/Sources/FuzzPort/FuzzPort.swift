import Foundation
import UIKitPort

/// libFuzzer's entry point: the port on one Swift file, or two split at the first NUL byte.
///
/// Two files let a call in one name a protocol declared in the other. The port must not trap,
/// and the ported text keeps every line of each file (it adds the `#sourceLocation` line and,
/// for protocols with optional members, their defaults).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  let sources = parts.enumerated().map { index, part in
    PortSource(path: "Fuzz\(index).swift", text: String(decoding: part, as: UTF8.self))
  }
  for (source, ported) in zip(sources, SourcePort.port(sources)) {
    let before = source.text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    let after = ported.text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    guard after >= before + 1 else {
      fatalError("\(source.path): \(before) lines became \(after)")
    }
  }
  return 0
}

// The debug build's `main`: ports each file named on the command line once.
#if FUZZ_REPLAY
  @main enum KeptInputs {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          fatalError("\(path): cannot read")
        }
        _ = data.withUnsafeBytes { raw in
          fuzzTestOneInput(raw.bindMemory(to: UInt8.self).baseAddress, data.count)
        }
      }
    }
  }
#endif
