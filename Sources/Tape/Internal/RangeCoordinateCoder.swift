/// Codes touch coordinates for format 1.2's touch section: a finger's first sample as a delta
/// from the previous sample's position (touch-downs, in a context of their own), later ones as
/// range-coded residuals of a per-finger predictor, per axis, in contexts of the finger's speed
/// (five buckets, compression.md bin4) and the size of its previous residual on that axis
/// (three classes, ours).
struct RangeCoordinateCoder {
  /// Speed buckets × previous-residual classes.
  static let contextCount = 5 * 3
  /// Touch-down deltas usually take 7–10 bits (ours: taps across a phone screen in pixels).
  static let downWindow = 7  // source: ours

  private var xPredictor: FingerPredictor
  private var yPredictor: FingerPredictor
  private let xModel = AdaptiveIntegerModel(contexts: contextCount, window: 0)
  private let yModel = AdaptiveIntegerModel(contexts: contextCount, window: 0)
  /// Touch-down deltas: context 0 for x, 1 for y.
  private let downModel = AdaptiveIntegerModel(contexts: 2, window: downWindow)
  private var previousX: Int64 = 0
  private var previousY: Int64 = 0

  init(xMode: UInt8, yMode: UInt8) {
    xPredictor = FingerPredictor(mode: xMode)
    yPredictor = FingerPredictor(mode: yMode)
  }

  /// The context of the finger `predictor` found last.
  ///
  /// The predictor is read in place: it holds its fingers inline, so passing it by value would
  /// copy them all.
  @inline(__always)
  private static func context(_ predictor: inout FingerPredictor) -> Int {
    predictor.speedContext &* 3 &+ predictor.residualContext
  }

  /// Whether finger `id` has a sample already (so its next one is predicted).
  @inline(__always)
  mutating func isTracking(_ id: UInt32) -> Bool {
    xPredictor.find(id: id)
  }

  mutating func encode(
    x: Int64, y: Int64, id: UInt32, isTerminal: Bool, coder: inout RangeEncoder
  ) {
    let xFound = xPredictor.find(id: id)
    let yFound = yPredictor.find(id: id)
    if xFound && yFound {
      let xResidual = ZigZag.encode(x &- xPredictor.prediction())
      let yResidual = ZigZag.encode(y &- yPredictor.prediction())
      xModel.encode(xResidual, context: Self.context(&xPredictor), into: &coder)
      yModel.encode(yResidual, context: Self.context(&yPredictor), into: &coder)
      xPredictor.noteResidual(xResidual)
      yPredictor.noteResidual(yResidual)
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
    let xFound = xPredictor.find(id: id)
    let yFound = yPredictor.find(id: id)
    if xFound && yFound {
      let xResidual = xModel.decode(context: Self.context(&xPredictor), from: &coder)
      let yResidual = yModel.decode(context: Self.context(&yPredictor), from: &coder)
      x = xPredictor.prediction() &+ ZigZag.decode(xResidual)
      y = yPredictor.prediction() &+ ZigZag.decode(yResidual)
      xPredictor.noteResidual(xResidual)
      yPredictor.noteResidual(yResidual)
    } else {
      x = previousX &+ ZigZag.decode(downModel.decode(context: 0, from: &coder))
      y = previousY &+ ZigZag.decode(downModel.decode(context: 1, from: &coder))
    }
    record(x: x, y: y, id: id, isTerminal: isTerminal)
    return (x, y)
  }

  private mutating func record(x: Int64, y: Int64, id: UInt32, isTerminal: Bool) {
    xPredictor.record(x, id: id, isTerminal: isTerminal)
    yPredictor.record(y, id: id, isTerminal: isTerminal)
    previousX = x
    previousY = y
  }
}
