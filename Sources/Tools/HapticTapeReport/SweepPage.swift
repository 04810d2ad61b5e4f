import FeelSweeps
import Foundation

/// The HTML page of a sweep: the outcome's share against the first axis, a line per value of the
/// other axes, with 95 % intervals, the distributions per point, and the sessions that flip
/// outcome between neighbouring points.
///
/// Self-contained and static: the report's style sheet, an SVG drawn here, no script, and a
/// Content Security Policy that allows nothing to load. Each point's circle carries its numbers
/// (`data-index`, `data-share`, `data-low`, `data-high`) so that a browser check can compare
/// them with the JSON, and links to the report of the sessions that flip between it and the
/// point before it on the first axis (``SweepFlipReports``), or to their list when there is none.
public enum SweepPage {
  /// The plot's size and margins, in CSS pixels.
  private static let width = 760.0
  private static let height = 380.0
  private static let left = 56.0
  private static let right = 170.0
  private static let top = 20.0
  private static let bottom = 48.0
  /// Line colours, one per series, repeating after the last.
  private static let colours = [
    "#2e90fa", "#d92d20", "#12b76a", "#7a5af8", "#f79009", "#101828", "#ee46bc", "#667085",
  ]

  /// The whole page for `result`.
  ///
  /// - Parameter flipReports: For a point with sessions that flip, the address of their report
  ///   (``SweepFlipReports``), relative to the page; its circle and its section link there.
  public static func html(_ result: SweepResult, flipReports: [Int: String] = [:]) -> String {
    let title = "Sweep of \(result.sceneID): share of sessions reaching \(result.outcome.name)"
    let axes = result.axes.map { "\($0.key) (\($0.values.count) values)" }.joined(separator: " × ")
    let caption =
      "\(result.sessionNames.count) sessions × \(result.points.count) points; outcome "
      + "\(result.outcome.name) (scene event \(result.outcome.event)); axes \(axes). "
      + "Bars: 95 % Wilson intervals."
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <title>\(HTMLText.escaped(title))</title>
      <style>
      \(ReportAssets.style)
      svg.sweep { display: block; max-width: 100%; height: auto; font-size: 11px; }
      svg.sweep text { fill: var(--ink); }
      .series { fill: none; stroke-width: 2; }
      .whisker { stroke-width: 1.2; }
      .point { stroke: #fff; stroke-width: 1.5; }
      table.points { border-collapse: collapse; font-size: 12px; margin: 12px 0; }
      table.points th, table.points td { padding: 2px 8px; border-bottom: 1px solid var(--line); text-align: right; }
      table.points th { color: var(--muted); font-weight: 600; }
      section.flips { border-top: 1px solid var(--line); padding: 6px 0; }
      section.flips ul { columns: 2; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11.5px; }
      </style>
      </head>
      <body>
      <main id="haptictape-sweep">
      <h1>\(HTMLText.escaped(title))</h1>
      <p class="summary">\(HTMLText.escaped(caption))</p>
      \(plot(result, reports: flipReports))
      \(table(result))
      \(flips(result, reports: flipReports))
      </main>
      </body>
      </html>

      """
  }

  // MARK: - The plot

  private static func plot(_ result: SweepResult, reports: [Int: String]) -> String {
    guard let first = result.axes.first, !result.points.isEmpty else {
      return "<p class=\"summary\">No points.</p>"
    }
    let positions = first.values.enumerated().map { $1.number ?? Double($0) }
    let low = positions.min() ?? 0
    let high = positions.max() ?? 1
    let span = high > low ? high - low : 1
    func x(_ value: Double) -> Double {
      left + (value - low) / span * (width - left - right)
    }
    func y(_ share: Double) -> Double { top + (1 - share) * (height - top - bottom) }
    var svg: [String] = []
    svg.append(
      "<svg class=\"sweep\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" "
        + "height=\"\(n(height))\" role=\"img\" aria-label=\"share against \(esc(first.key))\">")
    for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
      svg.append(
        "<line class=\"grid\" x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(y(tick)))\" "
          + "y2=\"\(n(y(tick)))\"/><text class=\"axis-label\" x=\"\(n(left - 6))\" "
          + "y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(Int((tick * 100).rounded()))%</text>")
    }
    for (index, value) in first.values.enumerated() {
      svg.append(
        "<text x=\"\(n(x(positions[index])))\" y=\"\(n(height - bottom + 16))\" "
          + "text-anchor=\"middle\">\(esc(value.text))</text>")
    }
    svg.append(
      "<text x=\"\(n((left + width - right) / 2))\" y=\"\(n(height - 8))\" text-anchor=\"middle\" "
        + "class=\"lane-title\">\(esc(first.key))</text>")
    // A series per combination of the other axes' values.
    var series: [String: [SweepPoint]] = [:]
    var order: [String] = []
    for point in result.points {
      let label = zip(result.axes, point.values).dropFirst().map { "\($0.key) \($1.text)" }
        .joined(separator: ", ")
      if series[label] == nil { order.append(label) }
      series[label, default: []].append(point)
    }
    for (number, label) in order.enumerated() {
      let colour = colours[number % colours.count]
      let points = series[label] ?? []
      let coordinates = points.map { point -> (Double, SweepPoint) in
        let position = first.values.firstIndex(of: point.values[0]).map { positions[$0] } ?? low
        return (x(position), point)
      }
      let path = coordinates.map { "\(n($0.0)),\(n(y($0.1.share)))" }.joined(separator: " ")
      svg.append(
        "<g class=\"series-group\" data-series=\"\(esc(label))\">"
          + "<polyline class=\"series\" stroke=\"\(colour)\" points=\"\(path)\"/>")
      for (px, point) in coordinates {
        let interval = point.interval
        svg.append(
          "<line class=\"whisker\" stroke=\"\(colour)\" x1=\"\(n(px))\" x2=\"\(n(px))\" "
            + "y1=\"\(n(y(interval.low)))\" y2=\"\(n(y(interval.high)))\"/>"
            + "<a href=\"\(esc(reports[point.index] ?? "#point-\(point.index)"))\">"
            + "<circle class=\"point\" fill=\"\(colour)\" "
            + "cx=\"\(n(px))\" cy=\"\(n(y(point.share)))\" r=\"5\" data-index=\"\(point.index)\" "
            + "data-share=\"\(SweepResult.number(point.share))\" "
            + "data-low=\"\(SweepResult.number(interval.low))\" "
            + "data-high=\"\(SweepResult.number(interval.high))\"><title>"
            + esc(describe(point, result)) + "</title></circle></a>")
      }
      svg.append("</g>")
      if !label.isEmpty {
        let labelY = top + 16 * Double(number)
        svg.append(
          "<line stroke=\"\(colour)\" stroke-width=\"2\" x1=\"\(n(width - right + 12))\" "
            + "x2=\"\(n(width - right + 30))\" y1=\"\(n(labelY))\" y2=\"\(n(labelY))\"/>"
            + "<text x=\"\(n(width - right + 36))\" y=\"\(n(labelY + 4))\">\(esc(label))</text>")
      }
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n")
  }

  // MARK: - The table and the flips

  private static func table(_ result: SweepResult) -> String {
    func quartiles(_ value: SweepQuartiles?, _ decimals: Int) -> String {
      guard let value else { return "–" }
      let format = "%.\(decimals)f"
      return [value.lower, value.median, value.upper].map {
        String(format: format, locale: nil, $0)
      }.joined(separator: " · ")
    }
    var rows: [String] = []
    let headers =
      result.axes.map(\.key) + [
        "reached", "share", "95 % interval", "time to outcome s (q1 · median · q3)",
        "haptic events", "peak intensity", "energy", "failed",
      ]
    rows.append("<tr>" + headers.map { "<th>\(esc($0))</th>" }.joined() + "</tr>")
    for point in result.points {
      let interval = point.interval
      let cells =
        point.values.map(\.text) + [
          "\(point.reached)/\(point.sessions)", percent(point.share),
          "\(percent(interval.low))–\(percent(interval.high))",
          quartiles(point.timeToOutcome, 2), quartiles(point.hapticEvents, 0),
          quartiles(point.peakIntensity, 2), quartiles(point.energy, 3),
          "\(point.failures.count)",
        ]
      rows.append(
        "<tr id=\"row-\(point.index)\">" + cells.map { "<td>\(esc($0))</td>" }.joined() + "</tr>")
    }
    return "<table class=\"points\">\n" + rows.joined(separator: "\n") + "\n</table>"
  }

  /// For each point, the sessions whose outcome differs from the point before it on the first
  /// axis (the other axes equal), with a link to their report where there is one.
  private static func flips(_ result: SweepResult, reports: [Int: String]) -> String {
    guard let first = result.axes.first else { return "" }
    let flips = SweepFlip.all(in: result)
    var sections: [String] = []
    for point in result.points {
      let here = describe(point, result)
      guard let flip = flips[point.index] else {
        sections.append(
          "<section class=\"flips\" id=\"point-\(point.index)\"><h3>\(esc(here))</h3>"
            + "<p class=\"summary\">The first value of \(esc(first.key)): nothing to compare."
            + "</p></section>")
        continue
      }
      func list(_ offsets: [Int]) -> String {
        offsets.isEmpty
          ? "<p class=\"summary\">none</p>"
          : "<ul>" + offsets.map { "<li>\(esc(result.sessionNames[$0]))</li>" }.joined() + "</ul>"
      }
      let link =
        reports[point.index].map {
          "<p><a class=\"flip-report\" href=\"\(esc($0))\">The report of these sessions at both "
            + "points</a></p>"
        } ?? ""
      sections.append(
        "<section class=\"flips\" id=\"point-\(point.index)\"><h3>\(esc(here))</h3>"
          + "<p>Against \(esc(first.key)) = \(esc(flip.previous.values[0].text)): "
          + "\(flip.gained.count) sessions now reach \(esc(result.outcome.name)), \(flip.lost.count) "
          + "no longer do.</p>\(link)<h3>Now reaching</h3>\(list(flip.gained))"
          + "<h3>No longer reaching</h3>\(list(flip.lost))</section>")
    }
    return "<h2>Sessions that flip between neighbouring points</h2>\n"
      + sections.joined(separator: "\n")
  }

  // MARK: - Helpers

  private static func describe(_ point: SweepPoint, _ result: SweepResult) -> String {
    let values = zip(result.axes, point.values).map { "\($0.key) = \($1.text)" }
      .joined(separator: ", ")
    return "\(values): \(point.reached)/\(point.sessions) (\(percent(point.share)))"
  }

  private static func percent(_ share: Double) -> String {
    String(format: "%.1f%%", locale: nil, share * 100)
  }

  private static func n(_ value: Double) -> String {
    String(format: "%.1f", locale: nil, value)
  }

  private static func esc(_ text: String) -> String { HTMLText.escaped(text) }
}
