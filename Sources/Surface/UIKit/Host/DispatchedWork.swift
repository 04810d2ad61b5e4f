/// A closure handed to Dispatch's own queue when no replay hosts the caller: Dispatch requires
/// `@Sendable`, the app's closure is not, and the app (not the replay) owns where it runs.
struct DispatchedWork: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}
