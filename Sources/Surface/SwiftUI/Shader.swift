/// A shader function with its uniform arguments bound: what the shader effects and the
/// `Shading.shader` fill take (iOS 17).
///
/// Inert: no Metal headless, so a shader is kept and never run. As a ``ShapeStyle`` it fills
/// nothing, and the effects that take it leave the view's layout and hit-testing unchanged, as
/// on iOS, where they change only pixels.
public struct Shader: Equatable, Sendable {
  /// The function the shader calls (inert).
  public var function: ShaderFunction
  /// The arguments bound to the function's parameters, in order (inert).
  public var arguments: [Argument]
  /// Whether the shader's colours are dithered against banding (inert).
  public var dithersColor: Bool = false

  /// A shader calling `function` with `arguments` (inert).
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }
}

extension Shader: ShapeStyle {}
