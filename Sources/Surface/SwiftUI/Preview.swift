/// Xcode's canvas preview of a view (inert: nothing previews headless).
///
/// `#Preview` blocks in an app's files compile as they are: the body is type checked as on iOS,
/// then the macro declares nothing. Through the build-time port (`HapticTapePort`) they become
/// spaces before compiling.
///
/// ```swift
/// import SwiftUI
///
/// struct Counter: View {
///   @Binding var count: Int
///   var body: some View { Text("\(count)") }
/// }
///
/// #Preview("Counter", traits: .sizeThatFitsLayout) {
///   @Previewable @State var count = 3
///   Counter(count: $count)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Xcode's canvas preview of a view with traits (inert: nothing previews headless).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a dynamic property declared in a `#Preview` body as the preview's own (inert).
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// The namespace of the preview traits (inert).
public struct Preview {
  /// The traits of a view's preview (inert).
  public struct ViewTraits {}
}

/// A trait of a preview: its layout or orientation (inert: nothing previews headless).
public struct PreviewTrait<T> {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview sized to the view (inert).
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
  /// The preview in the device's layout (inert).
  public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
  /// The preview at a fixed size (inert).
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(name: "fixedLayout")
  }
  /// The device upright (inert).
  public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
  /// The device upside down (inert).
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
  /// The device turned left (inert).
  public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
  /// The device turned right (inert).
  public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
}
