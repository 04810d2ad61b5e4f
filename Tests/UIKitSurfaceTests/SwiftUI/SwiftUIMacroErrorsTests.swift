import Foundation
import HapticTapeTestSupport
import Testing

/// `@Entry` where it cannot make an entry: compiled against the module, each is an error at the
/// property or the attribute that says what to write (the compiler adds "(from macro …)").
private let misusedEntries = """
  import SwiftUI

  extension EnvironmentValues {
    @Entry var accent: String
  }

  struct FocusedValues {}

  extension FocusedValues {
    @Entry var field: String? = nil
  }

  extension ContainerValues {
    @Entry var width: CGFloat = 12, height: CGFloat = 4
  }

  """

@Suite("SwiftUI macros: @Entry misused is a compile error that says what to do")
struct SwiftUIMacroErrorsTests {
  @Test func misusedEntriesAreErrorsAtTheirLines() throws {
    let folder = try ScratchFolder.make("entry-errors")
    try misusedEntries.write(
      to: folder.appendingPathComponent("Entries.swift"), atomically: true, encoding: .utf8)
    let result = try DocCommentExampleTests.compiler.get().typecheck(["Entries.swift"], in: folder)
    let errors = result.diagnostics.filter { $0.severity == "error" }
    #expect(result.status != 0)
    #expect(
      errors.contains {
        $0.line == 4
          && $0.message.hasPrefix(
            "@Entry needs a default value: give 'accent' one ('= …'), or an optional type")
      })
    #expect(
      errors.contains {
        $0.line == 10
          && $0.message.hasPrefix(
            "@Entry makes entries of EnvironmentValues, Transaction or ContainerValues; "
              + "FocusedValues is not one of them")
      })
    #expect(
      errors.contains {
        $0.line == 14
          && $0.message.hasPrefix(
            "@Entry goes on one stored 'var name: Type = default'; write the property that way")
      })
  }
}
