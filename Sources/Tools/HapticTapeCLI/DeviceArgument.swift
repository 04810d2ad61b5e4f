import TouchModel

/// Resolves the `--device` option shared by the commands that run scenes or render scripts.
enum DeviceArgument {
  /// The help text for `--device`.
  static let help = "The device profile: iphone-15-pro (default), iphone-se or iphone-15-pro-max."

  /// The built-in profile called `name`.
  /// - Throws: ``CommandFailure`` naming the known profiles.
  static func profile(named name: String) throws -> DeviceProfile {
    guard let profile = DeviceProfile.named(name) else {
      let names = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
      throw CommandFailure("unknown device '\(name)'; use one of \(names)")
    }
    return profile
  }
}
