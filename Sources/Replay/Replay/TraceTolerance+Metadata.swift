import TouchCore

// MARK: - Tolerances stored in a tape's header

extension TraceTolerance {
  /// The header metadata keys a tape stores its own tolerances under: milliseconds, points and
  /// the scalar difference.
  public static let metadataKeys = (
    time: "tolerance.time-ms", position: "tolerance.position-pt", scalar: "tolerance.scalar"
  )

  /// The tolerances a tape's header metadata gives, each missing one at its default; `nil`
  /// when the metadata gives none.
  ///
  /// ```swift
  /// let tape = try RecordedTape(contentsOf: "Recordings/cube/swipe-next.htape")
  /// let tolerance = TraceTolerance(metadata: tape.header.metadata) ?? .default
  /// ```
  public init?(metadata: [String: String]) {
    func value(_ key: String) -> Double? {
      guard let text = metadata[key], let value = Double(text), value.isFinite, value >= 0 else {
        return nil
      }
      return value
    }
    let keys = Self.metadataKeys
    let time = value(keys.time)
    let position = value(keys.position)
    let scalar = value(keys.scalar)
    guard time != nil || position != nil || scalar != nil else { return nil }
    let standard = TraceTolerance.default
    self.init(
      time: time.map { .seconds($0 / 1_000) } ?? standard.time,
      position: position ?? standard.position, scalar: scalar ?? standard.scalar)
  }

  /// The header metadata that stores these tolerances with a tape.
  public var metadata: [String: String] {
    let keys = Self.metadataKeys
    return [
      keys.time: "\(time.seconds * 1_000)", keys.position: "\(position)", keys.scalar: "\(scalar)",
    ]
  }
}
