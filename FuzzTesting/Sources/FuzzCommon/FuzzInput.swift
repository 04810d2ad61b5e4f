import HapticTapeFuzzEntryPoints

/// Runs `target` on the `count` bytes at `start`, as libFuzzer hands them over.
///
/// A typed refusal is a pass; any other error stops the run with the error, which libFuzzer
/// reports as a crash and saves the input for.
public func fuzz(_ target: FuzzTarget, _ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  do {
    _ = try FuzzEntryPoints.run(target, bytes)
  } catch {
    fatalError("\(target.rawValue): untyped error \(error)")
  }
  return 0
}
