import TouchModel

// MARK: - Rendering

extension GestureScript {
  /// Renders the script into the touch samples and scene commands a person would produce on
  /// `device`.
  ///
  /// Samples fall on the device's touch scan grid, tick `k` at `k·10⁹/touchRate` ns exactly
  /// (``TouchCore/Timestamp/tick(_:hertz:)``, the grid of the display frames), with
  /// durations rounded to whole ticks (a drag takes at least one). Phases follow UIKit:
  /// `began`, then `moved` only in scans where the reported position changed, then `ended`. A
  /// finger that does not move produces no sample at all (it would be `stationary` in
  /// `UIEvent.allTouches`, but UIKit calls no `touchesMoved` for it); `stationary` is never
  /// emitted. Positions are rounded to device pixels (1/`scale` pt). Fingers moving in the same
  /// scan report in the order the script lists them. `lift` reports `ended` where the finger
  /// was last reported, one scan after its last sample at the earliest. Commands take effect at
  /// the current scan time and are never jittered. When the device scans touches faster than
  /// its display refreshes (`touchRate > frameRate`), touches are delivered once per frame as
  /// UIKit does: consecutive `moved` scans of one finger for the same frame become one sample,
  /// the last, listing every scan in `coalesced`.
  ///
  /// ```swift
  /// let script = try GestureScript(parsing: "touch 1 at 100,100\ndrag 1 to 100,200 in 0.1s\nlift 1")
  /// let timeline = try script.render(on: .iPhoneSE)
  /// timeline.touches.count  // 1 began + 6 moved + 1 ended
  /// ```
  ///
  /// - Parameters:
  ///   - device: The device profile: touch rate, pixel scale.
  ///   - configuration: Tap and fling choices, the duration limit and optional jitter.
  /// - Returns: The inputs in time order.
  /// - Throws: ``GestureScriptError`` at the statement that uses a finger in the wrong state,
  ///   asks for an impossible value, or runs past the maximum duration; or at the `touch` of a
  ///   finger still down at the end.
  /// - Complexity: O(samples).
  public func render(
    on device: DeviceProfile, configuration: GestureRenderConfiguration = .init()
  ) throws(GestureScriptError) -> GestureTimeline {
    var locator = NoElementLocator()
    return try render(on: device, configuration: configuration, locating: &locator)
  }

  /// Renders the script as ``render(on:configuration:)`` does, asking `locator` where each
  /// element a statement names (`tap item 3 in strip`) is when the statement starts.
  ///
  /// ```swift
  /// import Replay
  /// import SeedScenes
  ///
  /// var locator = SceneElementLocator(scene: PhotosScene.self, configuration: .init(), device: .iPhone15Pro)
  /// let timeline = try GestureScript(parsing: "tap item 3 in thumbnails")
  ///   .render(on: .iPhone15Pro, locating: &locator)
  /// ```
  ///
  /// - Throws: ``GestureScriptError`` as ``render(on:configuration:)`` does, and with code
  ///   ``GestureScriptError/Code/elementNotVisible`` at a statement whose element `locator`
  ///   cannot find, saying what is visible instead.
  public func render<Locator: GestureElementLocator>(
    on device: DeviceProfile, configuration: GestureRenderConfiguration = .init(),
    locating locator: inout Locator
  ) throws(GestureScriptError) -> GestureTimeline {
    var renderer = GestureRenderer(profile: device, configuration: configuration)
    return try renderer.render(self, locator: &locator)
  }
}
