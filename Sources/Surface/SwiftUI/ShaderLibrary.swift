import Foundation

/// A library of Metal shader functions, looked up by name as members (iOS 17).
///
/// Inert: there is no Metal headless, so no library is loaded and no function compiled; a
/// function is a name kept with its library, and the effects that use it change no pixel.
///
/// ```swift
/// import SwiftUI
///
/// struct Rippled: View {
///   var body: some View {
///     Color.blue.frame(width: 100, height: 100)
///       .distortionEffect(
///         ShaderLibrary.ripple(.float(0.5), .float2(100, 100)), maxSampleOffset: .zero)
///   }
/// }
/// ```
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  /// Where the library would come from (kept; inert).
  enum Source: Equatable {
    case bundle(Bundle)
    case url(URL)
    case data(Data)
  }
  /// Where the library would come from (kept; inert).
  let source: Source

  /// The app bundle's default library (inert).
  public static let `default` = ShaderLibrary(source: .bundle(.main))

  /// The default library of `bundle` (inert).
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: .bundle(bundle))
  }

  private init(source: Source) { self.source = source }
  /// The precompiled library at `url` (inert: never read).
  public init(url: URL) { source = .url(url) }
  /// The precompiled library `data` (inert: never read).
  public init(data: Data) { source = .data(data) }

  /// The function `name` of the app's default library: `ShaderLibrary.ripple` (inert).
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
  /// The function `name` of this library: `ShaderLibrary.default.ripple` (inert).
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }
}
