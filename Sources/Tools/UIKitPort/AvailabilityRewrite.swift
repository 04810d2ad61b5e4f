import SwiftSyntax

/// `@available(iOS, unavailable)` means unavailable on the headless iPhone too.
///
/// On Linux an iOS-only availability attribute is ignored, so an enum case iOS refuses would be
/// available, and a `switch` that leaves it out (as iOS requires) would not be exhaustive. The
/// port writes the platform as `*`, padded with spaces so columns stay.
enum AvailabilityRewrite {
  /// The `iOS` token to make `*`, when `node` marks a declaration unavailable on iOS.
  static func iOSToken(in node: AttributeSyntax) -> TokenSyntax? {
    guard node.attributeName.trimmedDescription == "available",
      case .availability(let arguments)? = node.arguments,
      case .token(let platform)? = arguments.first?.argument, platform.text == "iOS",
      arguments.contains(where: { argument in
        if case .token(let token) = argument.argument { token.text == "unavailable" } else { false }
      })
    else { return nil }
    return platform
  }
}
