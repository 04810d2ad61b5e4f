/// A title beside an icon: the icon, then the title, in a row 8 pt apart (ours: Apple documents
/// no spacing for the default label style); in a ``ContentUnavailableView``, the icon above the
/// title, as iOS shows it there.
///
/// ```swift
/// import SwiftUI
///
/// let label = Label("Favourites", systemImage: "star")
/// ```
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label in the app's style (`labelStyle(_:)`), or the icon and the title as the
  /// container around arranges them.
  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    if let style {
      style(configuration)
    } else {
      ArrangedLabel(title: configuration.title, icon: configuration.icon)
    }
  }
}

/// A label's icon and title as the container around arranges them: in a row, or the icon above
/// the title in a ``ContentUnavailableView``.
nonisolated struct ArrangedLabel: View {
  let title: LabelStyleConfiguration.Title
  let icon: LabelStyleConfiguration.Icon
  @Environment(\.labelArrangement) private var arrangement

  @ViewBuilder var body: some View {
    switch arrangement {
    case .row:
      HStack(spacing: 8) {
        icon
        title
      }
    case .unavailableContent:
      VStack(spacing: 16) {
        icon.font(.system(size: 48))
        title
      }
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with the symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }
  /// A label titled `title` with the image named `image`.
  public init<S: StringProtocol>(_ title: S, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
  /// A label titled `title` with the catalogue's image `resource` (iOS 17).
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
  /// A label titled `titleKey` with the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
  }
  /// A label titled `titleKey` with the image named `image`.
  public init(_ titleKey: LocalizedStringKey, image: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(image) })
  }
  /// A label titled `titleKey` with the catalogue's image `resource` (iOS 17).
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
}
