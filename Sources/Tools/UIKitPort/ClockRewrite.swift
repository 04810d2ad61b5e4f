import SwiftSyntax

/// The app's clocks on the replay's virtual clock.
///
/// `Timer` becomes the surface's `HeadlessTimer`, `ContinuousClock` and `SuspendingClock` its
/// `HeadlessContinuousClock`; `Date()`, `Date.now`,
/// `Date(timeIntervalSinceNow:)`, `DispatchTime.now()` and `ProcessInfo.processInfo.systemUptime`
/// read `HeadlessClock`. `DispatchQueue.main.async { … }` and `asyncAfter(deadline:) { … }`
/// call the surface's `virtualAsync` and `virtualAsyncAfter`, which take the closure as iOS's do
/// for main-actor code: in Swift 6 mode Dispatch's own take a `@Sendable` closure, which cannot
/// capture a view (`self`), as it can on iOS, where views are main-actor types.
/// An app that declares a type of one of these names keeps its own.
enum ClockRewrite {
  /// The surface's type for a Foundation clock type the app names, or nil.
  static func type(_ name: String, index: PortIndex) -> String? {
    guard !index.types.contains(name) else { return nil }
    switch name {
    case "Timer": return "HeadlessTimer"
    case "ContinuousClock", "SuspendingClock": return "HeadlessContinuousClock"
    default: return nil
    }
  }

  /// The callee of `Date()` or `Date(timeIntervalSinceNow:)`, to become `HeadlessClock.date`.
  static func dateCallee(of call: FunctionCallExprSyntax, index: PortIndex) -> ExprSyntax? {
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "Date", callee.argumentNames == nil, !index.types.contains("Date"),
      call.trailingClosure == nil
    else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    guard labels.isEmpty || labels == ["timeIntervalSinceNow"] else { return nil }
    return ExprSyntax(callee)
  }

  /// What replaces `Date.now`, `DispatchTime.now` (called) or
  /// `ProcessInfo.processInfo.systemUptime`, or nil.
  static func replacement(forMember access: MemberAccessExprSyntax, index: PortIndex) -> String? {
    guard let base = access.base?.trimmedDescription else { return nil }
    switch (base, access.declName.baseName.text) {
    case ("Date", "now") where !index.types.contains("Date"): return "HeadlessClock.date()"
    case ("ProcessInfo.processInfo", "systemUptime"): return "HeadlessClock.systemUptime"
    case ("DispatchTime", "now") where !index.types.contains("DispatchTime"):
      return "HeadlessClock.dispatchTime"
    case ("DispatchQueue.main", "async") where isCalled(access, labels: [[], ["execute"]]):
      return "DispatchQueue.main.virtualAsync"
    case ("DispatchQueue.main", "asyncAfter")
    where isCalled(access, labels: [["deadline"], ["deadline", "execute"]]):
      return "DispatchQueue.main.virtualAsyncAfter"
    default: return nil
    }
  }

  /// Whether `access` is called with one of `labels`' argument labels, a trailing closure making
  /// up the last when it is missing (`async { … }`, `async(execute: work)`).
  private static func isCalled(_ access: MemberAccessExprSyntax, labels: [[String]]) -> Bool {
    guard let call = access.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == access.id, call.additionalTrailingClosures.isEmpty
    else { return false }
    var given = call.arguments.map { $0.label?.text ?? "" }
    if call.trailingClosure != nil { given.append("execute") }
    return labels.contains { $0 == given || $0 + ["execute"] == given }
  }
}
