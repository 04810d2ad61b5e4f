/// A piece of the app's interface, as SwiftUI declares it: a value whose ``body`` describes what
/// it shows, evaluated again whenever the state it reads changes.
///
/// ```swift
/// import SwiftUI
///
/// struct Badge: View {
///   @State private var taps = 0
///   var body: some View {
///     Text("\(taps)").onTapGesture { taps += 1 }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view the body returns.
  associatedtype Body: View
  /// What the view shows.
  @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
  /// Never evaluated: the body of views SwiftUI draws itself.
  public nonisolated var body: Never { self }
}
