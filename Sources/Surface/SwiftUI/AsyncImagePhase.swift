/// Where an ``AsyncImage``'s load is.
public enum AsyncImagePhase {
  /// Not loaded yet (always, headless: ``AsyncImage`` says why).
  case empty
  /// Loaded.
  case success(Image)
  /// Failed with `error`.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }
  /// The load's error, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}
