/// How the status bar animates a change (inert headless: there is no status bar).
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}
