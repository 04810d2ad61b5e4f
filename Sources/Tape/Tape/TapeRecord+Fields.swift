// MARK: - Fields

extension TapeRecord {
  /// The named fields of one record, in the emitter's order: a collection indexed from 0 that
  /// can share one buffer with the fields of many other records.
  ///
  /// A replay or a decoded chunk writes the fields of all its records into one buffer and gives
  /// each record a window onto it, so making a record allocates nothing. Fields are still a
  /// value: mutating a record's fields copies its own window first when the buffer is shared.
  ///
  /// ```swift
  /// var buffer: [TapeField] = [TapeField("x", .position(1)), TapeField("y", .position(2)),
  ///                            TapeField("intensity", .scalar(0.5))]
  /// let scroll = TapeRecord.Fields(sharing: buffer[0..<2])   // x, y
  /// let haptic = TapeRecord.Fields(sharing: buffer[2..<3])   // intensity
  /// scroll[1].name  // "y"
  /// ```
  ///
  /// Equality and hashing compare the fields, never the buffer they live in.
  public struct Fields: Hashable, Sendable {
    /// The window onto the shared buffer.
    @usableFromInline var window: ArraySlice<TapeField>

    /// Creates fields from an array, sharing its buffer.
    public init(_ fields: [TapeField]) {
      window = fields[...]
    }

    /// Creates fields that are a window onto `slice`'s buffer, without copying it.
    ///
    /// - Complexity: O(1).
    public init(sharing slice: ArraySlice<TapeField>) {
      window = slice
    }

    /// Calls `body` with the fields in contiguous memory, without copying them.
    @inlinable
    public func withUnsafeBufferPointer<R, E: Error>(
      _ body: (UnsafeBufferPointer<TapeField>) throws(E) -> R
    ) throws(E) -> R {
      // `ArraySlice.withUnsafeBufferPointer` rethrows untyped errors; keep the caller's type.
      var result: Result<R, E>?
      window.withUnsafeBufferPointer { buffer in
        do throws(E) { result = .success(try body(buffer)) } catch { result = .failure(error) }
      }
      // The closure above always runs once.
      return try result.unsafelyUnwrapped.get()
    }

    /// Calls `body` with the fields in contiguous, mutable memory; copies the fields first only
    /// when their buffer is shared.
    @inlinable
    public mutating func withUnsafeMutableBufferPointer<R, E: Error>(
      _ body: (inout UnsafeMutableBufferPointer<TapeField>) throws(E) -> R
    ) throws(E) -> R {
      var result: Result<R, E>?
      window.withUnsafeMutableBufferPointer { buffer in
        do throws(E) { result = .success(try body(&buffer)) } catch { result = .failure(error) }
      }
      return try result.unsafelyUnwrapped.get()
    }
  }
}

// MARK: - Collection

extension TapeRecord.Fields: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { 0 }

  public var endIndex: Int { window.count }

  @inlinable
  public subscript(position: Int) -> TapeField {
    get { window[window.startIndex + position] }
    _modify { yield &window[window.startIndex + position] }
  }
}

extension TapeRecord.Fields: RangeReplaceableCollection {
  /// Creates no fields.
  public init() {
    window = []
  }

  public mutating func replaceSubrange<C: Collection<TapeField>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    let base = window.startIndex
    window.replaceSubrange(
      (base + subrange.lowerBound)..<(base + subrange.upperBound), with: newElements)
  }

  public mutating func reserveCapacity(_ n: Int) {
    window.reserveCapacity(n)
  }

  public mutating func append(_ newElement: TapeField) {
    window.append(newElement)
  }
}

extension TapeRecord.Fields: ExpressibleByArrayLiteral {
  /// Creates fields from a literal list.
  public init(arrayLiteral elements: TapeField...) {
    window = elements[...]
  }
}
