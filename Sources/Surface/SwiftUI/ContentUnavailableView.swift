/// What a screen shows when it has nothing to show (iOS 17): its label (an icon above a title),
/// the description under it and the actions under that, in a column centred in all the space
/// offered.
///
/// The title is in the title 2 font (22 pt), the icon in a 48-pt font 16 pt above it, the
/// description in the body font 8 pt under the title, the actions 16 pt under the description,
/// and the column is 16 pt in from the sides (ours: Apple states none of these). Colours are not
/// drawn.
///
/// ```swift
/// import SwiftUI
///
/// struct Inbox: View {
///   var body: some View {
///     ContentUnavailableView {
///       Label("No Mail", systemImage: "tray")
///     } description: {
///       Text("New mail appears here.")
///     } actions: {
///       Button("Refresh") {}
///     }
///   }
/// }
/// ```
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  View
{
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, the description and the actions in a centred column filling the space offered.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.font(.title2).environment(\.labelArrangement, .unavailableContent)
        description.multilineTextAlignment(.center)
      }
      actions
    }
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled by the key `titleKey`, with the symbol `systemImage` above the title and
  /// `description`, if any, under it.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
    self.init {
      SwiftUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    } description: {
      description
    } actions: {
      EmptyView()
    }
  }

  /// A view titled `title`, with the symbol `systemImage` above the title and `description`,
  /// if any, under it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
    self.init {
      SwiftUI.Label(title, systemImage: systemImage)
    } description: {
      description
    } actions: {
      EmptyView()
    }
  }

  /// A view titled by the key `titleKey`, with the asset catalogue's image `image` above the
  /// title (not drawn: the surface has no catalogue) and `description`, if any, under it.
  public init(_ titleKey: LocalizedStringKey, image: String, description: Text? = nil) {
    self.init {
      SwiftUI.Label(title: { Text(titleKey) }, icon: { Image(image) })
    } description: {
      description
    } actions: {
      EmptyView()
    }
  }

  /// A view titled `title`, with the asset catalogue's image `image` above the title (not
  /// drawn) and `description`, if any, under it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, description: Text? = nil) {
    self.init {
      SwiftUI.Label(title, image: image)
    } description: {
      description
    } actions: {
      EmptyView()
    }
  }
}
