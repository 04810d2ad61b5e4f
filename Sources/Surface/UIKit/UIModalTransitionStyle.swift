/// How a presented view controller animates on screen (inert: headless, the presented view is
/// in place from the start of the transition).
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
