/// Codes touch coordinates for format 1.2's touch section: a finger's first sample as a delta
/// from the previous sample's position (touch-downs, in a context of their own), later ones as
/// range-coded residuals of a per-finger predictor, per axis, in contexts of the finger's speed
/// (five buckets, as bin4 in docs/tape-compression.md#encodings) and the size of its previous
/// residual on that axis (three classes, ours).
struct RangeCoordinateCoder {
  /// Speed buckets × previous-residual classes.
  static let contextCount = 5 * 3
  /// Touch-down deltas usually take 7–10 bits (ours: taps across a phone screen in pixels).
  static let downWindow = 7  // source: ours

  private var predictor: FingerPredictor
  private let xModel = AdaptiveIntegerModel(contexts: contextCount, window: 0)
  private let yModel = AdaptiveIntegerModel(contexts: contextCount, window: 0)
  /// Touch-down deltas: context 0 for x, 1 for y.
  private let downModel = AdaptiveIntegerModel(contexts: 2, window: downWindow)
  private var previousX: Int64 = 0
  private var previousY: Int64 = 0

  init(xMode: UInt8, yMode: UInt8) {
    predictor = FingerPredictor(xMode: xMode, yMode: yMode)
  }

  /// The context of `coordinate` of the finger found last.
  @inline(__always)
  private func context(_ coordinate: FingerPredictor.Coordinate) -> Int {
    predictor.speedContext(coordinate) &* 3 &+ predictor.residualContext(coordinate)
  }

  /// Whether finger `id` has a sample already (so its next one is predicted).
  @inline(__always)
  mutating func isTracking(_ id: UInt32) -> Bool {
    predictor.find(id: id)
  }

  mutating func encode(
    x: Int64, y: Int64, id: UInt32, isTerminal: Bool, coder: inout RangeEncoder
  ) {
    if predictor.find(id: id) {
      let xResidual = ZigZag.encode(x &- predictor.prediction(.x))
      let yResidual = ZigZag.encode(y &- predictor.prediction(.y))
      xModel.encode(xResidual, context: context(.x), into: &coder)
      yModel.encode(yResidual, context: context(.y), into: &coder)
      predictor.noteResidual(xResidual, .x)
      predictor.noteResidual(yResidual, .y)
    } else {
      downModel.encode(ZigZag.encode(x &- previousX), context: 0, into: &coder)
      downModel.encode(ZigZag.encode(y &- previousY), context: 1, into: &coder)
    }
    record(x: x, y: y, id: id, isTerminal: isTerminal)
  }

  mutating func decode(
    id: UInt32, isTerminal: Bool, coder: inout RangeDecoder
  ) -> (x: Int64, y: Int64) {
    let x: Int64
    let y: Int64
    if predictor.find(id: id) {
      let xResidual = xModel.decode(context: context(.x), from: &coder)
      let yResidual = yModel.decode(context: context(.y), from: &coder)
      x = predictor.prediction(.x) &+ ZigZag.decode(xResidual)
      y = predictor.prediction(.y) &+ ZigZag.decode(yResidual)
      predictor.noteResidual(xResidual, .x)
      predictor.noteResidual(yResidual, .y)
    } else {
      x = previousX &+ ZigZag.decode(downModel.decode(context: 0, from: &coder))
      y = previousY &+ ZigZag.decode(downModel.decode(context: 1, from: &coder))
    }
    record(x: x, y: y, id: id, isTerminal: isTerminal)
    return (x, y)
  }

  private mutating func record(x: Int64, y: Int64, id: UInt32, isTerminal: Bool) {
    predictor.record(x: x, y: y, id: id, isTerminal: isTerminal)
    previousX = x
    previousY = y
  }
}
