import HapticTape
import HapticTapeStudio

extension FuzzEntryPoints {
  /// The screen the studio messages target puts its pointers on.
  static let studioDevice = DeviceProfile.iPhone15Pro

  /// Studio WebSocket messages, one per line, read as the studio reads them; the pointer events
  /// they carry go into a ``PointerStream`` as a live session's do, and what the stream accepted
  /// is imported as the studio saves it.
  ///
  /// A refused message or event is the studio's typed answer to the page and does not stop the
  /// session; accepted events whose JSON Lines the importer then refuses are a finding
  /// (``FuzzInvariantViolation``).
  static func studioMessages(_ bytes: [UInt8]) throws -> String {
    let screen = studioDevice.screenSize
    var stream = PointerStream(width: screen.width, height: screen.height)
    var (messages, refused) = (0, 0)
    for line in text(bytes).split(whereSeparator: \.isNewline) {
      do throws(StudioError) {
        let message = try StudioMessage(parsing: String(line))
        messages += 1
        guard case .pointers(let events, let rejected, _) = message else { continue }
        refused += rejected.count
        for event in events {
          do throws(StudioError) { try stream.accept(event) } catch { refused += 1 }
        }
      } catch {
        refused += 1
      }
    }
    let lines = stream.touchJSONLines()
    var touches = 0
    if !lines.isEmpty {
      do {
        let log = try TouchJSONLinesParser().parse(lines)
        touches = try log.imported(with: TouchLogMapping(screen: screen, units: .points))
          .samples.count
      } catch {
        throw FuzzInvariantViolation(
          description: "the studio accepted \(stream.events.count) pointer events whose JSON "
            + "Lines the importer refuses: \(error)\n\(lines)")
      }
    }
    return "\(messages) messages, \(refused) refused, \(stream.events.count) events, "
      + "\(touches) touches"
  }
}
