/// Order statistics without a full sort.
enum Selection {
  /// The element that sorting `values` ascending would put at `rank`; reorders `values`.
  ///
  /// Quickselect with a median-of-three pivot (Hoare, "Algorithm 65: Find", 1961): O(n) on
  /// average, against O(n log n) for sorting, and the same element a sort gives, so a result
  /// computed from it does not change.
  ///
  /// - Precondition: `0 <= rank < values.count`.
  static func element(ofRank rank: Int, in values: inout [Int64]) -> Int64 {
    precondition(rank >= 0 && rank < values.count, "rank \(rank) of \(values.count)")
    return values.withUnsafeMutableBufferPointer { values in
      var low = 0
      var high = values.count - 1
      while low < high {
        let middle = low + (high - low) / 2
        // Order low, middle, high so the pivot is their median and both ends act as sentinels.
        if values[middle] < values[low] { values.swapAt(middle, low) }
        if values[high] < values[low] { values.swapAt(high, low) }
        if values[high] < values[middle] { values.swapAt(high, middle) }
        let pivot = values[middle]
        var left = low
        var right = high
        while left <= right {
          while values[left] < pivot { left += 1 }
          while pivot < values[right] { right -= 1 }
          if left <= right {
            values.swapAt(left, right)
            left += 1
            right -= 1
          }
        }
        // Now values[low...right] <= pivot <= values[left...high], and between them equal.
        if rank <= right {
          high = right
        } else if rank >= left {
          low = left
        } else {
          return values[rank]
        }
      }
      return values[rank]
    }
  }
}
