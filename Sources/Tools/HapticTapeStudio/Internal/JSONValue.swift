import JSONCore

/// The JSON values the studio writes: JSONCore's, where FlyingFox, which the server files import,
/// has a `JSONValue` of its own.
typealias JSONValue = JSONCore.JSONValue
