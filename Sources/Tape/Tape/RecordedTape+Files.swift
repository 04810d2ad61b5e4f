import Foundation

// MARK: - Files

extension RecordedTape {
  /// The two file formats a tape can be stored in, chosen by file extension.
  public enum FileFormat: String, Hashable, Sendable, CaseIterable {
    /// The compressed binary `.htape` format.
    case htape
    /// The JSON Lines interchange format, `.jsonl`.
    case jsonLines = "jsonl"

    /// The format of `path` by its extension, or `nil` for any other extension.
    public init?(path: String) {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let dot = name.lastIndex(of: ".") else { return nil }
      self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }
  }

  /// The format of `path`, or an error that says which extensions are accepted.
  static func format(of path: String) throws(TapeError) -> FileFormat {
    guard let format = FileFormat(path: path) else {
      throw TapeError(
        .io, "the file name does not end in .htape or .jsonl", path: path,
        hint: "name tape files *.htape (binary) or *.jsonl (JSON Lines)")
    }
    return format
  }

  /// Reads a `.htape` or `.jsonl` tape, by extension.
  ///
  /// A damaged `.htape` file still loads: its intact chunks are in ``events`` and the damage is
  /// described in ``recoveries``.
  public init(contentsOf path: String, limits: TapeReader.Limits = TapeReader.Limits()) throws {
    switch try Self.format(of: path) {
    case .htape: self = try TapeReader.read(contentsOf: path, limits: limits)
    case .jsonLines: self = try TapeJSONLines.decode(contentsOf: path)
    }
  }

  /// Writes the tape as `.htape` or `.jsonl`, by the extension of `path`, atomically
  /// (through ``AtomicFile``: a process killed mid-write leaves the previous file).
  ///
  /// - Parameters:
  ///   - path: The file to write; its extension, `.htape` or `.jsonl`, picks the format.
  ///   - configuration: How the `.htape` writer chunks and compresses the events.
  ///   - replacesExisting: Whether a file already at `path` may be replaced; when `false` and
  ///     one exists the write fails with ``AtomicFile/existsMessage``.
  /// - Returns: the number of bytes written.
  @discardableResult
  public func write(
    to path: String, configuration: TapeWriter.Configuration = .init(),
    replacesExisting: Bool = true
  ) throws -> Int {
    switch try Self.format(of: path) {
    case .htape:
      return try TapeWriter.write(
        header: header, events: events, to: path, configuration: configuration,
        replacesExisting: replacesExisting)
    case .jsonLines:
      let text = Array(TapeJSONLines.encode(header: header, events: events).utf8)
      try AtomicFile.write(text, to: path, replacesExisting: replacesExisting)
      return text.count
    }
  }
}
