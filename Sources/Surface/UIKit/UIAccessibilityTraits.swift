/// What an accessibility element is and how it behaves, for VoiceOver.
///
/// Inert headless (there is no VoiceOver); the values are UIKit's
/// (`UIAccessibilityConstants.h`), so traits combine and compare as on iOS.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 0x1)
  public static let link = UIAccessibilityTraits(rawValue: 0x2)
  public static let image = UIAccessibilityTraits(rawValue: 0x4)
  public static let selected = UIAccessibilityTraits(rawValue: 0x8)
  public static let playsSound = UIAccessibilityTraits(rawValue: 0x10)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 0x20)
  public static let staticText = UIAccessibilityTraits(rawValue: 0x40)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 0x80)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 0x100)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 0x200)
  public static let searchField = UIAccessibilityTraits(rawValue: 0x400)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 0x800)
  public static let adjustable = UIAccessibilityTraits(rawValue: 0x1000)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 0x2000)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 0x4000)
  public static let tabBar = UIAccessibilityTraits(rawValue: 0x8000)
  public static let header = UIAccessibilityTraits(rawValue: 0x10000)
}
