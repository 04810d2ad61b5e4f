/// The environment a compositional layout hands its section provider, item providers and
/// visible-items handlers.
final class CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
    super.init()
  }
}
