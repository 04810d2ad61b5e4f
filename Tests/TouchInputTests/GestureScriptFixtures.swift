import TouchCore
import TouchModel

/// Gesture scripts and devices shared by the gesture tests.
enum GestureScriptFixtures {
  /// A 120 Hz, @3x display whose digitizer scans at 240 Hz.
  static let fastDigitizer = DeviceProfile(
    name: "scan-240", screenSize: Size2D(width: 393, height: 852), scale: 3, frameRate: 120,
    touchRate: 240)

  /// The secret-offer pull of docs/seed-screens.md#secret-offer: two fingers taking turns, each dragging 200 pt left.
  static let alternatingPull = """
    touch 1 at 330,290
    drag 1 to 130,290 in 0.5s curve easeOut
    touch 2 at 330,300
    lift 1
    drag 2 to 130,300 in 0.5s
    lift 2
    """

  /// The "Gesture scripts" article's session: a comment, the alternating pull, a wait, a fling,
  /// a tap and commands.
  static let session = """
    # pull the secret offer with two alternating fingers
    \(alternatingPull)
    wait 1s   # let it settle
    fling 1 from 300,400 to 120,400 velocity 1500
    tap 200,400
    command delete 2
    command rotate 852x393
    command shuffle
    """
}
