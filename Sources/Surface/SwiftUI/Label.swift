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
  @Environment(\.labelArrangement) private var arrangement

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and the title, as the container around arranges them.
  @ViewBuilder public var body: some View {
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
}
