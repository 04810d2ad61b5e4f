nonisolated extension View {
  /// Runs `action` as a task when the view appears, on the replay's virtual clock (the port
  /// makes the app's `Task.sleep` sleep on it); cancels it when the view disappears.
  ///
  /// In a row of a lazy stack, a lazy grid or a `List` in a scroll view, the task runs while the
  /// row is in the scroll view's bounds.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Ticker: View {
  ///   @State private var ticks = 0
  ///   var body: some View {
  ///     Text("\(ticks)").task {
  ///       while !Task.isCancelled {
  ///         try? await Task.sleep(for: .seconds(1))
  ///         ticks += 1
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Runs `action` as a task when the view appears and again, the last one cancelled, each time
  /// `id` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}

/// The task a `task` modifier runs, the identifier it was started for, and the view's presence
/// in a lazy container's row.
final class RunningTask<ID> {
  var id: ID?
  var task: Task<Void, Never>?
  var presence: LazyPresence?

  /// Cancels the task running, if any, and starts `action`'s.
  func restart(priority: TaskPriority, _ action: @escaping () async -> Void) {
    task?.cancel()
    task = HeadlessTask.start(priority: priority) { await action() }
  }

  /// Cancels the task running, if any.
  func cancel() {
    task?.cancel()
    task = nil
  }
}

nonisolated struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: () async -> Void

  func update(_ node: ViewNode) {
    node.role = .list
    var isNew = false
    let running = node.modifierState(RunningTask<ID>.self) {
      isNew = true
      return RunningTask()
    }
    let action = action
    let priority = priority
    if isNew { running.presence = node.graph.lazyPresence(of: node) }
    // In a lazy container's row, the task runs while the row is in view: started as it comes
    // in, cancelled as it leaves, started again for a new `id` only while in view.
    if let presence = running.presence {
      // Weak: the presence is the running task's, not the reverse.
      presence.show = { [weak running] in running?.restart(priority: priority, action) }
      presence.hide = { [weak running] in running?.cancel() }
      node.disappearActions = [presence.leave]
      guard running.id != id else { return }
      let isRestart = running.id != nil
      running.id = id
      if isRestart, presence.isShown {
        node.graph.whenUpdated { running.restart(priority: priority, action) }
      }
      return
    }
    node.disappearActions = [{ running.task?.cancel() }]
    guard running.id != id || running.task == nil else { return }
    running.id = id
    running.task?.cancel()
    // Started once the update ends, as SwiftUI starts it after the view appears.
    node.graph.whenUpdated { running.restart(priority: priority, action) }
  }
}
