/// The report page's assets: its style sheet and script, kept apart from the data model and the
/// command line so another host (a live player, say) can serve the same page around its own data.
///
/// The script reads the JSON in `<script type="application/json" id="haptictape-data">`
/// (``ReportPage/json()``), draws into `<main id="haptictape-report">`, renders every string from
/// the data with `textContent` and exposes one view per tape as `window.hapticTapeReport`.
public enum ReportAssets {
  /// The page's CSS.
  public static let style = #"""
    :root { color-scheme: light; --ink: #1d2330; --muted: #667085; --line: #d0d5dd; --panel: #f7f8fa; --accent: #d92d20; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.45 -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #fff; }
    main { padding: 16px 20px 40px; max-width: 1340px; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2.tape-title { font-size: 16px; margin: 0 0 6px; font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; word-break: break-all; }
    h3 { font-size: 13px; margin: 0 0 6px; }
    .summary { color: var(--muted); margin: 0 0 8px; }
    .tape-index { margin: 0 0 12px; padding-left: 22px; columns: 2; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    .tape-index .index-detail { color: var(--muted); font-family: -apple-system, "Segoe UI", Arial, sans-serif; }
    section.tape { border-top: 1px solid var(--line); padding: 14px 0 18px; }
    .badge { display: inline-block; margin-left: 8px; padding: 1px 7px; border-radius: 9px; font-size: 11px; font-family: -apple-system, Arial, sans-serif; vertical-align: middle; }
    .badge-diverged { background: var(--accent); color: #fff; }
    dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 1px 12px; margin: 0 0 8px; font-size: 12px; }
    dl.meta dt { color: var(--muted); }
    dl.meta dd { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-all; }
    ul.problems { background: #fff4e5; border: 1px solid #f5b971; border-radius: 6px; padding: 6px 10px 6px 26px; margin: 0 0 10px; }
    .divergence { background: #fef3f2; border: 1px solid #fda29b; border-radius: 6px; padding: 8px 10px; margin: 0 0 10px; }
    pre.report-text { margin: 0; font-size: 11.5px; white-space: pre-wrap; }
    .tape-body { display: flex; gap: 18px; align-items: flex-start; }
    .screen-panel { flex: none; }
    .screen-box { position: relative; overflow: hidden; border: 2px solid #111; border-radius: 14px; background: #fcfcfd; }
    .screen { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    .view { position: absolute; overflow: hidden; outline: 2px dashed rgba(16, 24, 40, 0.45); outline-offset: -2px; }
    .view-name { position: absolute; right: 4px; top: 2px; font-size: 22px; color: rgba(16, 24, 40, 0.5); z-index: 100000; pointer-events: none; }
    .content { position: absolute; left: 0; top: 0; width: 0; height: 0; }
    .cell { position: absolute; border: 1.5px solid rgba(16, 24, 40, 0.55); border-radius: 6px; overflow: hidden; backface-visibility: visible; }
    .cell.supplementary { border-style: dotted; background-color: rgba(255, 255, 255, 0.6) !important; }
    .cell.hidden { opacity: 0.25 !important; border-style: dashed; }
    .cell-label { position: absolute; left: 6px; top: 4px; font-size: 22px; font-weight: 600; color: rgba(16, 24, 40, 0.75); }
    .finger { position: absolute; width: 44px; height: 44px; margin: -22px 0 0 -22px; border-radius: 50%; background: rgba(217, 45, 32, 0.35); border: 2px solid var(--accent); color: #fff; font-size: 20px; font-weight: 700; text-align: center; line-height: 40px; z-index: 200000; }
    .screen-caption { margin-top: 6px; font-size: 11px; color: var(--muted); max-width: 262px; }
    .timeline-panel { flex: 1; min-width: 0; }
    .controls { display: flex; align-items: center; gap: 8px; margin-bottom: 4px; padding-left: 132px; }
    .scrubber { flex: 1; max-width: 816px; }
    .time-label { font-family: ui-monospace, Menlo, Consolas, monospace; min-width: 72px; }
    button.zoom { font: inherit; font-size: 11px; padding: 2px 8px; border: 1px solid var(--line); border-radius: 5px; background: #fff; cursor: pointer; }
    svg.lanes { display: block; max-width: 100%; height: auto; font-size: 10.5px; user-select: none; cursor: col-resize; touch-action: none; }
    svg.lanes text { fill: var(--ink); }
    .lane-bg { fill: var(--panel); }
    .lane-title { font-weight: 600; font-size: 11.5px; }
    .lane-subtitle, .legend text, text.legend { fill: var(--muted) !important; font-size: 10px; }
    .axis line { stroke: #98a2b3; }
    .axis text { fill: var(--muted); font-size: 10px; }
    .grid { stroke: #e4e7ec; stroke-dasharray: 2 3; }
    .grid-label { fill: var(--muted) !important; font-size: 9px; }
    .haptic-mark .bar { stroke: rgba(16, 24, 40, 0.35); stroke-width: 0.5; }
    .haptics.replayed .bar, .haptics.replayed .tick { fill: none; stroke: var(--accent); stroke-width: 1.4; stroke-dasharray: 3 2; }
    .haptics.replayed .tick-head { fill: none; stroke: var(--accent); }
    .tick-head { stroke: rgba(16, 24, 40, 0.5); stroke-width: 0.6; }
    .curve { fill: none; stroke: #7a5af8; stroke-width: 2; }
    .marker { fill: #101828; }
    .marker-notification { fill: var(--accent); }
    .marker-selection { fill: #2e90fa; }
    .marker-impact { fill: #f79009; }
    .marker-stem { stroke: rgba(16, 24, 40, 0.35); stroke-dasharray: 2 2; }
    .marker-label { font-size: 10px; }
    .platform-step { fill: #12b76a; stroke: rgba(16, 24, 40, 0.3); stroke-width: 0.4; }
    .platform-primitive path { fill: #027a48; }
    .platform-pulse { fill: #f79009; stroke: rgba(16, 24, 40, 0.3); stroke-width: 0.4; }
    .platform-losses { fill: transparent; cursor: help; }
    .haptics.replayed .marker { fill: none; stroke: var(--accent); }
    .flag-pole { stroke: #475467; }
    .flag-label { font-size: 10px; }
    .scene-flag.replayed .flag-pole { stroke: var(--accent); stroke-dasharray: 3 2; }
    .scene-flag.replayed .flag-label { fill: var(--accent) !important; }
    .command-flag .flag-pole { stroke: #7a5af8; }
    .phase-dragging { fill: rgba(46, 144, 250, 0.16); }
    .phase-decelerating { fill: rgba(18, 183, 106, 0.16); }
    .phase-animating { fill: rgba(122, 90, 248, 0.16); }
    .offset { fill: none; stroke: #101828; stroke-width: 1.4; }
    .offset-y { stroke-dasharray: 4 2; }
    .offset.replayed { stroke: var(--accent); stroke-width: 1.2; stroke-dasharray: 3 2; }
    .callback { stroke: #475467; stroke-width: 1.2; }
    .contact { fill: rgba(16, 24, 40, 0.08); stroke: rgba(16, 24, 40, 0.25); }
    .touch-x { fill: none; stroke: #101828; stroke-width: 1.2; }
    .touch-y { fill: none; stroke: #101828; stroke-width: 1; stroke-dasharray: 3 2; }
    .coalesced { fill: #7a5af8; }
    .cursor { stroke: var(--accent); stroke-width: 1.5; pointer-events: none; }
    .first-divergence { stroke: var(--accent); stroke-width: 2; stroke-dasharray: 6 3; }
    .divergence-label { fill: var(--accent) !important; font-weight: 600; }
    .cell.replayed { background: none !important; border: 2px dashed var(--accent); opacity: 1 !important; pointer-events: none; }
    .replayed-content { z-index: 99999; }
    """#
}
