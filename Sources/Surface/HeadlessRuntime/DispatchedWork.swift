/// A closure handed to Dispatch's own queue when no replay hosts the caller: Dispatch requires
/// `@Sendable`, the app's closure is not, and the app (not the replay) owns where it runs.
///
/// Shared by the surface's frameworks: UIKit's main queue and animation completions, Core
/// Animation's delegates.
package struct DispatchedWork: @unchecked Sendable {
  package let run: () -> Void

  package init(_ run: @escaping () -> Void) {
    self.run = run
  }
}
