import Foundation
import UIKitPort

// haptictape-port INPUT OUTPUT [INPUT OUTPUT …]
// haptictape-port --asset-symbols [--extensions | --extensions-swiftui] OUTPUT CATALOG [CATALOG …]
//
// Run by the HapticTapePort plugin: reads the app's files, writes their ported copies, prints
// what it could not keep as `file:line:column: warning: …` (the form the build log links). The
// second form writes the symbols Xcode generates for the app's asset catalogues.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--asset-symbols" {
  writeAssetSymbols(Array(arguments.dropFirst()))
}
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
  FileHandle.standardError.write(
    Data("usage: haptictape-port INPUT OUTPUT [INPUT OUTPUT …] (pairs of paths)\n".utf8))
  exit(2)
}
var sources: [PortSource] = []
var outputs: [String] = []
for pair in stride(from: 0, to: arguments.count, by: 2) {
  let input = arguments[pair]
  guard let data = FileManager.default.contents(atPath: input) else {
    FileHandle.standardError.write(
      Data("\(input): error: cannot read this file; check the path in haptictape-port.json\n".utf8))
    exit(2)
  }
  sources.append(PortSource(path: input, text: String(decoding: data, as: UTF8.self)))
  outputs.append(arguments[pair + 1])
}
var failed = false
for (file, output) in zip(SourcePort.port(sources), outputs) {
  for diagnostic in file.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }
  do {
    try Data(file.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
  } catch {
    FileHandle.standardError.write(
      Data("\(output): error: cannot write the ported copy: \(error)\n".utf8))
    failed = true
  }
}
exit(failed ? 1 : 0)

/// `--asset-symbols [--extensions | --extensions-swiftui] OUTPUT CATALOG…`: writes the
/// catalogues' symbols to OUTPUT and exits; `--extensions` makes them members of `UIColor` and
/// `UIImage` too, `--extensions-swiftui` of SwiftUI's `Color` and `Image` as well.
func writeAssetSymbols(_ allArguments: [String]) -> Never {
  let extensions: AssetSymbolExtensions =
    switch allArguments.first {
    case "--extensions": .uiKit
    case "--extensions-swiftui": .uiKitAndSwiftUI
    default: .none
    }
  let arguments = extensions == .none ? allArguments : Array(allArguments.dropFirst())
  guard arguments.count >= 2 else {
    FileHandle.standardError.write(
      Data(
        ("usage: haptictape-port --asset-symbols [--extensions | --extensions-swiftui] OUTPUT "
          + "CATALOG [CATALOG …]\n").utf8))
    exit(2)
  }
  var catalogs: [AssetCatalog] = []
  for path in arguments.dropFirst() {
    do {
      catalogs.append(try AssetCatalog.read(at: path))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(2)
    }
  }
  let (text, warnings) = AssetSymbols.source(for: catalogs, extensions: extensions)
  for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
  do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
  } catch {
    FileHandle.standardError.write(
      Data("\(arguments[0]): error: cannot write the asset symbols: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}
