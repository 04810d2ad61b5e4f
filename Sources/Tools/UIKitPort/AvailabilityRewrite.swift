import SwiftSyntax

/// `@available(iOS, unavailable)` means unavailable on the headless iPhone too, and so does
/// `@available(iOS, obsoleted: 15)`: the headless iPhone runs a later iOS.
///
/// On Linux an iOS-only availability attribute is ignored, so an enum case iOS refuses would be
/// available, and a `switch` that leaves it out (as iOS requires) would not be exhaustive; an
/// app's own backport of an API, obsoleted where the API came, would make every call of the
/// API ambiguous. The port writes the platform as `*`, padded with spaces so columns stay; an
/// obsoleted declaration becomes `@available(*, unavailable)`.
enum AvailabilityRewrite {
  /// The iOS whose API the surfaces model (iOS 18's SwiftUI scroll geometry, for one): what is
  /// obsoleted by it is not there.
  static let headlessIOSMajorVersion = 18

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

  /// The arguments to write as `*, unavailable` (with the text that replaces them, padded to
  /// their length when on one line), when `node` marks a declaration obsoleted on iOS by the
  /// headless iPhone's version.
  static func obsoletedArguments(in node: AttributeSyntax) -> (
    arguments: AvailabilityArgumentListSyntax, replacement: String
  )? {
    guard node.attributeName.trimmedDescription == "available",
      case .availability(let arguments)? = node.arguments,
      case .token(let platform)? = arguments.first?.argument, platform.text == "iOS",
      let obsoleted = arguments.lazy.compactMap({ argument -> Int? in
        guard case .availabilityLabeledArgument(let labeled) = argument.argument,
          labeled.label.text == "obsoleted",
          case .version(let version) = labeled.value
        else { return nil }
        return Int(version.major.text)
      }).first,
      obsoleted <= headlessIOSMajorVersion
    else { return nil }
    let text = arguments.trimmedDescription
    var replacement = "*, unavailable"
    if !text.contains("\n"), text.count > replacement.count {
      replacement += String(repeating: " ", count: text.count - replacement.count)
    }
    return (arguments, replacement)
  }
}
