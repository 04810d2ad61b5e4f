import JSONCore

// MARK: - JSON

extension AndroidHaptics {
  /// The effect as JSON other tools read (docs/haptics-export.md#json):
  /// `{"waveform": {"timings", "amplitudes", "repeat"}, "composition": [{"primitive", "scale",
  /// "delayMs"}], "feedback": [{"atMs", "uikit", "constant"}], "startMs", "losses"}`, 2-space
  /// indented, with a final newline.
  public var json: String {
    let waveformValue = JSONValue.object([
      ("timings", .array(waveform.timings.map { .number(String($0)) })),
      ("amplitudes", .array(waveform.amplitudes.map { .number(String($0)) })),
      ("repeat", .number(String(waveform.repeat))),
    ])
    let steps = composition.map { step in
      JSONValue.object([
        ("primitive", .string(step.primitive.rawValue)),
        ("scale", .number(JSONNumberFormat.trimmed(step.scale))),
        ("delayMs", .number(String(step.delayMilliseconds))),
      ])
    }
    let calls = feedback.map { call in
      JSONValue.object([
        ("atMs", .number(String(call.timeMilliseconds))),
        ("uikit", .string(call.uikit)),
        ("constant", call.constant.map { .string($0.rawValue) } ?? .null),
      ])
    }
    return JSONWriter.pretty(
      .object([
        ("waveform", waveformValue),
        ("composition", .array(steps)),
        ("feedback", .array(calls)),
        ("startMs", .number(ExportNumber.milliseconds(startMilliseconds))),
        ("losses", .array(losses.map { .string($0) })),
      ]))
  }
}
