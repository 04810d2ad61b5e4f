/// A function of a Metal shader library, by name: called with arguments, it makes a ``Shader``
/// (iOS 17; inert: no Metal headless).
///
/// Dynamically callable, as Apple's is, so `ShaderLibrary.ripple(.float(0.5))` calls
/// ``dynamicallyCall(withArguments:)``.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library holding the function (inert).
  public var library: ShaderLibrary
  /// The function's name in the library (inert).
  public var name: String

  /// The function `name` of `library` (inert).
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// A shader calling this function with `args` bound to its parameters after the position
  /// (inert: kept, never run).
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}
