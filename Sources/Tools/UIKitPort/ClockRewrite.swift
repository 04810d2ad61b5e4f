import SwiftSyntax

/// The app's clocks on the replay's virtual clock.
///
/// `Timer` becomes the surface's `HeadlessTimer`, `ContinuousClock` and `SuspendingClock` its
/// `HeadlessContinuousClock`; `Date()`, `Date.now`,
/// `Date(timeIntervalSinceNow:)`, `DispatchTime.now()` and `ProcessInfo.processInfo.systemUptime`
/// read `HeadlessClock`.
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
    default: return nil
    }
  }
}
