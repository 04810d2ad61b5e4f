import Foundation
import PackagePlugin

/// Compiles an app's own iOS files into the target it is applied to, ported for Swift on Linux.
///
/// The target holds `haptictape-port.json`, which lists the app's files by path or glob,
/// relative to the package:
///
/// ```json
/// { "sources": ["../MyApp/Screens/**/*.swift", "../MyApp/Haptics/Feedback.swift"],
///   "assets": ["../MyApp/Assets.xcassets"], "assetSymbolExtensions": true }
/// ```
///
/// Each file is read where it lives and never edited; its ported copy goes to the plugin's work
/// folder and is compiled with the target. The asset catalogues, when listed, give the symbols
/// Xcode generates for them (`Image(.wallpaper)`), in one more file compiled with the target;
/// `assetSymbolExtensions`, as the Xcode project's "Generate Swift Asset Symbol Extensions",
/// makes them members of `UIColor`, `UIImage`, `Color` and `Image` too (`Color.brand`).
@main
struct HapticTapePort: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let configurationFile = target.directoryURL.appending(path: PortConfiguration.fileName)
    let packageRoot = context.package.directoryURL
    let configuration = try PortConfiguration.read(configurationFile)
    let sources = try configuration.sources(relativeTo: packageRoot)
    let tool = try context.tool(named: "haptictape-port")
    let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Ported")
    var arguments: [String] = []
    var outputs: [URL] = []
    for source in sources {
      let output = outputFolder.appending(
        path: PortConfiguration.outputName(for: source, root: packageRoot))
      arguments += [source.path(percentEncoded: false), output.path(percentEncoded: false)]
      outputs.append(output)
    }
    guard !sources.isEmpty else { return [] }
    var commands: [Command] = [
      .buildCommand(
        displayName: "Porting \(sources.count) app file(s) for \(target.name)",
        executable: tool.url, arguments: arguments,
        inputFiles: sources + [configurationFile], outputFiles: outputs)
    ]
    let (catalogs, catalogFiles) = try configuration.assetCatalogs(relativeTo: packageRoot)
    if !catalogs.isEmpty {
      let symbols = outputFolder.appending(path: "GeneratedAssetSymbols.swift")
      commands.append(
        .buildCommand(
          displayName: "Generating asset symbols for \(target.name)",
          executable: tool.url,
          arguments: ["--asset-symbols"]
            + extensionsFlag(configuration.assetSymbolExtensions == true, sources: sources)
            + [symbols.path(percentEncoded: false)]
            + catalogs.map { $0.path(percentEncoded: false) },
          inputFiles: catalogFiles + [configurationFile], outputFiles: [symbols]))
    }
    return commands
  }
}

/// The tool's flag for the asset symbol extensions the configuration asks for: SwiftUI's types
/// too only when one of the app's files imports SwiftUI (a module that never imports it may
/// not link it).
private func extensionsFlag(_ wanted: Bool, sources: [URL]) -> [String] {
  guard wanted else { return [] }
  return importsSwiftUI(sources) ? ["--extensions-swiftui"] : ["--extensions"]
}

/// Whether any of the app's files imports SwiftUI.
private func importsSwiftUI(_ sources: [URL]) -> Bool {
  sources.contains { source in
    guard let data = FileManager.default.contents(atPath: source.path(percentEncoded: false))
    else { return false }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { line in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("import SwiftUI")
    }
  }
}
