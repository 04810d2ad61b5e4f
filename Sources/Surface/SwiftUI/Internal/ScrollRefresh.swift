import HeadlessRuntime

/// A SwiftUI scroll view's pull-to-refresh: the UIKit surface's own `UIRefreshControl` on its
/// `UIScrollView`, which runs the `refreshable` action as a task when it begins refreshing and
/// ends refreshing when the action returns.
final class ScrollRefresh {
  /// The control on the scroll view while a `refreshable` action is set.
  private(set) var control: UIRefreshControl?
  /// The action a refresh runs: the latest the views were updated with.
  private var action: RefreshAction?
  /// The action running, while a refresh is in progress.
  private var running: Task<Void, Never>?

  /// Attaches a control to `scrollView` when there is an action, and takes it away when there
  /// is none.
  func follow(_ action: RefreshAction?, in scrollView: UIScrollView) {
    self.action = action
    if action == nil {
      guard control != nil else { return }
      cancel()
      scrollView.refreshControl = nil
      control = nil
      return
    }
    guard control == nil else { return }
    let control = UIRefreshControl()
    control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    scrollView.refreshControl = control
    self.control = control
  }

  /// Cancels the running action (the scroll view left); the refresh ends when it returns.
  func cancel() {
    running?.cancel()
  }

  /// The control began refreshing: runs the action, then ends the refresh.
  private func refresh() {
    guard let action else {
      control?.endRefreshing()
      return
    }
    // The control sends no valueChanged while refreshing, so no action is running here.
    running = HeadlessTask.start { [weak self] in
      await action()
      self?.running = nil
      self?.control?.endRefreshing()
    }
  }
}
