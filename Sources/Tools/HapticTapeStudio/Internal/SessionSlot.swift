/// One connection's session, held in one place so a message steps it in place.
///
/// A `LiveSession` is a value whose arrays grow with the session: a copy kept while another is
/// stepped would make every append copy them, O(session) a message. The slot is the only
/// reference; `@unchecked Sendable` because the connection's loop hands it to one dispatch
/// thread at a time and waits for it before reading it again.
final class SessionSlot: @unchecked Sendable {
  var session: LiveSession?
}
