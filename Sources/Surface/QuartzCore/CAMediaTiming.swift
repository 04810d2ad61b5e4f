import Foundation

/// The timing a layer and an animation share: a time space that begins at ``beginTime`` in its
/// parent's, runs ``speed`` times as fast and is shifted by ``timeOffset``, repeating its
/// cycles of ``duration``.
///
/// An animation's timing is modelled (see ``CAAnimation``); a layer's is kept and converts
/// times (``CALayer/convertTime(_:from:)``), but its animations run on the replay's clock.
public protocol CAMediaTiming: AnyObject {
  /// When the object's time begins, in its parent's time.
  var beginTime: CFTimeInterval { get set }
  /// Seconds of one cycle.
  var duration: CFTimeInterval { get set }
  /// How fast the object's time runs against its parent's.
  var speed: Float { get set }
  /// Seconds added to the object's time.
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles run.
  var repeatCount: Float { get set }
  /// Seconds the cycles repeat for.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each cycle plays forward then back.
  var autoreverses: Bool { get set }
  /// What shows outside the active time.
  var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}

extension CALayer: CAMediaTiming {
  /// `t`, a time in `layer`'s time space (absolute time, as `CACurrentMediaTime()` gives it,
  /// when `layer` is nil), in this layer's.
  ///
  /// Each layer's time is its superlayer's less ``beginTime``, times ``speed``, plus
  /// ``timeOffset``, as Core Animation defines it (`CAMediaTiming`).
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    localTime(fromAbsolute: layer?.absoluteTime(fromLocal: t) ?? t)
  }

  /// `t`, a time in this layer's time space, in `layer`'s (absolute time when `layer` is nil).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let absolute = absoluteTime(fromLocal: t)
    return layer?.localTime(fromAbsolute: absolute) ?? absolute
  }

  /// Absolute time `t` in this layer's time: down from the root layer.
  private func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
    var chain: [CALayer] = []
    var current: CALayer? = self
    while let layer = current {
      chain.append(layer)
      current = layer.superlayer
    }
    return chain.reversed().reduce(t) { time, layer in
      (time - layer.beginTime) * CFTimeInterval(layer.speed) + layer.timeOffset
    }
  }

  /// This layer's time `t` in absolute time: up to the root layer.
  ///
  /// A layer whose speed is 0 stands still, so its every time maps to its ``beginTime`` (ours:
  /// the inverse is undefined).
  private func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    var time = t
    var current: CALayer? = self
    while let layer = current {
      time =
        layer.speed == 0
        ? layer.beginTime
        : (time - layer.timeOffset) / CFTimeInterval(layer.speed) + layer.beginTime
      current = layer.superlayer
    }
    return time
  }
}
