/// The app's tasks asleep on the virtual clock (`Task.sleep`, a clock's `sleep`), by id.
///
/// Guarded by a mutex: a task is put to sleep and woken on the replay's thread, but cancelled
/// from wherever `cancel()` is called.
struct VirtualSleepers {
  var asleep: [Int: UnsafeContinuation<Void, any Error>] = [:]
  /// Sleeps cancelled before they began (their cancellation handler ran first).
  var cancelledEarly: Set<Int> = []
  var lastID = 0
  /// Set when the replay ends: a task that sleeps after it never wakes.
  var hasEnded = false
}
