#!/usr/bin/env python3
"""Loads the HTML plot `haptictape sweep -o` writes in Chromium (selenium + chromedriver) and checks it.

Checks, each counted as one test:
  * the page has one point circle per grid point of the JSON the same sweep prints, and each
    circle's share and 95 % interval equal the JSON's;
  * each point's height on the plot follows its share (a higher share is drawn higher);
  * there is one line per value of the second axis;
  * every point links to the report of the sessions that flip against its neighbour on the first
    axis (a file beside the page), or, when none flips, to the section saying so; every link
    resolves;
  * the report of the first point with flips opens with two tapes per flipping session (at
    most 12 sessions), each drawn, and logs no console error;
  * the page runs no script, loads nothing and logs no console error.

Usage: Tests/Browser/sweep_check.py [--haptictape PATH] [--screenshot PNG]
Prints one line per check and `N passed, M failed`; exits 1 when a check fails.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = "Corpus/secret-offer/pulls"
SWEEP = ["--scene", "secret-offer", "--vary", "openProgress=0.60...0.90/0.05",
         "--vary", "pullStartProgress=0.15,0.3"]
# The page writes shares with six decimals, as the JSON does: they must be equal as text.


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


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1000,700", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    for binary in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(binary):
            options.binary_location = binary
    driver_path = "/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None
    return webdriver.Chrome(options=options, service=Service(driver_path) if driver_path else Service())


def number_text(value):
    """A share as the JSON writes it: six decimals, trailing zeros dropped."""
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--haptictape", default=os.path.join(ROOT, ".build", "debug", "haptictape"))
    parser.add_argument("--screenshot", help="save a screenshot of the plot here")
    arguments = parser.parse_args()
    checks = Checks()
    with tempfile.TemporaryDirectory() as directory:
        page = os.path.join(directory, "sweep.html")
        result = subprocess.run([arguments.haptictape, "sweep", CORPUS, *SWEEP, "--format", "json", "-o", page],
                                cwd=ROOT, check=True, capture_output=True, text=True)
        points = json.loads(result.stdout)["points"]
        driver = browser()
        try:
            driver.get("file://" + page)
            drawn = driver.execute_script("""
                return Array.from(document.querySelectorAll('circle.point')).map(function (c) {
                  return [Number(c.getAttribute('data-index')), c.getAttribute('data-share'),
                          c.getAttribute('data-low'), c.getAttribute('data-high'),
                          c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2,
                          c.parentNode.getAttribute('href')];
                });""")
            checks.check("one circle per grid point", len(drawn) == len(points), f"{len(drawn)} circles, {len(points)} points")
            by_index = {entry[0]: entry for entry in drawn}
            mismatches = []
            for point in points:
                entry = by_index.get(point["index"])
                expected = [number_text(point["share"]), number_text(point["interval"][0]), number_text(point["interval"][1])]
                if entry is None or entry[1:4] != expected:
                    mismatches.append((point["index"], entry and entry[1:4], expected))
            checks.check("every circle's share and interval equal the JSON's", not mismatches, f"{mismatches[:3]}")
            heights = sorted((float(entry[1]), entry[4]) for entry in drawn)
            ordered = all(a[1] >= b[1] - 0.5 for a, b in zip(heights, heights[1:]))
            checks.check("a higher share is drawn higher", ordered, f"{heights}")
            series = driver.execute_script("return document.querySelectorAll('polyline.series').length")
            checks.check("one line per value of the second axis", series == 2, f"{series} lines")
            # A point flips against its neighbour before it on the first axis (the second axis
            # varies fastest, so the neighbour is two indices back) when any session does.
            stride = 2
            by_point = {point["index"]: point for point in points}
            flipping = {}
            for point in points:
                previous = by_point.get(point["index"] - stride)
                if previous is not None:
                    flipping[point["index"]] = sum(
                        1 for a, b in zip(previous["reachedBySession"], point["reachedBySession"]) if a != b)
            wrong = []
            for entry in drawn:
                index, href = entry[0], entry[5] or ""
                if flipping.get(index, 0) > 0:
                    if href != f"sweep-flips/point-{index}.html" or not os.path.exists(os.path.join(directory, href)):
                        wrong.append((index, href))
                elif href != f"#point-{index}" or not driver.execute_script(
                        "return !!document.getElementById(arguments[0])", href[1:]):
                    wrong.append((index, href))
            checks.check("every point links to its flips' report, or to its section when none flips",
                         not wrong, f"{wrong[:4]}")
            first = min((index for index, count in flipping.items() if count > 0), default=None)
            checks.check("some points have sessions that flip", first is not None, f"{flipping}")
            if first is not None:
                # A click on the circle, as a reader makes it (SVG elements take no WebDriver click).
                circle = driver.find_element("css selector", f'a[href="sweep-flips/point-{first}.html"] circle')
                driver.execute_script(
                    "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))", circle)
                WebDriverWait(driver, 30).until(
                    lambda d: d.current_url.endswith(f"point-{first}.html")
                    and d.execute_script("return document.querySelectorAll('section.tape').length") > 0)
                tapes = driver.execute_script("""
                    return Array.from(document.querySelectorAll('section.tape')).map(function (s) {
                      return s.querySelectorAll('.view').length; });""")
                expected = 2 * min(flipping[first], 12)
                checks.check("the flips' report shows each flipping session at both points",
                             len(tapes) == expected and all(views > 0 for views in tapes),
                             f"{len(tapes)} tapes (expected {expected}), views {tapes[:4]}")
                report_errors = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
                checks.check("the flips' report logs no console error", not report_errors, f"{report_errors}")
                driver.back()
            state = driver.execute_script("""
                return [document.scripts.length, document.images.length,
                        document.querySelector('meta[http-equiv="Content-Security-Policy"]').content];""")
            checks.check("the page runs no script and loads nothing",
                         state[0] == 0 and state[1] == 0 and state[2].startswith("default-src 'none'"), f"{state}")
            errors = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
            checks.check("the page logs no console error", not errors, f"{errors}")
            if arguments.screenshot:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": 800, "height": 420, "deviceScaleFactor": 1, "mobile": False})
                driver.execute_script("document.querySelector('svg.sweep').scrollIntoView()")
                driver.save_screenshot(os.path.abspath(arguments.screenshot))
                print(f"saved {arguments.screenshot}")
        finally:
            driver.quit()
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
