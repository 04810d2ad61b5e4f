import Observation

/// The stories the cube shows and the page it rests on.
@Observable
public final class StoriesModel {
  /// How many users' stories there are.
  public let pageCount: Int
  /// The page the cube last came to rest on.
  public var currentPage: Int

  public init(pageCount: Int = 5, initialPage: Int = 0) {
    self.pageCount = pageCount
    self.currentPage = initialPage
  }
}
