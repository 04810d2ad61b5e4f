import TouchCore
import TouchModel

/// The first record of every tape: format version, who wrote it, which scene it drives, the
/// device it ran on, the grids its numbers are stored on, and free metadata.
///
/// ```swift
/// let header = TapeHeader(sceneID: "secret-offer", device: .iPhone15Pro,
///                         metadata: ["gesture": "pull"])
/// ```
///
/// > Note: Nothing in the header depends on the time of day, so two recordings of the same
/// > session are byte-identical.
public struct TapeHeader: Hashable, Sendable {
  /// The `.htape` format version: a reader accepts any minor version of its own major version.
  public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Incompatible layout changes increment this; readers reject a newer major version.
    public var major: UInt16
    /// Compatible additions (new section encodings a reader may skip) increment this.
    public var minor: UInt16

    /// Creates a version.
    public init(major: UInt16, minor: UInt16) {
      self.major = major
      self.minor = minor
    }

    /// The version this build writes: 1.2 (1.1, which added the trailer that seals a tape, with
    /// touch residuals range-coded instead of Rice-coded).
    public static let current = Version(major: 1, minor: 2)

    public static func < (lhs: Version, rhs: Version) -> Bool {
      (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
  }

  /// The integer grids a tape stores continuous values on: time is always whole microseconds;
  /// positions and scalars use the declared units.
  public struct Grids: Hashable, Sendable {
    /// Time units per second: always 1,000,000 (integer microseconds; ours).
    public static let timeUnitsPerSecond: Int64 = 1_000_000  // source: ours (TapeFormat.md)
    /// Position grid steps per point (default 1,000: 1/1000 pt; ours).
    public var positionUnitsPerPoint: Int64
    /// Scalar grid steps per unit (default 1,000,000: 1e-6; ours).
    public var scalarUnitsPerUnit: Int64

    /// Creates grids; both unit counts must be in `1...1_000_000_000_000`.
    public init(positionUnitsPerPoint: Int64 = 1_000, scalarUnitsPerUnit: Int64 = 1_000_000) {
      // source: ours, Documentation.docc/TapeFormat.md (defaults 1/1000 pt and 1e-6)
      precondition(
        Grids.validUnits.contains(positionUnitsPerPoint)
          && Grids.validUnits.contains(scalarUnitsPerUnit),
        "grid units must be in 1...1e12")
      self.positionUnitsPerPoint = positionUnitsPerPoint
      self.scalarUnitsPerUnit = scalarUnitsPerUnit
    }

    /// The default grids: 1/1000 pt positions and 1e-6 scalars.
    public static let standard = Grids()

    /// The unit counts a grid may declare.
    public static let validUnits: ClosedRange<Int64> = 1...1_000_000_000_000
  }

  /// The eight bytes every `.htape` file starts with: `0x89 H T A P E \r \n`.
  public static let magic: [UInt8] = [0x89, 0x48, 0x54, 0x41, 0x50, 0x45, 0x0D, 0x0A]

  /// The format version of the tape.
  public var version: Version
  /// The version of the software that wrote it, such as `0.1.0`.
  public var writerVersion: String
  /// The scene the tape drives, such as `secret-offer`.
  public var sceneID: String
  /// The scene's configuration as a JSON string, stored verbatim.
  public var sceneConfiguration: String
  /// The device the session ran on.
  public var device: DeviceProfile
  /// The grids values are stored on.
  public var grids: Grids
  /// Free key → value metadata, stored in sorted key order.
  public var metadata: [String: String]

  /// HapticTape's version, which a header names as its writer unless told otherwise: the one
  /// place the version is written (the command line's `--version` prints it too).
  public static let currentWriterVersion = "0.1.0"

  /// Creates a header.
  public init(
    version: Version = .current, writerVersion: String = currentWriterVersion, sceneID: String,
    sceneConfiguration: String = "{}", device: DeviceProfile = .iPhone15Pro,
    grids: Grids = .standard, metadata: [String: String] = [:]
  ) {
    self.version = version
    self.writerVersion = writerVersion
    self.sceneID = sceneID
    self.sceneConfiguration = sceneConfiguration
    self.device = device
    self.grids = grids
    self.metadata = metadata
  }

  /// The metadata as pairs in sorted key order, the order they are stored and printed in.
  public var sortedMetadata: [(key: String, value: String)] {
    metadata.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
  }
}
