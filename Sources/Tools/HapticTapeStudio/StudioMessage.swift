import JSONCore

/// A message from the studio page, read from one WebSocket text message of JSON.
///
/// ```
/// {"type":"start","scene":"secret-offer","device":"iphone-15-pro","config":"{}"}
/// {"type":"pointers","now":1834.5,"events":[{"id":1,"pointerType":"touch","phase":"began",
///   "t":1830.2,"x":380,"y":290,"pressure":0.5,"width":12,"height":12,"coalesced":[]}]}
/// {"type":"tick","now":1850.0}
/// {"type":"save","name":"pull","overwrite":false}
/// ```
///
/// Times are milliseconds on the page's clock (`event.timeStamp`, `performance.now()`),
/// positions points on the device screen.
public enum StudioMessage: Hashable, Sendable {
  /// Starts a new session: a scene of the registry, a device profile, configuration overrides.
  case start(scene: String, device: String, configuration: String)
  /// Pointer events, and the page's time when it sent them. An event that cannot be read is in
  /// `rejected`, not in `events`.
  case pointers([PointerEvent], rejected: [StudioError], now: Double)
  /// The page's time, so the scene keeps moving while no finger is down.
  case tick(now: Double)
  /// Saves the session under `name`; `overwrite` confirms replacing an existing recording.
  case save(name: String, overwrite: Bool)

  /// The longest message read, in bytes (ours: a batch of 64 events with 32 coalesced samples
  /// each is about 100 KB; one animation frame of a 240 Hz digitizer holds 4).
  public static let maximumBytes = 256 * 1024
  /// The most events one message may carry (ours: see ``maximumBytes``).
  public static let maximumEvents = 256
  /// The most coalesced samples one event may carry (ours: a 240 Hz digitizer fills 32 in 133 ms).
  public static let maximumCoalesced = 64
  /// The largest magnitude of a time on the page's clock, in milliseconds: 10^11 ms, about three
  /// years (ours: `performance.now()` counts from the page's load, and the difference of any two
  /// such times in microseconds and nanoseconds still fits in `Int64`).
  public static let maximumTime = 1e11

  /// The deepest nesting of arrays and objects a message may have: 32 levels (ours: a pointer
  /// batch nests five, message → events → event → coalesced → sample).
  public static let maximumDepth = 32

  /// What a message may hold: strict JSON, every number within `Double`'s range, nested at most
  /// ``maximumDepth`` levels.
  private static let parsingOptions: JSONParsingOptions = {
    var options = JSONParsingOptions(maximumDepth: maximumDepth)
    options.refusesNumbersBeyondDouble = true
    return options
  }()

  /// Reads `text`.
  /// - Throws: ``StudioError`` (`messageTooLarge`, `malformedMessage`) for a message that is too
  ///   long, not a JSON object, of an unknown type or without the fields of its type.
  public init(parsing text: String) throws(StudioError) {
    guard text.utf8.count <= Self.maximumBytes else {
      throw StudioError(
        .messageTooLarge,
        "a message of \(text.utf8.count) bytes is over the limit of \(Self.maximumBytes); send fewer events at a time"
      )
    }
    let root: JSONNode
    do throws(JSONSyntaxError) {
      root = try JSONParser.parse(Array(text.utf8), options: Self.parsingOptions).root
    } catch {
      throw StudioError(.malformedMessage, "a message must be JSON: \(error)")
    }
    guard case .object(let members) = JSONValue(root) else {
      throw StudioError(.malformedMessage, "a message must be a JSON object")
    }
    let object = Object(members: members)
    switch object["type"]?.string {
    case "start":
      self = .start(
        scene: try Self.string(object, "scene"), device: try Self.string(object, "device"),
        configuration: object["config"]?.string ?? "{}")
    case "pointers":
      guard let list = object["events"]?.elements else {
        throw StudioError(.malformedMessage, "\"events\" must be an array of pointer events")
      }
      guard list.count <= Self.maximumEvents else {
        throw StudioError(
          .messageTooLarge,
          "\(list.count) events in one message; send at most \(Self.maximumEvents)")
      }
      var events: [PointerEvent] = []
      var rejected: [StudioError] = []
      for (index, item) in list.enumerated() {
        do throws(StudioError) {
          events.append(try Self.event(item, index: index))
        } catch {
          rejected.append(error)
        }
      }
      self = .pointers(
        events, rejected: rejected, now: try Self.time(object, "now", in: "the message"))
    case "tick":
      self = .tick(now: try Self.time(object, "now", in: "the message"))
    case "save":
      self = .save(
        name: try Self.string(object, "name"), overwrite: object["overwrite"]?.bool ?? false)
    case let other:
      throw StudioError(
        .malformedMessage,
        "unknown message type \(other.map { "'\($0)'" } ?? "(none)"); expected start, pointers, tick or save"
      )
    }
  }

  private static func event(_ item: JSONValue, index: Int) throws(StudioError) -> PointerEvent {
    let place = "event \(index)"
    guard let object = item.members.map(Object.init) else {
      throw StudioError(.invalidPointerEvent, "\(place) must be a JSON object")
    }
    guard let name = object["phase"]?.string, let phase = PointerEvent.Phase(rawValue: name)
    else {
      throw StudioError(
        .invalidPointerEvent, "\(place): \"phase\" must be began, moved, ended or cancelled")
    }
    let id = try number(object, "id", in: place, kind: .invalidPointerEvent)
    guard id == id.rounded(), abs(id) < 1e15 else {
      throw StudioError(.invalidPointerEvent, "\(place): \"id\" must be an integer")
    }
    let coalesced = object["coalesced"]?.elements ?? []
    guard coalesced.count <= maximumCoalesced else {
      throw StudioError(
        .invalidPointerEvent,
        "\(place): \(coalesced.count) coalesced samples, at most \(maximumCoalesced)")
    }
    var samples: [PointerEvent.Sample] = []
    for (offset, entry) in coalesced.enumerated() {
      let where_ = "\(place) coalesced \(offset)"
      guard let sample = entry.members.map(Object.init) else {
        throw StudioError(.invalidPointerEvent, "\(where_) must be a JSON object")
      }
      samples.append(
        PointerEvent.Sample(
          time: try time(sample, "t", in: where_, kind: .invalidPointerEvent),
          x: try number(sample, "x", in: where_, kind: .invalidPointerEvent),
          y: try number(sample, "y", in: where_, kind: .invalidPointerEvent),
          pressure: try number(
            sample, "pressure", in: where_, kind: .invalidPointerEvent, default: 0.5)))
    }
    return PointerEvent(
      pointerID: Int(id), pointerType: object["pointerType"]?.string ?? "touch", phase: phase,
      time: try time(object, "t", in: place, kind: .invalidPointerEvent),
      x: try number(object, "x", in: place, kind: .invalidPointerEvent),
      y: try number(object, "y", in: place, kind: .invalidPointerEvent),
      pressure: try number(object, "pressure", in: place, kind: .invalidPointerEvent, default: 0.5),
      width: try number(object, "width", in: place, kind: .invalidPointerEvent, default: 1),
      height: try number(object, "height", in: place, kind: .invalidPointerEvent, default: 1),
      coalesced: samples)
  }

  private static func string(_ object: Object, _ key: String) throws(StudioError) -> String {
    guard let value = object[key]?.string else {
      throw StudioError(.malformedMessage, "\"\(key)\" must be a string")
    }
    return value
  }

  /// A time on the page's clock: a number of at most ``maximumTime`` milliseconds either way.
  private static func time(
    _ object: Object, _ key: String, in place: String,
    kind: StudioError.Code = .malformedMessage
  ) throws(StudioError) -> Double {
    let value = try number(object, key, in: place, kind: kind)
    guard abs(value) <= maximumTime else {
      throw StudioError(
        kind,
        "\(place): \"\(key)\" \(value) ms is more than \(maximumTime) ms from the page's time origin"
      )
    }
    return value
  }

  /// A finite number; `default` when the key is absent (not when it is null).
  private static func number(
    _ object: Object, _ key: String, in place: String,
    kind: StudioError.Code = .malformedMessage, default fallback: Double? = nil
  ) throws(StudioError) -> Double {
    guard let raw = object[key] else {
      if let fallback { return fallback }
      throw StudioError(kind, "\(place): \"\(key)\" is missing")
    }
    guard case .number(let text) = raw, let value = JSONNumber(text).doubleValue else {
      throw StudioError(kind, "\(place): \"\(key)\" must be a finite number")
    }
    return value
  }

  /// A JSON object's members, looked up by key as a dictionary would hold them: the last of
  /// duplicate keys wins.
  private struct Object {
    var members: [(key: String, value: JSONValue)]

    subscript(key: String) -> JSONValue? {
      members.last { $0.key == key }?.value
    }
  }
}
