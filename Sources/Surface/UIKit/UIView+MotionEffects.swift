extension UIView {
  /// Adds `effect` (inert: no device motion headless, so it moves nothing).
  public func addMotionEffect(_ effect: UIMotionEffect) {
    if !motionEffects.contains(where: { $0 === effect }) { motionEffects.append(effect) }
  }

  /// Removes `effect` (inert, as the effects are).
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}
