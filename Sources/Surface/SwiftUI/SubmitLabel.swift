/// The label of the keyboard's return key (inert: no keyboard headless).
public struct SubmitLabel: Sendable, Equatable {
  let name: String

  /// "done".
  public static let done = SubmitLabel(name: "done")
  /// "go".
  public static let go = SubmitLabel(name: "go")
  /// "send".
  public static let send = SubmitLabel(name: "send")
  /// "join".
  public static let join = SubmitLabel(name: "join")
  /// "route".
  public static let route = SubmitLabel(name: "route")
  /// "search".
  public static let search = SubmitLabel(name: "search")
  /// "return".
  public static let `return` = SubmitLabel(name: "return")
  /// "next".
  public static let next = SubmitLabel(name: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(name: "continue")
}
