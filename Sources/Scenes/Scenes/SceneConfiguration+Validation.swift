import TouchModel

// MARK: - Validation

extension SceneConfiguration {
  /// Checks every key of ``keys`` in order.
  ///
  /// - Parameter device: The device the scene runs on (some ranges depend on its screen).
  /// - Throws: ``SceneError`` with code ``SceneError/Code/invalidConfiguration`` and
  ///   ``SceneError/configurationKey`` for the first key out of range, naming the expected type
  ///   and range and the value found.
  public func validate(on device: DeviceProfile) throws(SceneError) {
    for key in Self.keys {
      if let error = key.problem(in: self, on: device) { throw error }
    }
  }
}
