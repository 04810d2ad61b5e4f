/// A title beside an icon: the icon, then the title, in a row 8 pt apart (ours: Apple documents
/// no spacing for the default label style).
///
/// ```swift
/// import SwiftUI
///
/// let label = Label("Favourites", systemImage: "star")
/// ```
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and the title.
  public var body: some View {
    HStack(spacing: 8) {
      icon
      title
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
