import UIKit

/// An image loaded from a URL (iOS 15), shown as its phase says.
///
/// Headless there is no network and a replay never waits for one: every `AsyncImage` stays in
/// its ``AsyncImagePhase/empty`` phase, so the placeholder (or the content closure's view for
/// `.empty`) is what is laid out and hit, as on a phone before the image arrives (ours: a
/// replay that loaded images would depend on the network).
nonisolated public struct AsyncImage<Content: View>: View {
  private let shown: AnyView

  /// The image at `url`; until it loads, a grey placeholder as large as it is offered (the
  /// system fill colour, ours: Apple says only "a gray placeholder").
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    shown = AnyView(Color(UIColor.systemFill))
  }

  /// `content` with the loaded image; `placeholder` until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    shown = AnyView(placeholder())
  }

  /// `content` for each phase of the load.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    shown = AnyView(content(.empty))
  }

  /// The view of the current phase: always the empty one headless.
  public var body: some View { shown }
}
