/// How a label arranges its title and icon: `makeBody` makes the label from the two, as views.
///
/// ```swift
/// import SwiftUI
///
/// struct Stacked: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack { configuration.icon; configuration.title }
///   }
/// }
///
/// let label = Label("Favourites", systemImage: "star").labelStyle(Stacked())
/// ```
public protocol LabelStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What `makeBody` gets.
  typealias Configuration = LabelStyleConfiguration
  /// The label drawn in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style draws from: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// A label's title, as a view.
  nonisolated public struct Title: View {
    let content: AnyView
    /// The title.
    public var body: some View { content }
  }
  /// A label's icon, as a view.
  nonisolated public struct Icon: View {
    let content: AnyView
    /// The icon.
    public var body: some View { content }
  }
  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// The platform's label: the icon, then the title, in a row (above it in a
/// `ContentUnavailableView`).
public struct DefaultLabelStyle: LabelStyle {
  /// The platform's label style.
  public init() {}
  /// The icon and the title as the container around arranges them.
  public func makeBody(configuration: Configuration) -> some View {
    ArrangedLabel(title: configuration.title, icon: configuration.icon)
  }
}

/// The title and the icon, whatever the container.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  public init() {}
  /// The icon, then the title, in a row 8 pt apart (ours, as the default's).
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's label.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title and the icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension View {
  /// Draws the labels inside with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    styleBody { (configuration: LabelStyleConfiguration) in
      AnyView(style.makeBody(configuration: configuration))
    }
  }
}
