/// A slot a detached task writes its result into, read after a semaphore says it is done.
final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
