import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import UIKitPort

/// The UIKit and QuartzCore surface's protocols and the members their extensions give defaults: UIKit's optional
/// members as the surface declares them.
private func surfaceOptionalMembers() throws -> [String: Set<String>] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources/Surface")
  var trees: [SourceFileSyntax] = []
  for framework in ["UIKit", "QuartzCore"] {
    let enumerator = FileManager.default.enumerator(
      at: root.appending(path: framework), includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      trees.append(Parser.parse(source: try String(contentsOf: url, encoding: .utf8)))
    }
  }
  // Each protocol's requirements: a default in an extension that is not one is a helper.
  var requirements: [String: Set<String>] = [:]
  for tree in trees {
    for item in tree.statements {
      guard let decl = item.item.as(ProtocolDeclSyntax.self) else { continue }
      requirements[decl.name.text] = Set(
        decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map(
          PortIndex.key(of:)))
    }
  }
  var keys: [String: Set<String>] = [:]
  for tree in trees {
    for item in tree.statements {
      guard let ext = item.item.as(ExtensionDeclSyntax.self),
        let required = requirements[ext.extendedType.trimmedDescription],
        ext.extendedType.trimmedDescription != "CAAction"
      else { continue }
      for member in ext.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self),
          required.contains(PortIndex.key(of: function))
        {
          keys[PortIndex.key(of: function), default: []].insert(ext.extendedType.trimmedDescription)
        }
      }
    }
  }
  return keys
}

@Suite("UIKit's optional members: the port's list is the surface's")
struct UIKitOptionalMembersTests {
  @Test("every default in a surface protocol's extension is on the list, and nothing else")
  func listMatchesSurface() throws {
    let derived = Set(try surfaceOptionalMembers().keys)
    #expect(derived.count > 90)
    #expect(derived.subtracting(UIKitOptionalMembers.keys).sorted() == [])
    #expect(UIKitOptionalMembers.keys.subtracting(derived).sorted() == [])
  }

  @Test("the collection and table view delegates' members name their protocols")
  func delegateProtocols() throws {
    let owners = [
      "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UITableViewDelegate",
    ]
    var derived: [String: String] = [:]
    for (key, protocols) in try surfaceOptionalMembers() {
      let owned = protocols.filter(owners.contains)
      if owned.count == 1, let owner = owned.first { derived[key] = owner }
    }
    #expect(derived.count > 30)
    #expect(derived == UIKitOptionalMembers.delegateProtocols)
  }
}
