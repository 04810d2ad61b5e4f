import TouchCore
import TouchModel

// MARK: - Binary layout

extension TapeHeader {
  /// The fixed part before the header body: magic, major, minor, flags, body length, body CRC.
  static let fixedSize = 22

  /// The header's bytes: magic, version, flags, body length and CRC-32, then the body.
  func encoded() -> [UInt8] {
    var body = ByteWriter(capacity: 256 + sceneConfiguration.utf8.count)
    body.writeString(writerVersion)
    body.writeString(sceneID)
    body.writeString(sceneConfiguration)
    body.writeString(device.name)
    body.writeDouble(device.screenSize.width)
    body.writeDouble(device.screenSize.height)
    body.writeDouble(device.scale)
    body.writeVarint(device.frameRate)
    body.writeVarint(device.touchRate)
    body.writeVarint(UInt64(grids.positionUnitsPerPoint))
    body.writeVarint(UInt64(grids.scalarUnitsPerUnit))
    let pairs = sortedMetadata
    body.writeVarint(pairs.count)
    for pair in pairs {
      body.writeString(pair.key)
      body.writeString(pair.value)
    }
    var writer = ByteWriter(capacity: Self.fixedSize + body.count)
    writer.writeBytes(Self.magic)
    writer.writeUInt16(version.major)
    writer.writeUInt16(version.minor)
    writer.writeUInt16(0)
    writer.writeUInt32(UInt32(body.count))
    writer.writeUInt32(Zlib.crc32(body.bytes))
    writer.writeBytes(body.bytes)
    return writer.bytes
  }

  /// Reads a header from the start of `bytes`; returns it and the offset of the first chunk.
  static func decode(_ bytes: [UInt8], maximumSize: Int) throws(TapeError) -> (TapeHeader, Int) {
    let damaged = "the header is damaged; restore the tape from version control or re-record it"
    guard bytes.count >= magic.count, bytes[0..<magic.count].elementsEqual(magic) else {
      throw TapeError(
        .badMagic,
        bytes.count < magic.count
          ? "the file is \(bytes.count) bytes, too short for a tape"
          : "the file does not start with the .htape magic bytes",
        byteOffset: 0,
        hint: "pass a .htape file written by haptictape (JSON Lines tapes end in .jsonl)")
    }
    var reader = ByteReader(bytes, from: magic.count, context: "the header")
    guard bytes.count >= fixedSize else {
      throw TapeError(
        .truncated, "the file ends inside the header (\(bytes.count) of \(fixedSize) bytes)",
        byteOffset: bytes.count, hint: damaged)
    }
    let major = try reader.readUInt16()
    let minor = try reader.readUInt16()
    let version = Version(major: major, minor: minor)
    guard major == Version.current.major else {
      throw TapeError(
        .unsupportedVersion,
        "format version \(version) is not readable by this version of haptictape, "
          + "which reads \(Version.current.major).x",
        byteOffset: magic.count,
        hint: major > Version.current.major
          ? "upgrade haptictape to read this tape"
          : "convert the tape with the haptictape that wrote it")
    }
    _ = try reader.readUInt16()
    let length = Int(try reader.readUInt32())
    let crc = try reader.readUInt32()
    guard length <= maximumSize else {
      throw TapeError(
        .limitExceeded,
        "the header claims \(length) bytes, more than the \(maximumSize) allowed "
          + "(TapeReader.Limits.maximumHeaderSize)",
        byteOffset: 14, hint: damaged)
    }
    guard bytes.count - fixedSize >= length else {
      throw TapeError(
        .truncated,
        "the file ends inside the header (\(bytes.count) of \(fixedSize + length) bytes)",
        byteOffset: bytes.count, hint: damaged)
    }
    guard Zlib.crc32(bytes, fixedSize..<fixedSize + length) == crc else {
      throw TapeError(
        .checksumMismatch, "the header's CRC-32 does not match its bytes",
        byteOffset: fixedSize, hint: damaged)
    }
    var body = ByteReader(bytes, from: fixedSize, to: fixedSize + length, context: "the header")
    let writerVersion = try body.readString("writer version")
    let sceneID = try body.readString("scene id")
    let configuration = try body.readString("scene configuration")
    let deviceName = try body.readString("device name")
    let width = try body.readDouble()
    let height = try body.readDouble()
    let scale = try body.readDouble()
    let frameRate = try body.readCount(atMost: 100_000, "frame rate")
    let touchRate = try body.readCount(atMost: 100_000, "touch rate")
    let positionUnits = try body.readVarint()
    let scalarUnits = try body.readVarint()
    guard width.isFinite, height.isFinite, width >= 0, height >= 0, scale.isFinite, scale > 0,
      frameRate > 0, touchRate > 0
    else {
      throw body.malformed("the device profile has a non-finite or non-positive size or rate")
    }
    guard Grids.validUnits.contains(Int64(clamping: positionUnits)),
      Grids.validUnits.contains(Int64(clamping: scalarUnits))
    else { throw body.malformed("grid units must be in 1...1e12") }
    let pairCount = try body.readCount(atMost: body.remaining / 2, "metadata count")
    var metadata: [String: String] = [:]
    for _ in 0..<pairCount {
      let key = try body.readString("metadata key")
      metadata[key] = try body.readString("metadata value")
    }
    try body.expectEnd("the header")
    let header = TapeHeader(
      version: version, writerVersion: writerVersion, sceneID: sceneID,
      sceneConfiguration: configuration,
      device: DeviceProfile(
        name: deviceName, screenSize: Size2D(width: width, height: height), scale: scale,
        frameRate: frameRate, touchRate: touchRate),
      grids: Grids(
        positionUnitsPerPoint: Int64(positionUnits), scalarUnitsPerUnit: Int64(scalarUnits)),
      metadata: metadata)
    return (header, fixedSize + length)
  }
}
