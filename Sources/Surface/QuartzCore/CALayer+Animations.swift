import Dispatch
import Foundation
import HeadlessRuntime
import TouchCore

extension CALayer {
  /// Adds `anim` under `key` and runs it on the virtual clock.
  ///
  /// An animation already under `key` stops unfinished. The delegate hears the start at the
  /// begin time and the stop at the end of the active duration, when the layer also removes it
  /// unless ``CAAnimation/isRemovedOnCompletion`` is false. The object is kept, not copied.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { removeAnimation(forKey: key) }
    guard let runtime = HeadlessRuntime.current else {
      let run = LayerAnimationRun(key: key, animation: anim, begin: nil)
      animationRuns.append(run)
      // No time passes outside a replay: start and stop on a later turn of the main queue.
      let work = DispatchedWork { [weak self] in
        guard let self, self.animationRuns.contains(where: { $0 === run }) else { return }
        run.started = true
        anim.delegate?.animationDidStart(anim)
        self.finish(run)
      }
      DispatchQueue.main.async { work.run() }
      return
    }
    let begin =
      anim.beginTime > 0 && anim.beginTime.isFinite
      ? Timestamp(nanoseconds: 0) + .appRequested(seconds: anim.beginTime) : runtime.now
    let run = LayerAnimationRun(key: key, animation: anim, begin: begin)
    animationRuns.append(run)
    run.startWork = runtime.schedule(at: begin) {
      run.started = true
      anim.delegate?.animationDidStart(anim)
    }
    if let active = anim.activeDuration {
      run.stopWork = runtime.schedule(at: max(begin, runtime.now) + .appRequested(seconds: active))
      { [weak self] in self?.finish(run) }
    }
  }

  /// The animation under `key`, while the layer has it.
  public func animation(forKey key: String) -> CAAnimation? {
    animationRuns.last { $0.key == key }?.animation
  }

  /// The keys of the layer's animations, in the order added; nil when it has none with a key.
  public func animationKeys() -> [String]? {
    let keys = animationRuns.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`; its delegate hears it stop unfinished.
  public func removeAnimation(forKey key: String) {
    for run in animationRuns where run.key == key { stop(run, finished: false) }
  }

  /// Removes every explicit animation; each delegate hears it stop unfinished.
  public func removeAllAnimations() {
    for run in animationRuns { stop(run, finished: false) }
  }

  /// A copy of the layer as it shows now: its model geometry with the in-flight value of each
  /// running ``CABasicAnimation``, ``CASpringAnimation``, ``CAKeyframeAnimation`` (and each of a
  /// ``CAAnimationGroup``'s) of `position`, `position.x`,
  /// `position.y`, `bounds`, `bounds.size`, `bounds.size.width`, `bounds.size.height`,
  /// `bounds.origin`, `opacity`, `cornerRadius` or `zPosition` applied; the model's values
  /// outside a replay.
  public func presentation() -> Self? {
    let copy = type(of: self).init(madeByView: ())
    copy.copyGeometry(from: self)
    guard let now = HeadlessRuntime.current?.now else { return copy }
    for run in animationRuns {
      guard let begin = run.begin, now >= begin else { continue }
      applyPresentation(of: run.animation, elapsed: (now - begin).seconds, to: copy, depth: 0)
    }
    return copy
  }

  /// Applies `animation`'s value `elapsed` seconds after its begin to `copy`: a basic or spring
  /// animation's, a keyframe animation's, or each of a group's animations' in the group's time.
  private func applyPresentation(
    of animation: CAAnimation, elapsed: Double, to copy: CALayer, depth: Int
  ) {
    switch animation {
    case let basic as CABasicAnimation:
      guard let path = basic.keyPath else { return }
      let progress = basic.progress(atElapsed: elapsed)
      LayerKeyPathValue.apply(basic, path: path, progress: progress, to: copy, model: self)
    case let keyframes as CAKeyframeAnimation:
      guard let path = keyframes.keyPath,
        let (from, to, progress) = keyframes.segment(at: keyframes.progress(atElapsed: elapsed))
      else { return }
      LayerKeyPathValue.apply(
        from: from, to: to, progress: progress, path: path, to: copy, model: self)
    case let group as CAAnimationGroup:
      // Groups inside groups: 8 levels (ours), deeper ones are not shown.
      guard depth < 8, let children = group.animations else { return }
      let local = min(elapsed, group.activeDuration ?? elapsed) * Double(group.speed)
      for child in children where local >= child.beginTime {
        applyPresentation(of: child, elapsed: local - child.beginTime, to: copy, depth: depth + 1)
      }
    default: return
    }
  }

  /// Ends `run` at its end time: the delegate hears it finished; the layer drops it unless it
  /// is kept on completion.
  private func finish(_ run: LayerAnimationRun) {
    if run.animation.isRemovedOnCompletion { animationRuns.removeAll { $0 === run } }
    run.animation.delegate?.animationDidStop(run.animation, finished: true)
  }

  /// Removes `run` early; a started one's delegate hears it stop unfinished.
  private func stop(_ run: LayerAnimationRun, finished: Bool) {
    animationRuns.removeAll { $0 === run }
    if let runtime = HeadlessRuntime.current {
      run.startWork.map(runtime.cancel)
      run.stopWork.map(runtime.cancel)
    }
    guard run.started else { return }
    run.animation.delegate?.animationDidStop(run.animation, finished: finished)
  }
}
