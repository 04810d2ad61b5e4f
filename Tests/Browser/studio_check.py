#!/usr/bin/env python3
"""Drives `haptictape studio` in Chromium (selenium + chromedriver) and checks it.

Starts the studio as a child process on a free port with a scratch recordings folder, then:
  * records a two-finger alternating pull on `secret-offer` with touch events sent through the
    DevTools protocol (Input.dispatchTouchEvent), the golden's gesture script played in real time,
    and saves it; the saved tape replays clean on the command line (`haptictape replay`, exit 0),
    its continuous haptics lie within 0.22–0.52 and it holds the success pattern
    (`haptictape inspect`); `haptictape import jsonl` of the saved touches gives the same outputs;
  * the page showed a pointer-to-frame latency and flashed each haptic event of the saved tape on
    its lane exactly once;
  * the page's live report, built from the replies' deltas, holds the saved tape's report (as
    `/tape?name=` serves it): the same fingers and samples, commands, haptic events, scene
    events and scroll motion, after the pull and after a long back-and-forth drag;
  * the page vibrated (navigator.vibrate, recorded by a stand-in) for as long in all as the saved
    tape's `haptictape export --web` pattern: the studio plays the same conversion;
  * a bad WebSocket message is answered with an error and the session goes on; a second socket
    (a second tab) has its own session; an unknown scene is an error on the page;
  * a bad name and a save over an existing recording are refused;
  * a golden opened in the player draws one haptic mark per haptic event of the tape;
  * `--host 0.0.0.0` prints a URL with a token, and requests without it get 403;
  * no page logs a console error.

Usage: Tests/Browser/studio_check.py [--haptictape PATH] [--screenshot PNG]
Prints one line per check and `N passed, M failed`; exits 1 when a check fails.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report_check import ROOT, Checks, browser, console_errors, haptic_count  # noqa: E402

GOLDEN = os.path.join(ROOT, "Recordings/secret-offer/pull-success-two-fingers.htape")
# The secret offer's shake haptics ramp between these intensities (SecretOfferScene's
# minimumIntensity and maximumIntensity) and its success pattern is these three transients.
CONTINUOUS_RANGE = (0.22, 0.52)
SUCCESS_PATTERN = [0.55, 0.75, 1.0]
# inspect prints intensities with 6 decimals.
INTENSITY_TOLERANCE = 1e-6
# Moves are sent every 8 ms, the 120 Hz touch scan of the iPhone 15 Pro profile.
STEP = 0.008


def start_studio(haptictape, recordings, *extra):
    process = subprocess.Popen(
        [haptictape, "studio", "--port", "0", "--recordings", recordings, *extra],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"(http://\S+)", line)
    if not match:
        process.kill()
        raise RuntimeError(f"studio printed no URL: {line!r} {process.stderr.read()}")
    return process, match.group(1)


class Fingers:
    """Touches sent through Input.dispatchTouchEvent at page coordinates of the device screen.

    Each event carries its time on the script's clock (`timestamp`, which becomes the event's
    `timeStamp`), and is sent no earlier than that time, so a slow dispatch delays delivery but
    not the times the page records.
    """

    def __init__(self, driver):
        self.driver = driver
        rect = driver.execute_script(
            "var r = document.getElementById('touch-layer').getBoundingClientRect(); return [r.left, r.top];")
        self.left, self.top = rect
        self.down = {}
        self.clock = time.time() + 0.1

    def wait(self, seconds):
        self.clock += seconds

    def send(self, kind, finger, x, y):
        # The points of an event are the touches it changes, each by its id (as puppeteer's
        # multi-touch handles send them): one finger lifts while the other stays down.
        delay = self.clock - time.time()
        if delay > 0:
            time.sleep(delay)
        point = {"x": self.left + x, "y": self.top + y, "id": finger, "radiusX": 6, "radiusY": 6, "force": 0.5}
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                    {"type": kind, "touchPoints": [point], "timestamp": self.clock})

    def touch(self, finger, x, y):
        self.down[finger] = (x, y)
        self.send("touchStart", finger, x, y)

    def lift(self, finger):
        x, y = self.down.pop(finger)
        self.send("touchEnd", finger, x, y)

    def drag(self, finger, x, y, seconds):
        x0, y0 = self.down[finger]
        steps = max(1, round(seconds / STEP))
        for k in range(1, steps + 1):
            self.wait(seconds / steps)
            self.down[finger] = (x0 + (x - x0) * k / steps, y0 + (y - y0) * k / steps)
            self.send("touchMove", finger, *self.down[finger])

    def fling(self, finger, x0, y0, x1, y1, velocity):
        self.touch(finger, x0, y0)
        distance = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        self.drag(finger, x1, y1, distance / velocity)
        self.lift(finger)


def pull_secret_offer(fingers):
    """Recordings/secret-offer/pull-success-two-fingers.gesture, played in real time."""
    fingers.fling(1, 350, 290, 150, 290, 600)
    fingers.wait(3.5)
    fingers.fling(1, 350, 290, 150, 290, 600)
    fingers.wait(5)
    fingers.touch(1, 380, 290)
    fingers.drag(1, 20, 290, 0.5)
    fingers.touch(2, 380, 300)
    fingers.lift(1)
    fingers.drag(2, 20, 300, 0.5)
    fingers.touch(1, 380, 290)
    fingers.lift(2)
    fingers.drag(1, 20, 290, 0.5)
    fingers.touch(2, 380, 300)
    fingers.lift(1)
    fingers.drag(2, 20, 300, 0.5)
    fingers.wait(0.2)
    fingers.lift(2)


def inspect_haptics(haptictape, tape):
    """[(kind, intensity)] from `haptictape inspect`."""
    out = subprocess.run([haptictape, "inspect", tape], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    haptics = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 4 and parts[1] == "haptic":
            match = re.search(r"intensity=([0-9.]+)", line)
            haptics.append((parts[3], float(match.group(1)) if match else None))
    return haptics


def report_lanes(tape, until):
    """What a report model holds up to `until` s, lane by lane (times to 1 µs, the tape's grid)."""
    def t(value):
        return round(value, 6)
    return {
        "fingers": [(f["id"], [[t(s[0])] + s[1:] for s in f["samples"]], len(f["coalesced"])) for f in tape["fingers"]],
        "commands": [(t(c["t"]), c["name"]) for c in tape["commands"]],
        "haptics": [(t(h["t"]), h["label"], h.get("intensity")) for h in tape["haptics"] if h["t"] <= until],
        "sceneEvents": [(t(e["t"]), e["name"], e["detail"]) for e in tape["sceneEvents"] if e["t"] <= until],
        "scrolls": [(s["view"], [[t(o[0])] + o[1:] for o in s["offsets"] if o[0] <= until],
                     [(t(c["t"]), c["name"]) for c in s["callbacks"] if c["t"] <= until]) for s in tape["scrolls"]],
        "layoutSamples": len([sample for sample in tape["layoutSamples"] if sample["t"] <= until]),
        "views": [(v["name"], len(v["placements"])) for v in tape["views"]],
    }


def compare_live_report(checks, driver, url, name, label):
    """The page's live report against the saved tape's, lane by lane, up to the saved tape's end
    (the live view runs on while the page ticks; the saved tape ends where the scene rests)."""
    base = url.split("?")[0]
    with urllib.request.urlopen(base + "tape?name=" + name) as response:
        saved = json.loads(response.read())["tapes"][0]
    # The saved tape's last input or output (its report's duration is the replay's, which runs
    # on to rest); the page ticks on for 10 s after the last touch, so its live view gets there.
    until = max([s[0] for f in saved["fingers"] for s in f["samples"]]
                + [o[0] for v in saved["scrolls"] for o in v["offsets"]]
                + [x["t"] for lane in ("haptics", "sceneEvents", "layoutSamples") for x in saved[lane]])
    # Up to 60 s: on a loaded 2-core CI machine the page's ticks can fall well behind real time.
    wait_for(driver, f"var r = window.hapticTapeStudio.liveReport(); return r && r.duration >= {until};", 60)
    live = driver.execute_script("return window.hapticTapeStudio.liveReport()")
    ours, theirs = report_lanes(live, until), report_lanes(saved, until)
    differing = [key for key in theirs if ours[key] != theirs[key]]
    checks.check(f"the live report equals the saved tape's report ({label})",
                 live is not None and not differing and live["duration"] >= until,
                 f"lanes differing: {differing}; " + "; ".join(f"{k}: live {str(ours[k])[:300]} saved {str(theirs[k])[:300]}" for k in differing))
    print(f"      {label}: {sum(len(f[1]) for f in theirs['fingers'])} samples, {len(theirs['haptics'])} haptics, "
          f"{len(theirs['sceneEvents'])} scene events, {sum(len(s[1]) for s in theirs['scrolls'])} offsets, "
          f"{theirs['layoutSamples']} layout samples match")


def long_drag(fingers):
    """One finger dragged back and forth across the row for 12 s, then a fling."""
    fingers.touch(1, 300, 290)
    for _ in range(6):
        fingers.drag(1, 60, 290, 1.0)
        fingers.drag(1, 330, 290, 1.0)
    fingers.lift(1)
    fingers.fling(1, 350, 290, 150, 290, 900)


def wait_for(driver, script, timeout=30):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.1)
    return None


SOCKET_SCRIPT = """
var done = arguments[arguments.length - 1];
var messages = arguments[0], replies = [], url = arguments[1];
var ws = new WebSocket(url);
ws.onopen = function () { messages.forEach(function (m) { ws.send(typeof m === 'string' ? m : JSON.stringify(m)); }); };
ws.onmessage = function (event) {
  var reply = JSON.parse(event.data);
  replies.push({ type: reply.type, message: reply.message || '', scene: reply.reportDelta && reply.reportDelta.start ? reply.reportDelta.start.scene : reply.scene,
                 accepted: reply.accepted });
  if (replies.length >= arguments[2]) { ws.close(); done(replies); }
}.bind(null);
ws.onclose = function (event) { replies.push({ type: 'close', code: event.code, message: event.reason }); done(replies); };
setTimeout(function () { done(replies); }, 8000);
"""


def socket_exchange(driver, url, messages, count):
    """Sends `messages` on a new WebSocket from the page and returns the first `count` replies."""
    socket_url = url.replace("http://", "ws://").split("?")[0] + "socket"
    script = SOCKET_SCRIPT.replace("arguments[2]", str(count))
    return driver.execute_async_script(script, messages, socket_url)


def http_status(url):
    try:
        with urllib.request.urlopen(url) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--haptictape", default=os.path.join(ROOT, ".build", "debug", "haptictape"))
    parser.add_argument("--screenshot", help="save a screenshot of the studio after the recorded pull")
    args = parser.parse_args()
    haptictape = os.path.abspath(args.haptictape)
    checks = Checks()
    scratch = tempfile.mkdtemp(prefix="studio-check-")
    recordings = os.path.join(scratch, "recordings")
    process, url = start_studio(haptictape, recordings)
    driver = browser()
    driver.set_script_timeout(20)
    try:
        checks.check("studio prints a loopback URL", url.startswith("http://127.0.0.1:"), url)
        driver.get(url + "?scene=secret-offer")
        started = wait_for(driver, "return document.getElementById('status').textContent.indexOf('recording secret-offer') === 0")
        checks.check("the page starts a secret-offer session", started,
                     driver.execute_script("return document.getElementById('status').textContent"))
        size = driver.execute_script(
            "var r = document.getElementById('touch-layer').getBoundingClientRect(); return [r.width, r.height];")
        checks.check("the device screen is drawn at its size in points (393 × 852)", size == [393, 852], str(size))

        # A stand-in for navigator.vibrate that records each pattern the page sends.
        driver.execute_script("""
            window.__vibrations = [];
            Object.defineProperty(navigator, 'vibrate', { configurable: true, value: function (pattern) {
              window.__vibrations.push(pattern); return true; } });""")
        pull_secret_offer(Fingers(driver))
        # The scene comes to rest on the page's ticks; then every haptic has been flashed.
        time.sleep(1.5)
        live = wait_for(driver, "return Number(document.getElementById('haptic-lane').getAttribute('data-haptic-count')) >= 18")
        flashed = driver.execute_script("return document.getElementById('haptic-lane').getAttribute('data-haptic-count')")
        checks.check("the live session flashed the pull's haptic events on the lane", live, f"flashed {flashed}")
        bars = driver.execute_script("return document.getElementById('haptic-lane').children.length")
        print(f"      flashed {flashed} haptic events live, lane shows {bars}")
        latency = driver.execute_script("return document.getElementById('latency').getAttribute('data-median-ms')")
        checks.check("the page shows a pointer-to-frame latency", latency is not None and float(latency) > 0,
                     str(latency))
        print(f"      pointer → frame latency, median: {latency} ms")
        if args.screenshot:
            driver.set_window_size(1400, 1120)
            time.sleep(0.5)
            driver.save_screenshot(args.screenshot)

        driver.find_element("id", "name").send_keys("two-finger-pull")
        driver.find_element("id", "save").click()
        saved = wait_for(driver, "return document.getElementById('save').getAttribute('data-saved')")
        tape = os.path.join(recordings, "two-finger-pull.htape")
        touches = os.path.join(recordings, "two-finger-pull.touches.jsonl")
        checks.check("Save writes the tape and the JSON Lines touches",
                     saved == "two-finger-pull.htape" and os.path.exists(tape) and os.path.exists(touches),
                     f"saved={saved} files={os.listdir(recordings) if os.path.isdir(recordings) else None}")
        if os.path.exists(tape):
            replay = subprocess.run([haptictape, "replay", tape], cwd=ROOT, capture_output=True, text=True)
            checks.check("the saved tape replays clean (haptictape replay exit 0)", replay.returncode == 0,
                         replay.stdout + replay.stderr)
            haptics = inspect_haptics(haptictape, tape)
            continuous = [i for kind, i in haptics if kind == "continuous"]
            transients = [i for kind, i in haptics if kind == "transient"]
            low, high = CONTINUOUS_RANGE
            checks.check("the saved pull holds continuous haptics within 0.22–0.52",
                         len(continuous) >= 5 and all(low - INTENSITY_TOLERANCE <= i <= high + INTENSITY_TOLERANCE
                                                      for i in continuous), str(continuous))
            sent = driver.execute_script("return window.__vibrations")
            live_on = sum(entry for pattern in sent for index, entry in enumerate(pattern) if index % 2 == 0)
            exported = json.loads(subprocess.run([haptictape, "export", tape, "--web"], cwd=ROOT, capture_output=True,
                                                 text=True, check=True).stdout)["pattern"]
            export_on = sum(entry for index, entry in enumerate(exported) if index % 2 == 0)
            # Each live entry is rounded to whole milliseconds on its own: up to 1 ms per entry.
            entries = sum(len(pattern) for pattern in sent)
            checks.check(f"the page vibrated {live_on} ms in {len(sent)} calls, the export --web pattern "
                         f"{export_on} ms", len(sent) > 0 and abs(live_on - export_on) <= entries,
                         f"sent {sent}, exported {exported}")
            checks.check("the saved pull holds the success pattern 0.55, 0.75, 1.00",
                         any(transients[k:k + 3] == SUCCESS_PATTERN for k in range(len(transients))), str(transients))
            checks.check("the lane flashed each haptic event of the saved tape once",
                         flashed is not None and int(flashed) == len(haptics), f"flashed {flashed}, tape {len(haptics)}")
            print(f"      saved pull: {len(continuous)} continuous {min(continuous, default=0):.3f}–"
                  f"{max(continuous, default=0):.3f}, transients {transients}")
            imported = os.path.join(scratch, "imported.htape")
            subprocess.run([haptictape, "import", "jsonl", touches, "--scene", "secret-offer", "-o", imported],
                           cwd=ROOT, capture_output=True, check=True)
            checks.check("import jsonl of the saved touches gives the same haptics",
                         inspect_haptics(haptictape, imported) == haptics)

        if os.path.exists(tape):
            compare_live_report(checks, driver, url, "two-finger-pull", "after the pull")

        if os.path.exists(tape):
            before = os.path.getmtime(tape)
            driver.execute_script("window.__asked = []; window.confirm = function (m) { window.__asked.push(m); return false; };")
            driver.find_element("id", "save").click()
            asked = wait_for(driver, "return window.__asked.length ? window.__asked[0] : null", 5)
            checks.check("saving over an existing recording asks first (declined: nothing replaced)",
                         asked is not None and "exists" in asked and os.path.getmtime(tape) == before, str(asked))
        name = driver.find_element("id", "name")
        name.clear()
        name.send_keys("../escape")
        driver.find_element("id", "save").click()
        refused = wait_for(driver, "var e = document.getElementById('errors'); return e.textContent.indexOf('not a plain name') >= 0", 5)
        checks.check("a name with ../ is refused on the page and nothing is written outside",
                     refused and not os.path.exists(os.path.join(scratch, "escape.htape")))

        # A long drag in a new session: every reply's delta applied, the page's report is the
        # saved tape's.
        driver.find_element("id", "start").click()
        wait_for(driver, "return document.getElementById('status').textContent.indexOf('recording secret-offer') === 0")
        time.sleep(0.5)
        long_drag(Fingers(driver))
        time.sleep(3)
        name.clear()
        name.send_keys("long-drag")
        driver.find_element("id", "save").click()
        saved = wait_for(driver, "return document.getElementById('save').getAttribute('data-saved') === 'long-drag.htape'")
        checks.check("the long drag is saved", saved, "")
        if saved:
            compare_live_report(checks, driver, url, "long-drag", "after a 13 s drag")

        replies = socket_exchange(driver, url, [
            {"type": "start", "scene": "secret-offer", "device": "iphone-15-pro", "config": "{}"},
            '{"type":"pointers","now":10,"events":[{"id":1,"phase":"began","t":5,"x":null,"y":3}]}',
            {"type": "pointers", "now": 20, "events": [{"id": 1, "phase": "began", "t": 10, "x": 100, "y": 300}]},
            {"type": "pointers", "now": 30, "events": [{"id": 1, "phase": "moved", "t": 4, "x": 90, "y": 300}]},
            {"type": "pointers", "now": 40, "events": [{"id": 1, "phase": "levitated", "t": 40, "x": 90, "y": 300}]},
            {"type": "pointers", "now": 50, "events": [{"id": 1, "phase": "moved", "t": 50, "x": 80, "y": 300}]},
        ], 10)
        kinds = [reply["type"] for reply in replies]
        errors = [reply["message"] for reply in replies if reply["type"] == "error"]
        checks.check("bad messages are reported and dropped, the session goes on",
                     kinds == ["started", "frame", "error", "frame", "frame", "error", "frame", "error", "frame",
                               "frame"]
                     and replies[-1]["accepted"] == 1
                     and any("finite number" in e for e in errors) and any("backwards" in e for e in errors)
                     and any("began, moved, ended or cancelled" in e for e in errors), str(replies))
        # A message over the limit is refused by its frame header, before it is buffered: the
        # messages before it are answered, then the socket closes with 1009 (message too big).
        replies = socket_exchange(driver, url, [
            {"type": "start", "scene": "secret-offer", "device": "iphone-15-pro", "config": "{}"},
            "x" * 300000,
            {"type": "pointers", "now": 50, "events": [{"id": 1, "phase": "began", "t": 50, "x": 80, "y": 300}]},
        ], 4)
        checks.check("a message over the limit closes the socket with 1009 after the earlier replies",
                     [reply["type"] for reply in replies] == ["started", "frame", "close"]
                     and replies[-1]["code"] == 1009 and "over" in replies[-1]["message"], str(replies))
        other = socket_exchange(driver, url, [{"type": "start", "scene": "cube", "device": "iphone-se"}], 2)
        checks.check("a second tab gets its own session", [r.get("scene") for r in other] == ["cube", "cube"], str(other))
        unknown = socket_exchange(driver, url, [{"type": "start", "scene": "no-such-scene", "device": "iphone-se"}], 1)
        checks.check("an unknown scene is an error on the page, not a crash",
                     unknown and unknown[0]["type"] == "error" and "no-such-scene" in unknown[0]["message"]
                     and process.poll() is None, str(unknown))

        shutil.copy(GOLDEN, os.path.join(recordings, "golden.htape"))
        driver.execute_script("window.hapticTapeStudio.refresh()")
        wait_for(driver, "return document.querySelector('[data-tape=\"golden.htape\"]')")
        driver.find_element("css selector", "[data-tape='golden.htape']").click()
        wait_for(driver, "return document.getElementById('player').getAttribute('data-ready')")
        drawn = driver.execute_script(
            "return document.querySelectorAll('#player .haptic-mark[data-source=recorded]').length")
        expected = haptic_count(haptictape, GOLDEN)
        checks.check("an opened golden draws one haptic mark per haptic event", drawn == expected,
                     f"drawn {drawn}, tape {expected}")
        checks.check("the opened golden replays without divergence",
                     driver.execute_script("return document.querySelectorAll('#player .badge-diverged').length") == 0)

        errors = [e for e in console_errors(driver) if "favicon" not in e.get("message", "")]
        checks.check("no console errors", not errors, str(errors))
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)

    network, network_url = start_studio(haptictape, recordings, "--host", "0.0.0.0")
    try:
        token = re.search(r"\?token=([0-9a-f]{32})$", network_url)
        checks.check("--host 0.0.0.0 prints a URL with a token", token is not None, network_url)
        port = re.search(r":(\d+)/", network_url).group(1)
        base = f"http://127.0.0.1:{port}/"
        checks.check("requests without the token get 403",
                     http_status(base) == 403 and http_status(base + "tapes") == 403
                     and http_status(base + "tapes?token=wrong") == 403, "")
        if token:
            checks.check("requests with the token are served", http_status(f"{base}?token={token.group(1)}") == 200)
    finally:
        network.terminate()
        network.wait(timeout=10)
    return finish(checks, scratch)


def finish(checks, scratch):
    """Removes `scratch` when every check passed (else names it), prints the closing line and
    returns the exit status."""
    if not checks.failed:
        shutil.rmtree(scratch, ignore_errors=True)
    else:
        print(f"      kept {scratch}")
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
