/// What an element is, for VoiceOver (inert: nothing is read aloud headless).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
  private var bits: UInt32

  private init(bits: UInt32) { self.bits = bits }
  /// No traits.
  public init() { bits = 0 }

  /// A button.
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  /// Plays its own sound.
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  /// A summary read when the app starts.
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  /// Changes often.
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  /// Starts a media session.
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  /// Turns the page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  /// Hides the elements beside it.
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)

  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  @discardableResult public mutating func insert(_ newMember: Self) -> (
    inserted: Bool, memberAfterInsert: Self
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}
