/// A type that makes previews of a view for Xcode's canvas (inert: nothing previews headless).
///
/// An app's preview providers compile headless so its files need no change; nothing shows or
/// evaluates ``previews`` (no canvas in a replay). `#Preview` blocks compile too (see
/// `Preview(_:body:)`).
///
/// ```swift
/// import SwiftUI
///
/// struct BadgeView: View {
///   var body: some View { Text("New").padding(4).border(.red) }
/// }
///
/// struct BadgeView_Previews: PreviewProvider {
///   static var previews: some View {
///     BadgeView().previewLayout(.sizeThatFits)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview (never evaluated headless).
  @ViewBuilder static var previews: Previews { get }
  /// The platform to preview on; nil for the target's own.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// The target's own platform.
  public static var platform: PreviewPlatform? { nil }
}
