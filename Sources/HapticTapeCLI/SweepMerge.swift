import Foundation

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
      guard lines.count >= 3, let first = lines.first, first.hasSuffix(",\"points\":["),
        lines.last == "" && lines[lines.count - 2] == "]}",
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        let count = object["gridPoints"] as? Int
      else {
        throw CommandFailure(
          "\(path): not the JSON of `haptictape sweep --format json`; pass its unchanged output")
      }
      if let head, head != first {
        throw CommandFailure(
          "\(path): a sweep of another scene, outcome, grid or corpus than \(paths[0]); merge "
            + "only the shards of one sweep")
      }
      head = first
      gridPoints = count
      for line in lines.dropFirst().dropLast(2) {
        let point = line.hasSuffix(",") ? String(line.dropLast()) : line
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(point.utf8)) as? [String: Any],
          let index = object["index"] as? Int
        else {
          throw CommandFailure(
            "\(path): a point line is not JSON; pass the sweep's output unchanged")
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
}
