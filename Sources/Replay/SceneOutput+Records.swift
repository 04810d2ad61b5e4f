import CollectionLayout
import Haptics
import Scenes
import ScrollEngine
import Tape
import TouchCore
import TouchInput

// MARK: - Tape records

extension SceneOutput {
  /// The outputs as tape records, stable-sorted by time (a haptic pattern's later transients are
  /// emitted when the pattern starts but belong at their own times).
  public var records: [TapeRecord] {
    var records: [TapeRecord] = []
    records.reserveCapacity(entries.count)
    for entry in entries {
      switch entry {
      case .scroll(let view, let event): records.append(Self.record(event, of: view))
      case .haptic(let event): records.append(Self.record(event))
      case .scene(let event): records.append(Self.record(event))
      case .layout(let snapshot, let time):
        for attributes in snapshot.attributes {
          records.append(Self.record(attributes, of: snapshot.view, at: time))
        }
      }
    }
    // Outputs are nearly always produced in time order; sort only when one is not.
    guard records.indices.dropFirst().contains(where: { records[$0].timestamp < records[$0 - 1].timestamp })
    else { return records }
    return records.enumerated().sorted {
      ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
    }.map(\.element)
  }

  /// ``records`` as a tape stores them, rounded to `grids` in place.
  /// - Throws: ``Tape/TapeError`` for a value that is not finite or is outside its grid.
  func quantizedRecords(to grids: TapeHeader.Grids) throws -> [TapeRecord] {
    var records = records
    for index in records.indices {
      try records[index].quantize(to: grids)
    }
    return records
  }

  static func record(_ event: ScrollEvent, of view: String) -> TapeRecord {
    let (name, fields): (String, [TapeField]) =
      switch event.kind {
      case .willBeginDragging: ("willBeginDragging", [])
      case .didScroll(let offset):
        ("didScroll", [TapeField("x", .position(offset.x)), TapeField("y", .position(offset.y))])
      case .willEndDragging(let velocity, let proposed, let target):
        (
          "willEndDragging",
          [
            TapeField("vx", .scalar(velocity.dx)), TapeField("vy", .scalar(velocity.dy)),
            TapeField("proposedX", .position(proposed.x)), TapeField("proposedY", .position(proposed.y)),
            TapeField("targetX", .position(target.x)), TapeField("targetY", .position(target.y)),
          ]
        )
      case .didEndDragging(let willDecelerate):
        ("didEndDragging", [TapeField("willDecelerate", .flag(willDecelerate))])
      case .willBeginDecelerating: ("willBeginDecelerating", [])
      case .didEndDecelerating: ("didEndDecelerating", [])
      case .didEndScrollingAnimation: ("didEndScrollingAnimation", [])
      case .touchDropped(let id): ("touchDropped", [TapeField("touch", .integer(Int64(id.rawValue)))])
      case .dragCancelled: ("dragCancelled", [])
      }
    return TapeRecord(kind: .scroll, timestamp: event.timestamp, stream: view, name: name, fields: fields)
  }

  static func record(_ event: HapticEvent) -> TapeRecord {
    let time = Timestamp.seconds(event.time)
    func make(_ name: String, _ fields: [TapeField]) -> TapeRecord {
      TapeRecord(kind: .haptic, timestamp: time, stream: "haptics", name: name, fields: fields)
    }
    switch event {
    case .transient(let transient):
      return make(
        "transient",
        [TapeField("intensity", .scalar(transient.intensity)), TapeField("sharpness", .scalar(transient.sharpness))])
    case .continuous(let continuous):
      var fields = [
        TapeField("intensity", .scalar(continuous.intensity)),
        TapeField("sharpness", .scalar(continuous.sharpness)),
        TapeField("duration", .duration(.seconds(continuous.duration))),
      ]
      if let envelope = continuous.envelope {
        fields += [
          TapeField("attackTime", .scalar(envelope.attackTime)), TapeField("decayTime", .scalar(envelope.decayTime)),
          TapeField("releaseTime", .scalar(envelope.releaseTime)), TapeField("sustained", .flag(envelope.isSustained)),
        ]
      }
      return make("continuous", fields)
    case .feedback(let feedback):
      switch feedback.kind {
      case .notification(let type): return make("notification", [TapeField("type", .symbol(type.rawValue))])
      case .impact(let style, let intensity):
        return make("impact", [TapeField("style", .symbol(style.rawValue)), TapeField("intensity", .scalar(intensity))])
      case .selection: return make("selection", [])
      }
    case .dynamicParameter(let parameter):
      return make(
        "dynamicParameter",
        [TapeField("parameter", .symbol(parameter.parameter.rawValue)), TapeField("value", .scalar(parameter.value))])
    case .parameterCurve(let curve):
      var fields = [TapeField("parameter", .symbol(curve.parameter.rawValue))]
      for (index, point) in curve.controlPoints.enumerated() {
        fields += [TapeField("time\(index)", .duration(.seconds(point.time))), TapeField("value\(index)", .scalar(point.value))]
      }
      return make("parameterCurve", fields)
    case .audio(let audio):
      return make("audio", audio.duration.map { [TapeField("duration", .duration(.seconds($0)))] } ?? [])
    }
  }

  static func record(_ event: SceneEvent) -> TapeRecord {
    let fields = event.values.map { name, value in
      switch value {
      case .integer(let n): TapeField(name, .integer(Int64(n)))
      case .position(let x): TapeField(name, .position(x))
      case .number(let x): TapeField(name, .scalar(x))
      case .flag(let b): TapeField(name, .flag(b))
      case .text(let s): TapeField(name, .symbol(s))
      }
    }
    return TapeRecord(kind: .scene, timestamp: event.timestamp, stream: "scene", name: event.name, fields: fields)
  }

  /// The field names of a 3D transform's entries, row by row (`CATransform3D`'s `m11`…`m44`).
  static let matrixFieldNames = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
  ]

  static func record(_ attributes: LayoutAttributes, of view: String, at time: Timestamp) -> TapeRecord {
    let frame = attributes.frame
    let t = attributes.transform3D
    let transformCount = t.isAffine ? (t.affineTransform.isIdentity ? 0 : 6) : 16
    // Appended one by one into the reserved array: an array literal added with `+=` would
    // allocate a second, temporary array for every record.
    var fields: [TapeField] = []
    fields.reserveCapacity(11 + transformCount + attributes.customValues.underestimatedCount)
    fields.append(TapeField("item", .integer(Int64(attributes.indexPath.item))))
    fields.append(TapeField("section", .integer(Int64(attributes.indexPath.section))))
    fields.append(TapeField("x", .position(frame.origin.x)))
    fields.append(TapeField("y", .position(frame.origin.y)))
    fields.append(TapeField("width", .position(frame.size.width)))
    fields.append(TapeField("height", .position(frame.size.height)))
    fields.append(TapeField("alpha", .scalar(attributes.alpha)))
    fields.append(TapeField("zIndex", .integer(Int64(attributes.zIndex))))
    fields.append(TapeField("hidden", .flag(attributes.isHidden)))
    fields.append(TapeField("anchorX", .scalar(attributes.anchorPoint.x)))
    fields.append(TapeField("anchorY", .scalar(attributes.anchorPoint.y)))
    if t.isAffine {
      let a = t.affineTransform
      if !a.isIdentity {
        fields.append(TapeField("a", .scalar(a.a)))
        fields.append(TapeField("b", .scalar(a.b)))
        fields.append(TapeField("c", .scalar(a.c)))
        fields.append(TapeField("d", .scalar(a.d)))
        fields.append(TapeField("tx", .position(a.tx)))
        fields.append(TapeField("ty", .position(a.ty)))
      }
    } else {
      for (name, value) in zip(Self.matrixFieldNames, t.entries) {
        fields.append(TapeField(name, .scalar(value)))
      }
    }
    for entry in attributes.customValues {
      fields.append(TapeField(entry.name.rawValue, .scalar(entry.value)))
    }
    let category = attributes.category.description
    return TapeRecord(kind: .layout, timestamp: time, stream: view, name: category, fields: fields)
  }
}
