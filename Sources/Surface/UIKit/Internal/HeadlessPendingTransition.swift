import HeadlessRuntime

/// A transition waiting for its end on the virtual clock: the scheduled work and what the end
/// does.
struct HeadlessPendingTransition {
  let id: ScheduledWorkID
  let finish: () -> Void
}
