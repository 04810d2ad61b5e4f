/// Which nodes of a target's chain gave its geometry effects: none, one (its effects are the
/// chain's), or several.
enum ChainEffectSource {
  case none
  case one(ViewNode)
  case several
}
