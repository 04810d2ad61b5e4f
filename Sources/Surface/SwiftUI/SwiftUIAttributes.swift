import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI's `Text` reads from an `AttributedString`: set and read as on iOS
  /// (`string.foregroundColor = .red`), inert headless, as nothing is drawn; the text is sized
  /// by its characters in its own font.
  public struct SwiftUIAttributes: AttributeScope {
    /// The colour of the characters.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the characters.
    public let backgroundColor: BackgroundColorAttribute
    /// The characters' font.
    public let font: FontAttribute
    /// The extra space after each character, in points.
    public let kern: KerningAttribute
    /// The extra space between characters, in points.
    public let tracking: TrackingAttribute
    /// How far the characters sit above the baseline, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes, which SwiftUI's scope includes.
    public let foundation: FoundationAttributes

    /// The colour of the characters (inert).
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// The colour behind the characters (inert).
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A colour.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// The characters' font (inert: the text is measured in its own font).
    public enum FontAttribute: AttributedStringKey {
      /// A font.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }
    /// The extra space after each character (inert).
    public enum KerningAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Kern"
    }
    /// The extra space between characters (inert).
    public enum TrackingAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Tracking"
    }
    /// How far the characters sit above the baseline (inert).
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attributes (inert: nothing is drawn).
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name: `string.foregroundColor`, `container.font`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
