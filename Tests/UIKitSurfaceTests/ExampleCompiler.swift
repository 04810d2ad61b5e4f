import Foundation

/// `swiftc -typecheck` of example files against the package's modules, with the flags SwiftPM
/// compiled them with: the module folder, the C module maps (CZlib, OpenCombine's helpers), the
/// package name (so `package` API typechecks) and the language settings.
///
/// The flags and each module's dependencies come from the build folder's llbuild manifest
/// (`.build/debug.yaml`), which holds the command line of every module SwiftPM compiled.
///
/// ```swift
/// let compiler = try ExampleCompiler(buildFolder: ExampleCompiler.runningBuildFolder)
/// let folder = try ScratchFolder.make("examples")
/// try "let one: Int = \"1\"\n".write(
///   to: folder.appendingPathComponent("One.swift"), atomically: true, encoding: .utf8)
/// let result = try compiler.typecheck(["One.swift"], in: folder)
/// result.diagnostics.filter { $0.severity == "error" }  // One.swift:1:16: cannot convert …
/// ```
struct ExampleCompiler: Sendable {
  /// Why the compiler could not be set up.
  struct SetupError: Error, CustomStringConvertible {
    var description: String
  }

  /// One line of the compiler's output that names a place.
  struct Diagnostic: Sendable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    /// `error`, `warning`, `note` or `remark`.
    var severity: String
    var message: String

    var description: String { "\(path):\(line):\(column): \(severity): \(message)" }
  }

  /// What one run printed.
  struct Result: Sendable {
    /// The compiler's exit status.
    var status: Int32
    /// Everything it printed.
    var output: String
    /// The lines of `output` that name a place.
    var diagnostics: [Diagnostic]
  }

  /// The `swiftc` SwiftPM ran.
  var swiftc: String
  /// The flags every example file is compiled with.
  var flags: [String]
  /// The modules each module of the package compiles against (its target's dependencies).
  var dependencies: [String: [String]]

  /// The folder of the running test bundle, `.build/<triple>/debug`, which holds `Modules/`.
  static var runningBuildFolder: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
    return folder
  }

  /// Reads the flags and dependencies of the modules built in `buildFolder`.
  init(buildFolder: URL) throws(SetupError) {
    let configuration = buildFolder.lastPathComponent  // debug or release
    let manifest = buildFolder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("\(configuration).yaml")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
      throw SetupError(
        description: "no build manifest at \(manifest.path): build with `swift build --build-tests`"
      )
    }
    let modules = buildFolder.appendingPathComponent("Modules").path
    var commands: [(module: String, inputs: [String], arguments: [String])] = []
    var inputs: [String] = []
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("inputs: [") {
        inputs = Self.strings(trimmed.dropFirst("inputs: ".count))
      } else if trimmed.hasPrefix("args: ["), trimmed.contains("\"-module-name\"") {
        let arguments = Self.strings(trimmed.dropFirst("args: ".count))
        guard let index = arguments.firstIndex(of: "-module-name"), index + 1 < arguments.count
        else { continue }
        commands.append((arguments[index + 1], inputs, arguments))
      }
    }
    // The richest command line: the one that passes every C module map.
    guard
      let richest = commands.max(by: {
        $0.arguments.count { $0.hasPrefix("-fmodule-map-file=") }
          < $1.arguments.count { $0.hasPrefix("-fmodule-map-file=") }
      }), let swiftc = richest.arguments.first
    else {
      throw SetupError(description: "\(manifest.path) compiles no Swift module")
    }
    self.swiftc = swiftc
    self.flags = Self.typecheckFlags(richest.arguments)
    var dependencies: [String: [String]] = [:]
    for command in commands {
      dependencies[command.module] = command.inputs.filter {
        $0.hasPrefix(modules + "/") && $0.hasSuffix(".swiftmodule")
      }.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }
    self.dependencies = dependencies
  }

  /// A JSON array of strings, as the manifest writes them.
  private static func strings(_ json: Substring) -> [String] {
    (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
  }

  /// The flags of a module's command line that say what it compiles against and how, without
  /// its sources and outputs.
  private static func typecheckFlags(_ arguments: [String]) -> [String] {
    let withValue: Set<String> = [
      "-I", "-F", "-target", "-sdk", "-Xcc", "-Xfrontend", "-module-cache-path", "-swift-version",
      "-enable-upcoming-feature", "-enable-experimental-feature", "-package-name",
      "-plugin-path", "-load-plugin-library", "-resource-dir",
    ]
    var flags: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      if withValue.contains(argument), index + 1 < arguments.count {
        flags += [argument, arguments[index + 1]]
        index += 2
        continue
      }
      if argument.hasPrefix("-D") { flags.append(argument) }
      index += 1
    }
    return flags
  }

  /// Typechecks `files` (paths relative to `folder`) as one module, in the package's language
  /// mode or in `swiftVersion` (`"4"`, `"5"`).
  func typecheck(_ files: [String], in folder: URL, swiftVersion: String? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    var flags = flags
    if let swiftVersion {
      if let index = flags.firstIndex(of: "-swift-version"), index + 1 < flags.count {
        flags[index + 1] = swiftVersion
      } else {
        flags += ["-swift-version", swiftVersion]
      }
    }
    // One frontend for all files (`-wmo`): a frontend per file would load every module again.
    process.arguments =
      ["-typecheck", "-wmo", "-parse-as-library", "-module-name", "DocCommentExamples"]
      + ["-diagnostic-style", "llvm"] + flags + files
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    return Result(
      status: process.terminationStatus, output: output,
      diagnostics: output.components(separatedBy: "\n").compactMap(Self.diagnostic))
  }

  /// `PATH:LINE:COLUMN: SEVERITY: MESSAGE`, or `nil` for another line.
  static func diagnostic(_ line: String) -> Diagnostic? {
    for severity in ["error", "warning", "note", "remark"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      guard place.count >= 3, let row = Int(place[place.count - 2]),
        let column = Int(place[place.count - 1])
      else { continue }
      return Diagnostic(
        path: place.dropLast(2).joined(separator: ":"), line: row, column: column,
        severity: severity, message: String(line[marker.upperBound...]))
    }
    return nil
  }
}
