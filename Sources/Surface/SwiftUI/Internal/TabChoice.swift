/// The tab a tap on the bar chose last, for a tab view whose binding could not take its tag.
final class TabChoice {
  var index: Int?
}
