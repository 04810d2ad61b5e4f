import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The current thread's stack, as the system reserved it: where nested updates must stop so
/// that the passes after them (layout, rendering, releasing the nodes) still fit.
struct ThreadStack {
  /// The addresses the stack spans; it grows down, from `upperBound`.
  let span: Range<UInt>

  /// The share of the stack nested updates may use, from the top: a half.
  ///
  /// A screen's layout, rendering and release recurse as deep as its updates did, from the same
  /// place. Ours, measured on a debug build and a body that contains itself: a level's update
  /// takes about 3 KiB of stack, and the whole replay of 1,000 levels fits in 3 MiB, so the later
  /// passes take no more per level than the update; the other half is twice what they need.
  static let updateShare: UInt = 2

  /// The current thread's stack, or nil when the system does not say.
  ///
  /// The last one found is kept for the thread that asked: for the main thread the system reads
  /// it from the process's memory map, a text file, which cost more than a short replay.
  static func current() -> ThreadStack? {
    #if canImport(Glibc) || canImport(Musl)
      let thread = pthread_self()
      let address = currentAddress()
      if let (owner, stack) = lastFound.withLock({ $0 }), pthread_equal(owner, thread) != 0,
        stack.span.contains(address)
      {
        return stack
      }
      guard let found = find(thread) else { return nil }
      lastFound.withLock { $0 = (thread, found) }
      return found
    #else
      return nil
    #endif
  }

  #if canImport(Glibc) || canImport(Musl)
    /// The stack ``current()`` last found, and its thread.
    private static let lastFound = Mutex<(pthread_t, ThreadStack)?>(nil)

    /// The stack of `thread`, asked of the system.
    private static func find(_ thread: pthread_t) -> ThreadStack? {
      guard let getAttributes = threadAttributes else { return nil }
      // Uninitialized until `pthread_getattr_np` fills it (a plain C union).
      let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
      defer { attributes.deallocate() }
      guard getAttributes(thread, attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(attributes) }
      var base: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(attributes, &base, &size) == 0, let base, size > 0 else {
        return nil
      }
      let low = UInt(bitPattern: base)
      let (high, overflow) = low.addingReportingOverflow(UInt(size))
      guard !overflow else { return nil }
      return ThreadStack(span: low..<high)
    }

    /// The C library's `pthread_getattr_np`, looked up by name.
    ///
    /// The one call that gives a running thread's stack (the main thread's included); a GNU
    /// extension, which the Swift overlay of the C library does not import.
    private static let threadAttributes:
      (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(
          symbol,
          to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
      }()
  #endif

  /// The lower part of the stack, which nested updates leave to the passes after them: an
  /// update that reaches it nests deeper than the thread's stack holds.
  var reserve: Range<UInt> {
    span.lowerBound..<(span.upperBound - (span.upperBound - span.lowerBound) / Self.updateShare)
  }

  /// An address just below the caller's frame: compared with ``reserve`` for every new node,
  /// so no system call is made per node.
  ///
  /// A temporary allocation, not a local's address: AddressSanitizer moves locals whose address
  /// is taken to a "fake stack" on the heap (ours, seen: the nesting was then never stopped).
  @inline(never)
  static func currentAddress() -> UInt {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: markerSize) {
      UInt(bitPattern: $0.baseAddress)
    }
  }

  /// The marker's size: a variable, so the allocation is a dynamic one, which the sanitizer
  /// leaves on the thread's stack.
  nonisolated(unsafe) private static var markerSize = 1
}
