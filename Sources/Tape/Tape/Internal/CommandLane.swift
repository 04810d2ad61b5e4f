import TouchCore
import TouchModel

/// The scene commands of one open chunk (rare events, so stored row by row) and their section
/// encoding.
struct CommandLane {
  /// Stored codes of ``SceneCommand/Argument`` cases.
  enum ArgumentType: UInt8 {
    case integer = 0
    case number = 1
    case text = 2
    case size = 3
    case point = 4
  }

  var commands: [SceneCommand] = []
  var times = ContiguousArray<Int64>()

  var count: Int { times.count }

  mutating func removeAll() {
    commands.removeAll(keepingCapacity: true)
    times.removeAll(keepingCapacity: true)
  }

  /// The command with every argument rounded to its grid.
  static func quantized(_ command: SceneCommand, grids: TapeHeader.Grids) throws(TapeError)
    -> SceneCommand
  {
    var copy = command
    for index in copy.arguments.indices {
      switch copy.arguments[index] {
      case .integer, .text: break
      case .number(let value):
        copy.arguments[index] = .number(
          grids.scalar(try grids.scalarSteps(value, "command number")))
      case .size(let size):
        copy.arguments[index] = .size(
          Size2D(
            width: grids.position(try grids.positionSteps(size.width, "command width")),
            height: grids.position(try grids.positionSteps(size.height, "command height"))))
      case .point(let point):
        copy.arguments[index] = .point(
          Point2D(
            x: grids.position(try grids.positionSteps(point.x, "command x")),
            y: grids.position(try grids.positionSteps(point.y, "command y"))))
      }
    }
    return copy
  }

  /// The section body: see the format document, "Command section".
  func encode(chunkStart: Int64, grids: TapeHeader.Grids) -> [UInt8] {
    var writer = ByteWriter(capacity: count * 16)
    var previous = chunkStart
    for (command, time) in zip(commands, times) {
      writer.writeZigzag(time &- previous)
      previous = time
      writer.writeString(command.name)
      writer.writeVarint(command.arguments.count)
      for argument in command.arguments {
        // Arguments were quantized at append, so these conversions are exact.
        switch argument {
        case .integer(let value):
          writer.writeUInt8(ArgumentType.integer.rawValue)
          writer.writeZigzag(value)
        case .number(let value):
          writer.writeUInt8(ArgumentType.number.rawValue)
          writer.writeZigzag((try? grids.scalarSteps(value, "")) ?? 0)
        case .text(let text):
          writer.writeUInt8(ArgumentType.text.rawValue)
          writer.writeString(text)
        case .size(let size):
          writer.writeUInt8(ArgumentType.size.rawValue)
          writer.writeZigzag((try? grids.positionSteps(size.width, "")) ?? 0)
          writer.writeZigzag((try? grids.positionSteps(size.height, "")) ?? 0)
        case .point(let point):
          writer.writeUInt8(ArgumentType.point.rawValue)
          writer.writeZigzag((try? grids.positionSteps(point.x, "")) ?? 0)
          writer.writeZigzag((try? grids.positionSteps(point.y, "")) ?? 0)
        }
      }
    }
    return writer.bytes
  }

  /// Decodes a command section body of `count` commands into `lane`.
  static func decode(
    _ body: inout ByteReader, count: Int, chunkStart: Int64, grids: TapeHeader.Grids,
    into lane: inout DecodedLane
  ) throws(TapeError) {
    var time = chunkStart
    lane.reserve(min(count, body.remaining))
    for _ in 0..<count {
      time = time &+ (try body.readZigzag())
      let name = try body.readString("command name")
      let argumentCount = try body.readCount(atMost: body.remaining, "argument count")
      var arguments: [SceneCommand.Argument] = []
      arguments.reserveCapacity(argumentCount)
      for _ in 0..<argumentCount {
        let code = try body.readUInt8()
        switch ArgumentType(rawValue: code) {
        case .integer: arguments.append(.integer(try body.readZigzag()))
        case .number: arguments.append(.number(grids.scalar(try body.readZigzag())))
        case .text: arguments.append(.text(try body.readString("command text")))
        case .size:
          let width = grids.position(try body.readZigzag())
          let height = grids.position(try body.readZigzag())
          arguments.append(.size(Size2D(width: width, height: height)))
        case .point:
          let x = grids.position(try body.readZigzag())
          let y = grids.position(try body.readZigzag())
          arguments.append(.point(Point2D(x: x, y: y)))
        case nil: throw body.malformed("unknown command argument type \(code)")
        }
      }
      let command = SceneCommand(
        name: name, arguments: arguments, timestamp: try DecodedLane.timestamp(time, body))
      lane.append(time: time, event: .command(command))
    }
    try body.expectEnd("command section")
  }
}
