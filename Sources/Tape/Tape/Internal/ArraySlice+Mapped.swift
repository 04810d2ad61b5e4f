// MARK: - Mapped

extension ArraySlice<Int64> {
  /// The integers mapped by `transform`, written straight into a new buffer of the same count:
  /// the columns a chunk writes are mapped so, without an append (and its checks) per value.
  @inline(__always)
  func mapped(_ transform: (Int64) -> Int64) -> ContiguousArray<Int64> {
    withUnsafeBufferPointer { source in
      ContiguousArray(unsafeUninitializedCapacity: source.count) { buffer, count in
        for index in source.indices { buffer[index] = transform(source[index]) }
        count = source.count
      }
    }
  }
}
