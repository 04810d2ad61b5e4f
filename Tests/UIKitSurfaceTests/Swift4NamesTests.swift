import Foundation
import HapticTapeTestSupport
import Testing

/// Code written for Swift 4 with the names UIKit had then, as the 2017–2018 components use them.
private let swift4Code = """
  import UIKit

  final class OldLayout: UICollectionViewFlowLayout {
    let direction: UICollectionViewScrollDirection = .horizontal
    let header = UICollectionElementKindSectionHeader
    let footer = UICollectionElementKindSectionFooter
    let shown = NSNotification.Name.UIKeyboardWillShow
    let hidden = NSNotification.Name.UIKeyboardDidHide
    let mode = RunLoop.Mode.commonModes
    func back(_ view: UIView) { collectionView?.sendSubview(toBack: view) }
  }
  """

@Suite("Swift 4 names: there in Swift 4 mode, renamed from 4.2 on, as in iOS SDKs")
struct Swift4NamesTests {
  private func typecheck(swiftVersion: String) throws -> ExampleCompiler.Result {
    let folder = try ScratchFolder.make("swift4-names")
    try swift4Code.write(
      to: folder.appendingPathComponent("Old.swift"), atomically: true, encoding: .utf8)
    return try DocCommentExampleTests.compiler.get().typecheck(
      ["Old.swift"], in: folder, swiftVersion: swiftVersion)
  }

  @Test("in Swift 4 mode the old names compile against the surface")
  func swift4() throws {
    let result = try typecheck(swiftVersion: "4")
    #expect(result.diagnostics.filter { $0.severity == "error" }.map(\.message) == [])
    #expect(result.status == 0)
  }

  @Test("in Swift 5 mode each old name is an error naming its new one")
  func swift5() throws {
    let result = try typecheck(swiftVersion: "5")
    let errors = result.diagnostics.filter { $0.severity == "error" }.map(\.message)
    #expect(errors.count == 7)
    #expect(errors.contains { $0.contains("renamed to 'UICollectionView.ScrollDirection'") })
    #expect(errors.contains { $0.contains("renamed to 'sendSubviewToBack(_:)'") })
  }
}
