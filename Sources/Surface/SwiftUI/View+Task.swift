nonisolated extension View {
  /// Runs `action` as a task when the view appears, on the replay's virtual clock (the port
  /// makes the app's `Task.sleep` sleep on it); cancels it when the view disappears.
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

/// The task a `task` modifier runs, and the identifier it was started for.
final class RunningTask<ID> {
  var id: ID?
  var task: Task<Void, Never>?
}

nonisolated struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: () async -> Void

  func update(_ node: ViewNode) {
    node.role = .list
    let running = node.modifierState(RunningTask<ID>.self) { RunningTask() }
    node.disappearActions = [{ running.task?.cancel() }]
    guard running.id != id || running.task == nil else { return }
    running.id = id
    running.task?.cancel()
    let action = action
    let priority = priority
    // Started once the update ends, as SwiftUI starts it after the view appears.
    node.graph.whenUpdated {
      running.task = HeadlessTask.start(priority: priority) { await action() }
    }
  }
}
