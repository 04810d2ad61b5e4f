import Synchronization

/// An app's ``CustomAnimation``, erased: compared by its value, run on a geometry's numbers.
struct CustomCurve: @unchecked Sendable {
  // Unchecked: the closure only calls the app's animation, which is Sendable.
  let base: AnyHashable
  let animate:
    (ComponentVector, Double, inout AnimationContext<ComponentVector>) -> ComponentVector?

  init<A: CustomAnimation>(_ animation: A) {
    base = AnyHashable(animation)
    animate = { value, time, context in
      animation.animate(value: value, time: time, context: &context)
    }
  }

  /// Seconds until it returns nil for a unit change, asked every ``probeStep``; infinite when
  /// it runs past ``probeLimit`` (``CustomAnimation`` says why).
  var restingDuration: Double {
    var context = AnimationContext<ComponentVector>()
    let unit = ComponentVector(components: [1])
    var step = 0
    while Double(step) * Self.probeStep <= Self.probeLimit {
      let time = Double(step) * Self.probeStep
      if animate(unit, time, &context) == nil { return time }
      step += 1
    }
    return .infinity
  }

  /// The interval at which ``restingDuration`` asks (ours: twice the replay's 120 Hz frames).
  static let probeStep = 1.0 / 240
  /// How long ``restingDuration`` asks before it calls the animation endless (ours).
  static let probeLimit = 600.0
}

/// The app's custom curves by number, so that an ``Animation`` holds a number and stays plain
/// data: copied without reference counting, as its springs and Bézier curves are (a curve held
/// in the animation itself made every copy of an animation, and of the geometry animations that
/// hold one, go through Swift's generic value witnesses, on every frame).
///
/// Equal values share a number, so the table grows with the distinct custom animations an app
/// makes, kept for the process's life (ours).
enum CustomCurveTable {
  private static let table = Mutex<
    (numbers: [AnyHashable: Int], curves: [CustomCurve], restingDurations: [Int: Double])
  >(([:], [], [:]))

  /// The number of `curve`, or of an equal one made before.
  static func number(of curve: CustomCurve) -> Int {
    table.withLock { table in
      if let number = table.numbers[curve.base] { return number }
      table.curves.append(curve)
      table.numbers[curve.base] = table.curves.count - 1
      return table.curves.count - 1
    }
  }

  /// The curve numbered `number`.
  static func curve(_ number: Int) -> CustomCurve? {
    table.withLock { table in table.curves.indices.contains(number) ? table.curves[number] : nil }
  }

  /// The ``CustomCurve/restingDuration`` of the curve numbered `number` (0 for no curve), found
  /// once: every animation and removal along it asks, and finding it asks the app's curve up to
  /// 144,000 times.
  static func restingDuration(of number: Int) -> Double {
    if let known = table.withLock({ $0.restingDurations[number] }) { return known }
    // Found outside the lock: it runs the app's code.
    let seconds = curve(number)?.restingDuration ?? 0
    table.withLock { $0.restingDurations[number] = seconds }
    return seconds
  }
}

/// One run of a ``CustomCurve`` over a geometry's numbers: its context carried from frame to
/// frame, as SwiftUI carries it.
final class CustomCurveRun {
  private let curve: CustomCurve
  private let change: ComponentVector
  private var context = AnimationContext<ComponentVector>()
  private var last: (time: Double, done: ComponentVector?)?

  init(curve: CustomCurve, from: [Double], to: [Double]) {
    self.curve = curve
    change = ComponentVector(components: zip(to, from).map { $0 - $1 })
  }

  /// How much of the change is done `time` seconds in (nil: finished).
  ///
  /// Asked for the same time again, it answers without calling the animation; once finished,
  /// it stays finished.
  func done(at time: Double) -> ComponentVector? {
    if let last, last.time == time || last.done == nil { return last.done }
    let done = curve.animate(change, max(time, 0), &context)
    last = (time, done)
    return done
  }
}
