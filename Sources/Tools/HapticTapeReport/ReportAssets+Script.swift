extension ReportAssets {
  /// The page's JavaScript (ES5, no dependencies, no network).
  ///
  /// Per tape it draws the screen at the scrubbed time (the latest layout sample of each view,
  /// cells placed by frame, anchor point, `matrix3d` transform, alpha and zIndex in the view's
  /// bounds) and, on one time axis, the haptic lane (continuous events as bars whose height is
  /// the intensity and colour the sharpness, transients as ticks, parameter curves as lines,
  /// system feedback as labelled markers), scene events as flags, each scroll view's offsets
  /// with its phases shaded and delegate callbacks as ticks, and one lane per finger. Each
  /// haptic event is one element of class `haptic-mark` with `data-source` `recorded` or
  /// `replayed`; each view shows `data-sample-time`, the time of the sample it draws.
  ///
  /// The script also exposes its renderer as `window.hapticTapeRenderer` (`TapeView`,
  /// `renderIndex`), and draws nothing by itself on a page without the data element: the studio
  /// page draws its live and opened tapes with it.
  ///
  /// The text is `Resources/report.js`, embedded at build time (so the page stays one file that
  /// works offline), less the file's final line break.
  public static let script: String = {
    let text = String(decoding: PackageResources.report_js, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }()
}
