import HapticTapeReport
import JSONCore
import Scenes
import TouchModel

/// The studio's page: the report's style sheet and renderer (``HapticTapeReport/ReportAssets``)
/// and the studio's own controls and script around them.
struct StudioPage {
  let configuration: StudioConfiguration

  /// The page's settings as JSON: scene identifiers, device profiles and the token.
  func settingsJSON() -> String {
    var settings: [(key: String, value: JSONValue)] = [
      ("scenes", .array(configuration.registry.ids.map(JSONValue.string))),
      ("devices", .array(DeviceProfile.builtIn.map { .string($0.name) })),
      ("recordings", .string(configuration.recordingsDirectory)),
    ]
    if let token = configuration.token { settings.append(("token", .string(token))) }
    return ReportPage.scriptSafe(StudioSocket.object(settings))
  }

  func html() -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; connect-src 'self'">
    <title>HapticTape Studio</title>
    <style>
    \(ReportAssets.style)
    \(Self.style)
    </style>
    </head>
    <body>
    <main id="studio">
    <header class="studio-header">
    <h1>HapticTape Studio</h1>
    <div class="studio-controls">
    <label>scene <select id="scene"></select></label>
    <label>device <select id="device"></select></label>
    <label>configuration <input id="config" value="{}" size="24" spellcheck="false"></label>
    <button id="start" type="button">Start</button>
    <span class="sep"></span>
    <label>name <input id="name" placeholder="pull-success" size="18" spellcheck="false"></label>
    <button id="save" type="button">Save</button>
    </div>
    <p class="summary"><span id="status">connecting…</span> · <span id="latency">pointer → frame: –</span></p>
    <ul id="errors" class="problems" hidden></ul>
    </header>
    <div class="studio-body">
    <div id="device-box" class="device-box"><div id="touch-layer" class="touch-layer"></div></div>
    <div class="studio-side">
    <h3>haptics as they play</h3>
    <div id="haptic-lane" class="haptic-lane" data-haptic-count="0"></div>
    <div id="live"></div>
    </div>
    </div>
    <section class="open-panel">
    <h3>Open a recording <button id="refresh" type="button" class="zoom">refresh</button></h3>
    <ul id="tapes" class="tape-list"></ul>
    <div id="player"></div>
    </section>
    </main>
    <script type="application/json" id="studio-settings">\(settingsJSON())</script>
    <script>
    \(ReportAssets.script)
    </script>
    <script>
    \(Self.script)
    </script>
    </body>
    </html>

    """
  }

  static let style = #"""
    #studio { max-width: 1400px; }
    .studio-header h1 { margin-bottom: 8px; }
    .studio-controls { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; margin-bottom: 6px; }
    .studio-controls .sep { width: 12px; }
    .studio-controls input, .studio-controls select, .studio-controls button { font: inherit; }
    .studio-body { display: flex; gap: 18px; align-items: flex-start; }
    .device-box { position: relative; flex: none; }
    .device-box .screen-box { margin: 0; }
    .touch-layer { position: absolute; left: 2px; top: 2px; touch-action: none; z-index: 300000; cursor: crosshair; }
    .studio-side { flex: 1; min-width: 0; }
    .studio-side .screen-panel { display: none; }
    .haptic-lane { position: relative; height: 44px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; margin-bottom: 10px; overflow: hidden; }
    .haptic-flash { position: absolute; bottom: 0; width: 14px; border-radius: 3px 3px 0 0; animation: flash 0.9s ease-out forwards; }
    @keyframes flash { from { opacity: 1; } to { opacity: 0.15; } }
    .open-panel { border-top: 1px solid var(--line); margin-top: 18px; padding-top: 10px; }
    .tape-list { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
    .tape-list button { font: 12px ui-monospace, Menlo, Consolas, monospace; padding: 3px 8px; border: 1px solid var(--line); border-radius: 5px; background: #fff; cursor: pointer; }
    """#
}
