import Foundation
import Testing

/// Finds the real touch logs the import tests read: the copies whose licence allowed one, in
/// `Tests/TouchImportTests/Fixtures/`, and the others in the reference folder beside the
/// checkout (or a folder further up), which only CI has.
///
/// A test of a copied log always runs; a test of a reference-only log carries
/// `.enabled(if: TouchLogFixture.isAvailable(name), TouchLogFixture.referenceOnlyReason)`.
public enum TouchLogFixture {
  /// The repository's root.
  private static let root = RepositoryFixture.packageRoot

  /// `Tests/TouchImportTests/Fixtures`.
  public static let copies = root.appendingPathComponent("Tests/TouchImportTests/Fixtures")

  /// The logs whose source repository states no licence, so they are never copied into the
  /// repository: Brprb08/Touch-Dynamics-Research `py-files/raw_data_now` @ 0b40eb92 and
  /// `py-files/unpluged_touch.csv` @ 3038f111, snailuncle/helloNode `getevent.txt` @ 906a9080,
  /// CareF/scroll_test `scrollingRecord.json` @ 03549449.
  public static let referenceOnly: Set<String> = [
    "touch-dynamics-research_getevent-lt_raw_data_now.txt",
    "touch-dynamics-research_unpluged_touch.csv",
    "hellonode_getevent_oneplus3t.txt",
    "scroll_test_flutter_pointerdata_scrollingRecord.json",
  ]

  /// Why a test of a reference-only log is skipped here.
  public static let referenceOnlyReason = Comment(
    rawValue: "reads a touch log whose source states no licence, so the repository holds no "
      + "copy; runs where $HAPTICTAPE_REFERENCE_DATA/touch-logs holds it (CI)")

  /// Whether `name` is one of ``referenceOnly``.
  public static func isReferenceOnly(_ name: String) -> Bool { referenceOnly.contains(name) }

  /// Whether the log can be read here: a copied log always (its test fails if the copy is
  /// gone), a reference-only one when the reference data folder holds it.
  public static func isAvailable(_ name: String) -> Bool {
    !isReferenceOnly(name) || ReferenceData.contains("touch-logs", name)
  }

  /// The path of a log: its copy in the repository, or the reference data copy of a
  /// reference-only log; throws, naming the file, when it is not here.
  public static func path(_ name: String) throws -> String {
    if isReferenceOnly(name) { return try ReferenceData.file("touch-logs", name).path }
    let url = copies.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    return url.path
  }

  /// The text of a log.
  public static func text(_ name: String) throws -> String {
    let path = try path(name)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return String(decoding: data, as: UTF8.self)
  }
}
