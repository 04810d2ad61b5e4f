import Replay
import Tape
import TouchCore

extension ReportTape {
  /// Output records sorted into what each lane of the page draws.
  struct Outputs: Sendable {
    var haptics: [Haptic] = []
    var sceneEvents: [Mark] = []
    var layoutSamples: [LayoutSample] = []
    /// Each view's scroll motion so far, in the order the views first scrolled.
    private(set) var scrollViews: [ScrollBuilder] = []
    private var scrollIndex: [String: Int] = [:]

    init() {}

    /// Sorts `records` (in time order).
    init(_ records: [TapeRecord]) {
      for record in records { add(record) }
    }

    /// How many items the lists hold (a layout sample counts its cells).
    var heldItemCount: Int {
      var count = haptics.count + sceneEvents.count
      for sample in layoutSamples { count += sample.cells.count }
      for view in scrollViews {
        count += view.scroll.offsets.count + view.scroll.phases.count + view.scroll.callbacks.count
      }
      return count
    }

    /// How many of a scroll view's offsets, phases and callbacks.
    struct ScrollCounts: Sendable {
      var offsets = 0
      var phases = 0
      var callbacks = 0
    }

    /// Drops scroll view `index`'s offsets, phases and callbacks before the indices `sent`, its
    /// lists holding their items from the indices `dropped` on.
    /// - Returns: The indices its lists start at now.
    mutating func dropScroll(at index: Int, before sent: ScrollCounts, dropped: ScrollCounts)
      -> ScrollCounts
    {
      guard scrollViews.indices.contains(index) else { return dropped }
      func drop<Element>(_ list: inout [Element], _ sent: Int, _ base: Int) -> Int {
        let count = min(max(0, sent - base), list.count)
        list.removeFirst(count)
        return base + count
      }
      return ScrollCounts(
        offsets: drop(&scrollViews[index].scroll.offsets, sent.offsets, dropped.offsets),
        phases: drop(&scrollViews[index].scroll.phases, sent.phases, dropped.phases),
        callbacks: drop(&scrollViews[index].scroll.callbacks, sent.callbacks, dropped.callbacks))
    }

    /// Every view's scroll motion, open phases ending at `end`.
    func scrolls(end: Double) -> [Scroll] { scrollViews.map { $0.finished(at: end) } }

    /// Sorts one more record, later than every record before it, into its lane.
    mutating func add(_ record: TapeRecord) {
      let t = record.timestamp.seconds
      switch record.kind {
      case .scroll:
        if let index = scrollIndex[record.stream] {
          scrollViews[index].add(record)
        } else {
          scrollIndex[record.stream] = scrollViews.count
          var builder = ScrollBuilder(view: record.stream)
          builder.add(record)
          scrollViews.append(builder)
        }
      case .haptic:
        haptics.append(Self.haptic(record))
      case .scene:
        sceneEvents.append(
          Mark(t: t, name: record.name, detail: ReportTape.describe(record.fields)))
      case .layout:
        let cell = Self.cell(record)
        if let last = layoutSamples.last, last.t == t, last.view == record.stream {
          layoutSamples[layoutSamples.count - 1].cells.append(cell)
        } else {
          layoutSamples.append(LayoutSample(t: t, view: record.stream, cells: [cell]))
        }
      default:
        break
      }
    }

    /// A haptic record as the haptic lane draws it.
    static func haptic(_ record: TapeRecord) -> Haptic {
      func scalar(_ name: String) -> Double? {
        switch record[field: name] {
        case .scalar(let x), .position(let x): x
        case .integer(let n): Double(n)
        default: nil
        }
      }
      func symbol(_ name: String) -> String? {
        if case .symbol(let s) = record[field: name] { return s }
        return nil
      }
      var duration: Double?
      if case .duration(let d) = record[field: "duration"] { duration = d.seconds }
      let t = record.timestamp.seconds
      var haptic = Haptic(
        kind: "other", t: t, name: record.name, intensity: scalar("intensity"),
        sharpness: scalar("sharpness"),
        duration: duration, label: record.name, points: nil,
        detail: ReportTape.describe(record.fields))
      switch record.name {
      case "transient": haptic.kind = "transient"
      case "continuous": haptic.kind = "continuous"
      case "selection": haptic.kind = "feedback"
      case "impact":
        haptic.kind = "feedback"
        haptic.label = "impact " + (symbol("style") ?? "")
      case "notification":
        haptic.kind = "feedback"
        haptic.label = "notification " + (symbol("type") ?? "")
      case "dynamicParameter":
        haptic.kind = "parameter"
        haptic.label =
          (symbol("parameter") ?? "parameter") + " "
          + RecordFormatter.number(scalar("value") ?? 0, decimals: 2)
      case "parameterCurve":
        haptic.kind = "curve"
        haptic.label = symbol("parameter") ?? "curve"
        var points: [[Double]] = []
        var index = 0
        while case .duration(let time) = record[field: "time\(index)"],
          let value = scalar("value\(index)")
        {
          points.append([t + time.seconds, value])
          index += 1
        }
        haptic.points = points
      case "audio": haptic.kind = "audio"
      default: break
      }
      return haptic
    }

    /// A layout record as the screen draws it.
    static func cell(_ record: TapeRecord) -> Cell {
      var cell = Cell(
        category: record.name, item: 0, section: 0, x: 0, y: 0, width: 0, height: 0, alpha: 1,
        zIndex: 0,
        hidden: false, anchorX: 0.5, anchorY: 0.5, transform: nil, custom: "")
      var matrix = [1.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
      var hasTransform = false
      var custom: [TapeField] = []
      for field in record.fields {
        let number: Double =
          switch field.value {
          case .scalar(let x), .position(let x): x
          case .integer(let n): Double(n)
          case .duration(let d): d.seconds
          case .flag(let b): b ? 1 : 0
          case .symbol: .nan
          }
        switch field.name {
        case "item": cell.item = Int(number)
        case "section": cell.section = Int(number)
        case "x": cell.x = number
        case "y": cell.y = number
        case "width": cell.width = number
        case "height": cell.height = number
        case "alpha": cell.alpha = number
        case "zIndex": cell.zIndex = Int(number)
        case "hidden": cell.hidden = number != 0
        case "anchorX": cell.anchorX = number
        case "anchorY": cell.anchorY = number
        default:
          // Affine entries map onto CATransform3D's m11, m12, m21, m22, m41, m42.
          let affine = ["a": 0, "b": 1, "c": 4, "d": 5, "tx": 12, "ty": 13]
          if let slot = affine[field.name] ?? Self.matrixSlots[field.name] {
            matrix[slot] = number
            hasTransform = true
          } else {
            custom.append(field)
          }
        }
      }
      cell.transform = hasTransform ? matrix : nil
      cell.custom = ReportTape.describe(custom)
      return cell
    }

    /// `m11` … `m44` → 0 … 15.
    static let matrixSlots: [String: Int] = {
      var slots: [String: Int] = [:]
      for row in 1...4 {
        for column in 1...4 { slots["m\(row)\(column)"] = (row - 1) * 4 + column - 1 }
      }
      return slots
    }()
  }

  /// Collects one scroll view's offsets, callbacks and phases.
  struct ScrollBuilder: Sendable {
    var scroll: Scroll
    private var open: (phase: String, from: Double, implicit: Bool)?
    private var lastScroll = 0.0

    /// Whether a phase is still open: ``finished(at:)`` adds it after `scroll.phases`.
    var hasOpenPhase: Bool { open != nil }

    init(view: String) {
      scroll = Scroll(view: view, offsets: [], phases: [], callbacks: [])
    }

    mutating func add(_ record: TapeRecord) {
      let t = record.timestamp.seconds
      if record.name == "didScroll" {
        var x = 0.0
        var y = 0.0
        if case .position(let value) = record[field: "x"] { x = value }
        if case .position(let value) = record[field: "y"] { y = value }
        scroll.offsets.append([t, x, y])
        // Motion outside a drag or deceleration is an animation (setContentOffset, scrollToItem).
        if open == nil { open = ("animating", t, true) }
        lastScroll = t
        return
      }
      scroll.callbacks.append(
        Mark(t: t, name: record.name, detail: ReportTape.describe(record.fields)))
      switch record.name {
      case "willBeginDragging": begin("dragging", at: t)
      case "willBeginDecelerating": begin("decelerating", at: t)
      case "didEndDragging", "dragCancelled", "didEndDecelerating", "didEndScrollingAnimation":
        close(at: t)
      default: break
      }
    }

    private mutating func begin(_ phase: String, at t: Double) {
      close(at: t)
      open = (phase, t, false)
    }

    private mutating func close(at t: Double) {
      guard let current = open else { return }
      // An implicit animation with no end callback ends at its last didScroll.
      let end = current.implicit && t > lastScroll ? lastScroll : t
      scroll.phases.append(
        Phase(phase: current.phase, from: current.from, to: max(end, current.from)))
      open = nil
    }

    /// The phase still open, ending at `end` (an implicit animation at its last `didScroll`).
    func openPhase(endingAt end: Double) -> Phase? {
      guard let current = open else { return nil }
      let to = current.implicit ? lastScroll : end
      return Phase(phase: current.phase, from: current.from, to: max(to, current.from))
    }

    func finished(at end: Double) -> Scroll {
      var finished = scroll
      if let open = openPhase(endingAt: end) { finished.phases.append(open) }
      return finished
    }
  }
}
