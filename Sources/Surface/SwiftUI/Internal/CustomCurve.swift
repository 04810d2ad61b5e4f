/// An app's ``CustomAnimation``, erased: compared by its value, run on a geometry's numbers.
struct CustomCurve: Equatable, @unchecked Sendable {
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

  static func == (a: CustomCurve, b: CustomCurve) -> Bool { a.base == b.base }

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
