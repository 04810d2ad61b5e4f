import JSONCore

/// A self-contained HTML report: the page's style and script inline, the tapes embedded as
/// JSON in a `<script type="application/json">` element, no network access.
///
/// Strings from tapes never reach the markup: the JSON is escaped so it cannot close its
/// element (`<`, `>`, `&`, U+2028 and U+2029 become `\u` escapes), and the script renders every
/// string with `textContent`.
///
/// ```swift
/// import SeedScenes
///
/// let path = "Recordings/cube/swipe-next.htape"
/// let tape = try RecordedTape(contentsOf: path)
/// let page = ReportPage(
///   title: "Recordings", tapes: [ReportTape(path: path, tape: tape, sceneType: CubeScene.self)])
/// let html = try page.html()
/// ```
public struct ReportPage: Sendable {
  /// The page's title (escaped).
  public var title: String
  /// The tapes, in the order the page shows them.
  public var tapes: [ReportTape]

  /// Creates a page.
  public init(title: String, tapes: [ReportTape]) {
    self.title = title
    self.tapes = tapes
  }

  /// The embedded data: `{"title": …, "tapes": […]}`.
  struct Payload: Encodable {
    var title: String
    var tapes: [ReportTape]
  }

  /// The data as JSON safe to place inside a `<script>` element: keys sorted by their UTF-8
  /// bytes, so the same tapes always give the same bytes.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot hold (a non-finite one, which a tape
  ///   never stores).
  public func json() throws -> String {
    let tree = try JSONValueEncoder().encode(Payload(title: title, tapes: tapes))
    return Self.scriptSafe(JSONWriter.compact(tree.sortingKeys(), escaping: .foundationCompatible))
  }

  /// The whole page.
  public func html() throws -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
    <title>\(HTMLText.escaped(title))</title>
    <style>
    \(ReportAssets.style)
    </style>
    </head>
    <body>
    <main id="haptictape-report"></main>
    <script type="application/json" id="haptictape-data">\(try json())</script>
    <script>
    \(ReportAssets.script)
    </script>
    </body>
    </html>

    """
  }

  /// `json` with every character that could end a script element or a JavaScript string
  /// escaped as `\uXXXX` (valid JSON either way).
  public static func scriptSafe(_ json: String) -> String {
    HTMLText.replacing(json) { scalar in
      switch scalar {
      case "<": "\\u003c"
      case ">": "\\u003e"
      case "&": "\\u0026"
      case "\u{2028}": "\\u2028"
      case "\u{2029}": "\\u2029"
      default: nil
      }
    }
  }

}
