/// A static HTML page linking to the reports of several tapes.
///
/// `replay --report` writes one for the divergent tapes of a run. Every string is escaped.
public struct ReportIndexPage: Sendable {
  /// One linked report.
  public struct Entry: Hashable, Sendable {
    /// The tape's path.
    public var tapePath: String
    /// The report's file name, relative to the index page.
    public var reportFile: String
    /// One line about the tape, such as its first divergence.
    public var summary: String

    /// Creates an entry.
    public init(tapePath: String, reportFile: String, summary: String) {
      self.tapePath = tapePath
      self.reportFile = reportFile
      self.summary = summary
    }
  }

  /// The page's title.
  public var title: String
  /// A sentence under the title, such as `23 tapes: 22 match, 1 differ`.
  public var caption: String
  /// The linked reports, in order.
  public var entries: [Entry]

  /// Creates an index page.
  public init(title: String, caption: String, entries: [Entry]) {
    self.title = title
    self.caption = caption
    self.entries = entries
  }

  /// The whole page.
  public var html: String {
    let items = entries.map { entry in
      "<li><a href=\"\(HTMLText.escaped(Self.percentEncoded(entry.reportFile)))\">\(HTMLText.escaped(entry.tapePath))</a>"
        + "<pre>\(HTMLText.escaped(entry.summary))</pre></li>"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>\(HTMLText.escaped(title))</title>
      <style>
      body { font: 13px/1.45 -apple-system, "Segoe UI", Arial, sans-serif; margin: 20px; color: #1d2330; }
      li { margin-bottom: 10px; } a { font-family: ui-monospace, Menlo, Consolas, monospace; }
      pre { margin: 2px 0 0; font-size: 12px; color: #475467; white-space: pre-wrap; }
      </style>
      </head>
      <body>
      <h1>\(HTMLText.escaped(title))</h1>
      <p>\(HTMLText.escaped(caption))</p>
      <ol>
      \(items.joined(separator: "\n"))
      </ol>
      </body>
      </html>

      """
  }

  /// `name` with every byte outside unreserved URL characters percent-encoded.
  static func percentEncoded(_ name: String) -> String {
    var result = ""
    for byte in name.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if character.isASCII
        && (character.isLetter || character.isNumber || "-._~".contains(character))
      {
        result.append(character)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
