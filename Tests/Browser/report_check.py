#!/usr/bin/env python3
"""Loads `haptictape report` pages in Chromium (selenium + chromedriver) and checks them.

Checks, each counted as one test:
  * every golden tape's section holds one recorded haptic mark per haptic event of the tape,
    the count read from `haptictape inspect --summary` (not from the report);
  * scrubbing to a time shows, for each view, the layout sample of that time (times and cell
    counts read from the tape's JSON Lines);
  * the Android and web lanes draw one step per vibrating waveform step and one block per
    web vibration of `haptictape export --android|--web --format json` (read from the command,
    not from the report);
  * a tape whose metadata holds markup and script renders it as text and runs nothing;
  * no page logs a console error.

Usage: Tests/Browser/report_check.py [--haptictape PATH] [--screenshot PNG]
                                     [--platforms-screenshot PNG]
Prints one line per check and `N passed, M failed`; exits 1 when a check fails.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
GOLDEN = "Recordings/secret-offer/pull-success-two-fingers.htape"
# A layout sample is found when the scrubbed time is within this of the sample's time (the page
# prints sample times with 6 decimals, the tape's 1 µs grid).
TIME_TOLERANCE = 1e-6
INJECTION = "</script><script>window.__injected = 1</script><img src=x onerror=\"window.__injected = 2\">&amp;\u2028"


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"pass  {name}")
        else:
            self.failed += 1
            print(f"FAIL  {name}: {detail}")


def run(*args):
    return subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True).stdout


def haptic_count(haptictape, tape):
    """The tape's haptic events, from the `streams` line of `inspect --summary`."""
    summary = run(haptictape, "inspect", "--summary", tape)
    streams = next(line for line in summary.splitlines() if line.startswith("streams"))
    return sum(int(n) for n in re.findall(r"haptic \S+ (\d+)", streams))


def tape_lines(haptictape, tape, directory):
    out = os.path.join(directory, os.path.basename(tape) + ".jsonl")
    run(haptictape, "convert", tape, out)
    with open(out, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def layout_samples(lines):
    """{view: [(time, cell count)]} in time order."""
    samples = {}
    for line in lines[1:]:
        if line.get("kind") != "layout":
            continue
        view = samples.setdefault(line["stream"], [])
        if view and view[-1][0] == line["t"]:
            view[-1] = (line["t"], view[-1][1] + 1)
        else:
            view.append((line["t"], 1))
    return samples


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    for binary in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(binary):
            options.binary_location = binary
    driver_path = "/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None
    return webdriver.Chrome(options=options, service=Service(driver_path) if driver_path else Service())


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def load(driver, path):
    driver.get("file://" + path)
    ready = driver.execute_script("return document.getElementById('haptictape-report').getAttribute('data-ready')")
    return ready == "true"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--haptictape", default=os.path.join(ROOT, ".build", "debug", "haptictape"))
    parser.add_argument("--screenshot", help="save a screenshot of the secret-offer success report here")
    parser.add_argument("--platforms-screenshot",
                        help="save a screenshot of the success pull's iOS, Android and web lanes here")
    arguments = parser.parse_args()
    haptictape = os.path.abspath(arguments.haptictape)
    checks = Checks()
    driver = browser()
    try:
        with tempfile.TemporaryDirectory() as scratch:
            # 1. Every golden: one recorded haptic mark per haptic event of the tape.
            corpus = os.path.join(scratch, "corpus.html")
            run(haptictape, "report", "Recordings", "-o", corpus)
            checks.check("corpus report loads", load(driver, corpus))
            sections = driver.execute_script("""
                return Array.from(document.querySelectorAll('section.tape')).map(function (s) {
                  return [s.querySelector('h2').firstChild.textContent,
                          s.querySelectorAll('.haptic-mark[data-source="recorded"]').length,
                          s.querySelectorAll('.view').length];
                });""")
            tapes = sorted(
                os.path.join(directory, name)[len(ROOT) + 1:]
                for directory, _, names in os.walk(os.path.join(ROOT, "Recordings"))
                for name in names if name.endswith(".htape"))
            checks.check(f"corpus report shows all {len(tapes)} goldens",
                         [s[0] for s in sections] == tapes, f"{[s[0] for s in sections]}")
            total = 0
            for path, marks, views in sections:
                expected = haptic_count(haptictape, path)
                total += expected
                checks.check(f"{path}: {marks} haptic marks == {expected} haptic events", marks == expected,
                             f"{marks} marks")
                checks.check(f"{path}: the screen draws its views", views > 0, "no view drawn")
            checks.check(f"corpus: {total} haptic marks in all", total > 0, "no haptic event in the corpus")
            errors = console_errors(driver)
            checks.check("corpus report logs no console error", not errors, f"{errors}")

            # 2. Scrubbing shows the layout sample of the scrubbed time.
            single = os.path.join(scratch, "success.html")
            run(haptictape, "report", GOLDEN, "-o", single)
            checks.check("secret-offer report loads", load(driver, single))
            samples = layout_samples(tape_lines(haptictape, GOLDEN, scratch))
            checked = 0
            for view, entries in samples.items():
                # Each sample's own time, and a time between it and the next sample.
                for index, (time, count) in enumerate(entries):
                    later = entries[index + 1][0] if index + 1 < len(entries) else time + 0.5
                    for probe in (time, (time + later) / 2):
                        shown = driver.execute_script("""
                            var view = window.hapticTapeReport[0];
                            var scrubber = document.querySelector('#tape-0 .scrubber');
                            scrubber.value = String(arguments[0]);
                            scrubber.dispatchEvent(new Event('input', { bubbles: true }));
                            var node = document.querySelector('#tape-0 .view[data-view="' + arguments[1] + '"]');
                            return [node.getAttribute('data-sample-time'), node.querySelectorAll('.cell').length,
                                    Number(scrubber.value)];""", probe, view)
                        ok = shown[0] != "" and abs(float(shown[0]) - time) <= TIME_TOLERANCE and shown[1] == count
                        checks.check(f"scrub {view} to {probe:.6f} s shows the sample of {time:.6f} s ({count} cells)",
                                     ok, f"shows {shown[0]} with {shown[1]} cells")
                        checked += 1
            checks.check("scrubbing checked at least one sample", checked > 0, "the tape has no layout sample")

            # The Android and web lanes: drawn from the same conversion `export` writes.
            android = json.loads(run(haptictape, "export", GOLDEN, "--android", "--format", "json"))
            web = json.loads(run(haptictape, "export", GOLDEN, "--web"))
            steps = sum(1 for amplitude in android["waveform"]["amplitudes"] if amplitude != 0)
            blocks, time, last_end = 0, 0, None
            for index, entry in enumerate(web["pattern"]):
                if index % 2 == 0 and entry > 0:
                    if last_end != time:
                        blocks += 1
                    last_end = time + entry
                time += entry
            drawn = driver.execute_script("""
                var section = document.getElementById('tape-0');
                return [section.querySelectorAll('.platform-step').length,
                        section.querySelectorAll('.platform-primitive').length,
                        section.querySelectorAll('.platform-pulse').length];""")
            checks.check(f"Android lane: {drawn[0]} steps == {steps} vibrating waveform steps", drawn[0] == steps,
                         f"{drawn}")
            checks.check(f"Android lane: {drawn[1]} primitives == {len(android['composition'])}",
                         drawn[1] == len(android["composition"]), f"{drawn}")
            checks.check(f"web lane: {drawn[2]} vibrations == {blocks} in the pattern", drawn[2] == blocks and blocks > 0,
                         f"{drawn}")
            if arguments.platforms_screenshot:
                driver.execute_script("""
                    var view = window.hapticTapeReport[0];
                    view.zoomToHaptics();
                    view.seek(view.tape.platforms.web[view.tape.platforms.web.length - 1][0]);""")
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": 1340, "height": height + 16, "deviceScaleFactor": 1, "mobile": False})
                driver.save_screenshot(os.path.abspath(arguments.platforms_screenshot))
                driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
                print(f"saved {arguments.platforms_screenshot}")
            if arguments.screenshot:
                driver.execute_script("""
                    var view = window.hapticTapeReport[0];
                    var opened = view.tape.sceneEvents.filter(function (e) { return e.name === 'opened'; })[0];
                    view.zoomToHaptics();
                    view.seek(opened ? opened.t - 0.02 : view.end / 2);""")
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": 1340, "height": height + 16, "deviceScaleFactor": 1, "mobile": False})
                driver.save_screenshot(os.path.abspath(arguments.screenshot))
                print(f"saved {arguments.screenshot}")
            errors = console_errors(driver)
            checks.check("secret-offer report logs no console error", not errors, f"{errors}")

            # A damaged tape: drawn from its intact chunks, the loss stated at the top of the page.
            with open(os.path.join(ROOT, "Recordings/cube/swipe-next.htape"), "rb") as handle:
                data = handle.read()
            cut = os.path.join(scratch, "cut.htape")
            with open(cut, "wb") as handle:
                handle.write(data[:-40])
            damaged = os.path.join(scratch, "damaged.html")
            result = subprocess.run([haptictape, "report", cut, "-o", damaged], cwd=ROOT, capture_output=True, text=True)
            checks.check("a damaged tape's report exits 2", result.returncode == 2, str(result.returncode))
            checks.check("damaged report loads", load(driver, damaged))
            top = driver.execute_script(
                "var p = document.querySelector('header .page-problems'); return p ? p.textContent : null")
            checks.check("the loss is stated at the top of the page", top is not None and "lost: byte" in top, f"{top!r}")
            errors = console_errors(driver)
            checks.check("damaged report logs no console error", not errors, f"{errors}")

            # A divergent replay (the success pull with maximumIntensity 0.5): both timelines drawn.
            lines = tape_lines(haptictape, GOLDEN, scratch)
            lines[0]["configuration"] = json.dumps({"maximumIntensity": 0.5})
            tapes_dir = os.path.join(scratch, "divergent")
            os.makedirs(tapes_dir)
            with open(os.path.join(scratch, "divergent.jsonl"), "w", encoding="utf-8") as handle:
                handle.write("".join(json.dumps(line) + "\n" for line in lines))
            run(haptictape, "convert", os.path.join(scratch, "divergent.jsonl"), os.path.join(tapes_dir, "pull.htape"))
            reports = os.path.join(scratch, "reports")
            result = subprocess.run([haptictape, "replay", tapes_dir, "--report", reports], cwd=ROOT,
                                    capture_output=True, text=True)
            checks.check("replay --report of a divergent tape exits 1", result.returncode == 1, str(result.returncode))
            pages = sorted(name for name in os.listdir(reports) if name != "index.html")
            checks.check("replay --report writes one page and an index", len(pages) == 1, f"{os.listdir(reports)}")
            if pages:
                checks.check("divergent report loads", load(driver, os.path.join(reports, pages[0])))
                drawn = driver.execute_script("""
                    return [document.querySelectorAll('.haptic-mark[data-source="recorded"]').length,
                            document.querySelectorAll('.haptic-mark[data-source="replayed"]').length,
                            document.querySelectorAll('.first-divergence').length,
                            document.querySelector('pre.report-text').textContent];""")
                expected = haptic_count(haptictape, GOLDEN)
                # The replayed count, from the replay report's per-stream line.
                counts = re.search(r"haptic/haptics: \d+ divergent of \d+ recorded, (\d+) replayed", drawn[3])
                replayed = int(counts.group(1)) if counts else -1
                checks.check(f"divergent report draws {expected} recorded and {replayed} replayed haptic marks",
                             drawn[0] == expected and drawn[1] == replayed, f"{drawn[0]}, {drawn[1]}")
                checks.check("divergent report marks the first divergence", drawn[2] == 1, f"{drawn[2]}")
                checks.check("divergent report lists the replay report", drawn[3].startswith("first at t="), drawn[3])
                errors = console_errors(driver)
                checks.check("divergent report logs no console error", not errors, f"{errors}")

            # 3. Markup and script in a tape's metadata render as text and run nothing.
            lines = tape_lines(haptictape, "Recordings/cube/swipe-next.htape", scratch)
            lines[0]["metadata"] = {"note": INJECTION, INJECTION: "key"}
            hostile = os.path.join(scratch, "hostile.jsonl")
            with open(hostile, "w", encoding="utf-8") as handle:
                for line in lines:
                    handle.write(json.dumps(line, ensure_ascii=False) + "\n")
            page = os.path.join(scratch, "hostile.html")
            run(haptictape, "report", hostile, "-o", page, "--title", INJECTION)
            checks.check("hostile report loads", load(driver, page))
            state = driver.execute_script("""
                return [typeof window.__injected, document.scripts.length, document.images.length,
                        Array.from(document.querySelectorAll('dl.meta dd')).map(function (d) { return d.textContent; }),
                        Array.from(document.querySelectorAll('dl.meta dt')).map(function (d) { return d.textContent; }),
                        document.title];""")
            checks.check("hostile metadata runs no script", state[0] == "undefined", f"window.__injected is {state[0]}")
            checks.check("hostile metadata adds no element", state[1] == 2 and state[2] == 0,
                         f"{state[1]} scripts, {state[2]} images")
            checks.check("hostile metadata value is shown as text", INJECTION in state[3], f"{state[3]}")
            checks.check("hostile metadata key is shown as text", "metadata " + INJECTION in state[4], f"{state[4]}")
            checks.check("hostile title is shown as text", state[5] == INJECTION, f"{state[5]!r}")
            errors = console_errors(driver)
            checks.check("hostile report logs no console error", not errors, f"{errors}")
    finally:
        driver.quit()
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
