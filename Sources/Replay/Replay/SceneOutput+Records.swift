import CollectionLayout
import Haptics
import Scenes
import ScrollEngine
import Tape
import TouchCore
import TouchModel

// MARK: - Tape records

extension SceneOutput {
  /// The outputs as tape records, stable-sorted by time (a haptic pattern's later transients are
  /// emitted when the pattern starts but belong at their own times).
  ///
  /// The records' fields share one buffer (see ``Tape/TapeRecord/Fields``).
  public var records: [TapeRecord] {
    recordBuilder(quantizingTo: nil).records()
  }

  /// ``records`` as a tape stores them: times and values rounded to `grids` as they are made.
  /// - Throws: ``Tape/TapeError`` for a value that is not finite or is outside its grid.
  func quantizedRecords(to grids: TapeHeader.Grids) throws -> [TapeRecord] {
    let builder = recordBuilder(quantizingTo: grids)
    if let error = builder.error { throw error }
    return builder.records()
  }

  private func recordBuilder(quantizingTo grids: TapeHeader.Grids?) -> RecordBuilder {
    // Reserved up front: growing the field buffer would copy every field already in it.
    var recordCount = 0
    var fieldCount = 0
    for index in entries.indices {
      if case .layout(let snapshot, _) = entries[index] {
        recordCount += snapshot.attributes.count
        fieldCount += snapshot.attributes.count * Self.layoutFieldEstimate
      } else {
        recordCount += 1
        fieldCount += Self.otherFieldEstimate
      }
    }
    var builder = RecordBuilder(records: recordCount, fields: fieldCount, quantizingTo: grids)
    emitRecords(to: &builder)
    return builder
  }

  /// Whether the outputs, rounded to `grids` as a tape stores them and in the order ``records``
  /// gives, are exactly the records among `recorded` (a tape's events), checked without making
  /// a record (see ``RecordMatcher``).
  ///
  /// `false` also when they match only within a tolerance: the caller then builds the records.
  func exactlyMatches(_ recorded: [TapeEvent], quantizedTo grids: TapeHeader.Grids) -> Bool {
    var matcher = RecordMatcher(recorded: recorded, grids: grids)
    // In the records' order: by the time each output belongs at, stably (see ``records``). An
    // output's records share its time, so ordering the outputs orders the records.
    entries.withUnsafeBufferPointer { entries in
      // Most replays make their outputs in time order: then they are given as they are, with
      // no list of their order made.
      var isSorted = true
      var last = Timestamp(nanoseconds: .min)
      for index in entries.indices {
        let time = Self.time(of: entries[index])
        if time < last {
          isSorted = false
          break
        }
        last = time
      }
      if isSorted {
        for index in entries.indices { Self.emit(entries[index], to: &matcher) }
        return
      }
      // Each output's time read once, in place: sorting by a closure that reads the outputs
      // would copy one at every comparison.
      var order: [(time: Timestamp, index: Int)] = []
      order.reserveCapacity(entries.count)
      for index in entries.indices { order.append((Self.time(of: entries[index]), index)) }
      order.sort { ($0.time, $0.index) < ($1.time, $1.index) }
      for (_, index) in order { Self.emit(entries[index], to: &matcher) }
    }
    return matcher.matches
  }

  /// Gives every output to `sink` as records, in the order they were produced.
  private func emitRecords<Sink: RecordSink>(to sink: inout Sink) {
    for index in entries.indices { Self.emit(entries[index], to: &sink) }
  }

  /// Gives one output to `sink` as its records: one, or one per element of a layout sample.
  @inline(__always)
  private static func emit<Sink: RecordSink>(_ entry: Entry, to sink: inout Sink) {
    switch entry {
    case .scroll(let view, let event): append(event, of: view, to: &sink)
    case .haptic(let event): append(event, to: &sink)
    case .scene(let event): append(event, to: &sink)
    case .layout(let snapshot, let time):
      for attributes in snapshot.attributes {
        append(attributes, of: snapshot.view, at: time, to: &sink)
      }
    }
  }

  /// The time an output belongs at, as its records are ordered by.
  static func time(of entry: Entry) -> Timestamp {
    switch entry {
    case .scroll(_, let event): event.timestamp
    case .haptic(let event): .seconds(event.time)
    case .scene(let event): event.timestamp
    case .layout(_, let time): time
    }
  }

  /// Fields of a layout record with a 2D transform and a custom value (11 + 6 + 1).
  static let layoutFieldEstimate = 18
  /// Fields of the largest common other record (`willEndDragging`).
  static let otherFieldEstimate = 6

  static func append<Sink: RecordSink>(
    _ event: ScrollEvent, of view: String, to builder: inout Sink
  ) {
    func begin(_ name: String) {
      builder.begin(.scroll, at: event.timestamp, stream: view, name: name)
    }
    switch event.kind {
    case .willBeginDragging: begin("willBeginDragging")
    case .didScroll(let offset):
      begin("didScroll")
      builder.position("x", offset.x)
      builder.position("y", offset.y)
    case .willEndDragging(let velocity, let proposed, let target):
      begin("willEndDragging")
      builder.scalar("vx", velocity.dx)
      builder.scalar("vy", velocity.dy)
      builder.position("proposedX", proposed.x)
      builder.position("proposedY", proposed.y)
      builder.position("targetX", target.x)
      builder.position("targetY", target.y)
    case .didEndDragging(let willDecelerate):
      begin("didEndDragging")
      builder.flag("willDecelerate", willDecelerate)
    case .willBeginDecelerating: begin("willBeginDecelerating")
    case .didEndDecelerating: begin("didEndDecelerating")
    case .didEndScrollingAnimation: begin("didEndScrollingAnimation")
    case .touchDropped(let id):
      begin("touchDropped")
      builder.integer("touch", Int64(id.rawValue))
    case .dragCancelled: begin("dragCancelled")
    }
  }

  static func append<Sink: RecordSink>(_ event: HapticEvent, to builder: inout Sink) {
    let time = Timestamp.seconds(event.time)
    func begin(_ name: String) {
      builder.begin(.haptic, at: time, stream: "haptics", name: name)
    }
    switch event {
    case .transient(let transient):
      begin("transient")
      builder.scalar("intensity", transient.intensity)
      builder.scalar("sharpness", transient.sharpness)
    case .continuous(let continuous):
      begin("continuous")
      builder.scalar("intensity", continuous.intensity)
      builder.scalar("sharpness", continuous.sharpness)
      builder.duration("duration", .seconds(continuous.duration))
      if let envelope = continuous.envelope {
        builder.scalar("attackTime", envelope.attackTime)
        builder.scalar("decayTime", envelope.decayTime)
        builder.scalar("releaseTime", envelope.releaseTime)
        builder.flag("sustained", envelope.isSustained)
      }
    case .feedback(let feedback):
      switch feedback.kind {
      case .notification(let type):
        begin("notification")
        builder.symbol("type", type.rawValue)
      case .impact(let style, let intensity):
        begin("impact")
        builder.symbol("style", style.rawValue)
        builder.scalar("intensity", intensity)
      case .selection: begin("selection")
      }
    case .dynamicParameter(let parameter):
      begin("dynamicParameter")
      builder.symbol("parameter", parameter.parameter.rawValue)
      builder.scalar("value", parameter.value)
    case .parameterCurve(let curve):
      begin("parameterCurve")
      builder.symbol("parameter", curve.parameter.rawValue)
      for (index, point) in curve.controlPoints.enumerated() {
        builder.duration("time\(index)", .seconds(point.time))
        builder.scalar("value\(index)", point.value)
      }
    case .audio(let audio):
      begin("audio")
      if let duration = audio.duration { builder.duration("duration", .seconds(duration)) }
    }
  }

  static func append<Sink: RecordSink>(_ event: SceneEvent, to builder: inout Sink) {
    builder.begin(.scene, at: event.timestamp, stream: "scene", name: event.name)
    for (name, value) in event.values {
      switch value {
      case .integer(let n): builder.integer(name, Int64(n))
      case .position(let x): builder.position(name, x)
      case .number(let x): builder.scalar(name, x)
      case .flag(let b): builder.flag(name, b)
      case .text(let s): builder.symbol(name, s)
      }
    }
  }

  /// The field names of a 3D transform's entries, row by row (`CATransform3D`'s `m11`…`m44`).
  static let matrixFieldNames = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41",
    "m42", "m43", "m44",
  ]

  static func append<Sink: RecordSink>(
    _ attributes: LayoutAttributes, of view: String, at time: Timestamp, to builder: inout Sink
  ) {
    let frame = attributes.frame
    let t = attributes.transform3D
    builder.begin(.layout, at: time, stream: view, name: attributes.category.description)
    builder.integer("item", Int64(attributes.indexPath.item))
    builder.integer("section", Int64(attributes.indexPath.section))
    builder.position("x", frame.origin.x)
    builder.position("y", frame.origin.y)
    builder.position("width", frame.size.width)
    builder.position("height", frame.size.height)
    builder.scalar("alpha", attributes.alpha)
    builder.integer("zIndex", Int64(attributes.zIndex))
    builder.flag("hidden", attributes.isHidden)
    builder.scalar("anchorX", attributes.anchorPoint.x)
    builder.scalar("anchorY", attributes.anchorPoint.y)
    if t.isAffine {
      let a = t.affineTransform
      if !a.isIdentity {
        builder.scalar("a", a.a)
        builder.scalar("b", a.b)
        builder.scalar("c", a.c)
        builder.scalar("d", a.d)
        builder.position("tx", a.tx)
        builder.position("ty", a.ty)
      }
    } else {
      for (name, value) in zip(Self.matrixFieldNames, t.entries) {
        builder.scalar(name, value)
      }
    }
    for entry in attributes.customValues {
      builder.scalar(entry.name.rawValue, entry.value)
    }
  }
}
