import Foundation
import OpenCombine

extension NotificationCenter {
  /// A publisher of the notifications a center posts, as Combine's on iOS (Foundation's
  /// `NotificationCenter.Publisher`): `NotificationCenter.default.publisher(for: name)`.
  ///
  /// Each subscription observes the center from when it is made until it is cancelled; a
  /// notification reaches it on the thread that posts it, as on iOS. The subscriber's demand is
  /// Combine's: notifications posted while it asks for none are dropped.
  public struct Publisher: OpenCombine.Publisher {
    /// A posted notification.
    public typealias Output = Notification
    /// Observing a center cannot fail.
    public typealias Failure = Never

    /// The center observed.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The object whose notifications are published; nil for any sender's.
    public let object: AnyObject?

    /// A publisher of `center`'s notifications named `name`, from `object` (any when nil).
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Starts observing the center for `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let relay = NotificationRelay()
      let center = center
      let observer = center.addObserver(forName: name, object: object, queue: nil) { note in
        relay.subject.send(note)
      }
      let token = ObserverToken(observer)
      relay.subject.handleEvents(receiveCancel: { center.removeObserver(token.observer) })
        .subscribe(subscriber)
    }
  }

  /// A publisher of this center's notifications named `name`, from `object` (any when nil).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

/// The subject a subscription's observer sends into: Foundation's observer block is
/// `@Sendable`, and a notification reaches it on the posting thread, as Combine's does.
private final class NotificationRelay: @unchecked Sendable {
  let subject = PassthroughSubject<Notification, Never>()
}

/// The token `addObserver(forName:object:queue:using:)` returned, for the cancellation.
private final class ObserverToken: @unchecked Sendable {
  let observer: any NSObjectProtocol
  init(_ observer: any NSObjectProtocol) { self.observer = observer }
}
