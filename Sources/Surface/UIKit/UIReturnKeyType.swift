/// The title of the keyboard's return key (inert: there is no keyboard headless).
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}
