/// Codes touch coordinates: a finger's first sample as a delta from the previous sample's
/// position (a varint column of touch-downs), later ones as adaptive Rice codes of the residual
/// of a per-finger predictor, in five speed contexts per axis (bin4 in
/// docs/tape-compression.md#encodings).
struct CoordinateCoder {
  /// The prior mean of zigzag coordinate residuals, in pixels or grid steps (ours).
  static let residualPrior: UInt64 = 2  // source: ours, tuned on the benchmark sessions

  static func contexts() -> [AdaptiveRice] {
    Array(repeating: AdaptiveRice(initialMean: residualPrior), count: 5)
  }

  private var predictor: FingerPredictor
  private var xCoders = contexts()
  private var yCoders = contexts()
  private var previousX: Int64 = 0
  private var previousY: Int64 = 0

  init(xMode: UInt8, yMode: UInt8) {
    predictor = FingerPredictor(xMode: xMode, yMode: yMode)
  }

  mutating func encode(
    x: Int64, y: Int64, id: UInt32, isTerminal: Bool, downs: inout ByteWriter,
    residuals: inout BitWriter
  ) {
    if predictor.find(id: id) {
      let xContext = predictor.speedContext(.x)
      let yContext = predictor.speedContext(.y)
      xCoders[xContext].write(ZigZag.encode(x &- predictor.prediction(.x)), into: &residuals)
      yCoders[yContext].write(ZigZag.encode(y &- predictor.prediction(.y)), into: &residuals)
    } else {
      downs.writeZigzag(x &- previousX)
      downs.writeZigzag(y &- previousY)
    }
    record(x: x, y: y, id: id, isTerminal: isTerminal)
  }

  mutating func decode(
    id: UInt32, isTerminal: Bool, downs: inout ByteReader, residuals: inout BitReader
  ) throws(TapeError) -> (x: Int64, y: Int64) {
    let x: Int64
    let y: Int64
    if predictor.find(id: id) {
      let xContext = predictor.speedContext(.x)
      let yContext = predictor.speedContext(.y)
      x = predictor.prediction(.x) &+ ZigZag.decode(try xCoders[xContext].read(from: &residuals))
      y = predictor.prediction(.y) &+ ZigZag.decode(try yCoders[yContext].read(from: &residuals))
    } else {
      x = previousX &+ (try downs.readZigzag())
      y = previousY &+ (try downs.readZigzag())
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
