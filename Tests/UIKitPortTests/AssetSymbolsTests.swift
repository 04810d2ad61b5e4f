import Foundation
import HapticTapeTestSupport
import Testing
import UIKitPort

@Suite("Asset symbols: Xcode's generated names for an app's asset catalogues")
struct AssetSymbolsTests {
  /// Writes a catalogue with `sets` (paths such as "Icons/Home.imageset") under `folder`, and
  /// namespace folders named in `namespaces`.
  private func catalog(_ sets: [String], namespaces: [String] = []) throws -> String {
    let root = try ScratchFolder.make("assets").appending(path: "Assets.xcassets")
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8)
      .write(to: root.appending(path: "Contents.json"))
    for set in sets {
      let folder = root.appending(path: set)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: folder.appending(path: "Contents.json"))
    }
    for namespace in namespaces {
      try Data(#"{"properties":{"provides-namespace":true}}"#.utf8)
        .write(to: root.appending(path: namespace).appending(path: "Contents.json"))
    }
    return root.path(percentEncoded: false)
  }

  @Test func namesFollowXcodes() {
    let cases: [(String, AssetCatalog.Kind, String?)] = [
      ("Wallpaper", .image, "wallpaper"),
      ("chisato02", .image, "chisato02"),
      ("love-reaction", .image, "loveReaction"),
      ("AccentColor", .color, "accent"),
      ("Color", .color, "color"),
      ("HeroImage", .image, "hero"),
      ("URLIcon", .image, "urlIcon"),
      ("HWS", .image, "HWS"),
      ("A", .image, "a"),
      ("2x icon", .image, "_2xIcon"),
      ("default", .image, "`default`"),
      ("Icons/Home", .image, "iconsHome"),
      ("---", .image, nil),
    ]
    for (name, kind, symbol) in cases {
      #expect(AssetSymbols.symbolName(for: name, kind: kind) == symbol, "\(name)")
    }
  }

  @Test func aCatalogueGivesItsImagesAndColoursSortedWithNamespaces() throws {
    let path = try catalog(
      [
        "Wallpaper.imageset", "AccentColor.colorset", "AppIcon.appiconset",
        "Icons/Home.imageset", "Plain/Star.imageset",
      ], namespaces: ["Icons"])
    let read = try AssetCatalog.read(at: path)
    #expect(
      read.assets == [
        .init(name: "AccentColor", kind: .color), .init(name: "Icons/Home", kind: .image),
        .init(name: "Star", kind: .image), .init(name: "Wallpaper", kind: .image),
      ])
    let (text, warnings) = AssetSymbols.source(for: [read])
    #expect(warnings.isEmpty)
    #expect(text.contains("\nimport UIKit\n"))
    #expect(
      text.contains(
        """
        extension ColorResource {
          /// The "AccentColor" asset.
          static let accent = ColorResource(name: "AccentColor", bundle: .main)
        }

        extension ImageResource {
          /// The "Icons/Home" asset.
          static let iconsHome = ImageResource(name: "Icons/Home", bundle: .main)
          /// The "Star" asset.
          static let star = ImageResource(name: "Star", bundle: .main)
          /// The "Wallpaper" asset.
          static let wallpaper = ImageResource(name: "Wallpaper", bundle: .main)
        }

        """))
  }

  @Test func colorsAndImagesAreMembersOfTheirTypesUnlessTheTypeHasTheName() throws {
    let read = try AssetCatalog.read(
      at: catalog(["Brand.colorset", "Red.colorset", "Hero.imageset"]))
    // Off, as Xcode's setting is unless the project turns it on: no extensions.
    let (plain, _) = AssetSymbols.source(for: [read])
    #expect(!plain.contains("extension UIColor") && !plain.contains("static var"))
    let (uikit, _) = AssetSymbols.source(for: [read], extensions: .uiKit)
    #expect(uikit.contains("static var brand: UIColor { UIColor(resource: ColorResource.brand) }"))
    #expect(uikit.contains("static var hero: UIImage { UIImage(resource: ImageResource.hero) }"))
    // UIColor.red is UIKit's: the asset keeps only its resource symbol.
    #expect(uikit.contains(#"static let red = ColorResource(name: "Red", bundle: .main)"#))
    #expect(!uikit.contains("static var red"))
    // No SwiftUI unless asked (the module's files import it).
    #expect(!uikit.contains("SwiftUI") && !uikit.contains("extension Color "))
    let (swiftUI, _) = AssetSymbols.source(for: [read], extensions: .uiKitAndSwiftUI)
    #expect(swiftUI.contains("\nimport SwiftUI\n"))
    #expect(
      swiftUI.contains(
        """
        extension ShapeStyle where Self == Color {
          /// The "Brand" asset.
          static var brand: Color { Color(ColorResource.brand) }
        }
        """))
    #expect(swiftUI.contains("static var hero: Image { Image(ImageResource.hero) }"))
    #expect(!swiftUI.contains("static var red"))
  }

  @Test func twoAssetsWithOneSymbolKeepTheFirstAndWarn() throws {
    let read = try AssetCatalog.read(at: catalog(["Hero.imageset", "HeroImage.imageset"]))
    let (text, warnings) = AssetSymbols.source(for: [read])
    #expect(text.contains(#"static let hero = ImageResource(name: "Hero", bundle: .main)"#))
    #expect(!text.contains(#"name: "HeroImage""#))
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasSuffix(
        #""HeroImage" and "Hero" both make .hero; "HeroImage" has no symbol"#) == true)
  }

  @Test func aPathThatIsNoFolderIsAnErrorThatSaysWhatToWrite() {
    #expect {
      _ = try AssetCatalog.read(at: "/nonexistent/Assets.xcassets")
    } throws: { error in
      "\(error)".hasPrefix("/nonexistent/Assets.xcassets: error: no asset catalogue here")
    }
  }
}
