import UIKit

/// Where the inbox's messages come from: the app's network client, or a stand-in.
public protocol InboxService: AnyObject {
  /// The messages shown before the first refresh.
  var cachedMessages: [String] { get }
  /// Loads the latest messages and calls `completion` with them on the main queue.
  func fetchMessages(completion: @escaping ([String]) -> Void)
}

/// The stand-in the app uses in previews and UI tests: a fixed list, answered after a delay as
/// a network call would be.
public final class DelayedInboxService: InboxService {
  public let cachedMessages: [String]
  /// How long a fetch takes, in seconds.
  public let delay: TimeInterval

  /// A service holding `count` messages that answers after `delay` seconds.
  public init(count: Int, delay: TimeInterval) {
    cachedMessages = (0..<max(count, 0)).map { "Message \($0 + 1)" }
    self.delay = delay
  }

  public func fetchMessages(completion: @escaping ([String]) -> Void) {
    let messages = cachedMessages
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      completion(messages)
    }
  }
}
