import HapticTape
import JSONCore

/// Joins the JSON of `sweep --shard` runs into the JSON one run over the whole grid prints.
enum SweepMerge {
  /// The merged JSON of the parts at `paths`.
  ///
  /// - Throws: ``CommandFailure`` naming the file that is not a sweep's JSON, differs from the
  ///   first part, or repeats or misses points.
  static func merge(_ paths: [String]) throws -> String {
    guard !paths.isEmpty else {
      throw CommandFailure("--merge: pass the JSON files `sweep --format json --shard I/N` wrote")
    }
    var head: String?
    var gridPoints = 0
    var points: [Int: String] = [:]
    for path in paths {
      let text = try InputFile.text(
        at: path, expecting: "a sweep's JSON", maximumByteCount: 1 << 30,
        limitName: "1 GiB")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let notASweep = "not the JSON of `haptictape sweep --format json`; pass its unchanged output"
      guard lines.count >= 3, let first = lines.first, first.hasSuffix(",\"points\":["),
        lines.last == "" && lines[lines.count - 2] == "]}"
      else { throw CommandFailure("\(path): \(notASweep)") }
      // The opening line, closed, holds the sweep's description; each point line is parsed on its
      // own below, which together read the whole file as JSON.
      let object: JSONNode
      do {
        object = try JSONParser.parse(Array((first + "]}").utf8), options: Self.options).root
      } catch {
        throw CommandFailure("\(path):\(error): \(notASweep)")
      }
      // A sweep has at most FeelSweep.maximumPointCount points: the count bounds the checks below.
      guard let count = Self.integer(object["gridPoints"]),
        (0...FeelSweep.maximumPointCount).contains(count)
      else {
        throw CommandFailure(
          "\(path):\(object.position): no \"gridPoints\" count in 0…"
            + "\(FeelSweep.maximumPointCount); \(notASweep)")
      }
      if let head, head != first {
        throw CommandFailure(
          "\(path): a sweep of another scene, outcome, grid or corpus than \(paths[0]); merge "
            + "only the shards of one sweep")
      }
      head = first
      gridPoints = count
      for (offset, line) in lines.enumerated().dropFirst().dropLast(2) {
        let point = line.hasSuffix(",") ? String(line.dropLast()) : line
        let node: JSONNode
        do {
          node = try JSONParser.parse(Array(point.utf8), options: Self.options).root
        } catch {
          throw CommandFailure(
            "\(path):\(offset + 1):\(error.position.column): a point line is not JSON "
              + "(\(error.message)); pass the sweep's output unchanged")
        }
        guard let index = Self.integer(node["index"]), (0..<count).contains(index) else {
          throw CommandFailure(
            "\(path):\(offset + 1):1: a point line without an \"index\" in 0..<\(count); pass "
              + "the sweep's output unchanged")
        }
        guard points[index] == nil else {
          throw CommandFailure(
            "\(path): grid point \(index) is in two parts; pass each shard's output once")
        }
        points[index] = point
      }
    }
    guard points.count == gridPoints, let head else {
      let missing = (0..<gridPoints).filter { points[$0] == nil }.prefix(5)
      throw CommandFailure(
        "--merge: \(points.count) of \(gridPoints) grid points; missing "
          + missing.map(String.init).joined(separator: ", ")
          + "; pass the output of every shard 1/N … N/N")
    }
    let ordered = (0..<gridPoints).compactMap { points[$0] }
    return ([head] + [ordered.joined(separator: ",\n")] + ["]}"]).joined(separator: "\n") + "\n"
  }

  /// What a sweep's JSON holds: strict JSON, shallow (ours: a point nests three levels).
  private static let options = JSONParsingOptions(maximumDepth: 16)

  /// The value as an `Int` when it is a number written as one; `nil` for anything else.
  private static func integer(_ node: JSONNode?) -> Int? {
    guard case .number(let number)? = node?.value else { return nil }
    return number.integer(as: Int.self)
  }
}
