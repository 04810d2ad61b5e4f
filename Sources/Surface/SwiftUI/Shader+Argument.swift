import Foundation

extension Shader {
  /// One uniform argument of a shader function: numbers, colours, an image or bytes (inert:
  /// kept, never passed to Metal).
  public struct Argument: Equatable, Sendable {
    /// What the argument holds.
    enum Value: Equatable, Sendable {
      /// One to four floats (`float` to `float4`).
      case floats([Float])
      case floatArray([Float])
      case color(Color)
      case colorArray([Color])
      case image(Image)
      case data(Data)
      case boundingRect
    }
    /// What the argument holds (kept; inert).
    let value: Value

    /// `float(x)` (inert).
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(value: .floats([Float(x)]))
    }
    /// `float2(x, y)` (inert).
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: .floats([Float(x), Float(y)]))
    }
    /// `float2(point.x, point.y)` (inert).
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    /// `float2(size.width, size.height)` (inert).
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    /// `float2(vector.dx, vector.dy)` (inert).
    public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
    /// `float3(x, y, z)` (inert).
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: .floats([Float(x), Float(y), Float(z)]))
    }
    /// `float4(x, y, z, w)` (inert).
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    { Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)])) }
    /// An array of floats, with its count (inert).
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(value: .floatArray(array))
    }
    /// `color`, as a `half4` (inert).
    public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
    /// An array of colours, with its count (inert).
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: .colorArray(array))
    }
    /// `image`, as a texture the shader samples (inert).
    public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
    /// The bytes `data`, with their count (inert).
    public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    /// The bounding rect of the view or shape the shader is on, as `float4` (inert).
    public static var boundingRect: Argument { Argument(value: .boundingRect) }
  }
}
