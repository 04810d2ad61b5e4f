#!/usr/bin/env python3
"""Drives the studio of a team's tool whose hosted screen traps, in Chromium, and checks it.

`hosted-crash-tool` (Tests/HostedCrashTool) registers `trap-list`, a UIKit list whose scroll
callback indexes past its rows on the third call. Its studio runs each connection's live session
in a worker process, so:
  * a drag on `trap-list` ends that session with an error naming the trap, the moment and the
    app's frame, and the next message is told to press Start (the connection stays open);
  * a second tab's session, on the same screen without the bug, goes on through the same drag;
  * the studio still serves its page afterwards, and the page logs no console error.

Usage: Tests/Browser/studio_crash_check.py --tool PATH
Prints one line per check and `N passed, M failed`; exits 1 when a check fails.
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report_check import Checks, browser, console_errors  # noqa: E402
from studio_check import finish, http_status, socket_exchange, start_studio  # noqa: E402


def start(config):
    return {"type": "start", "scene": "trap-list", "device": "iphone-15-pro", "config": config}


# A finger put down at 500 pt and drawn up 200 pt in 300 ms, in page milliseconds.
DRAG = [{"type": "pointers", "now": 1000 + step * 30,
         "events": [{"id": 1, "phase": "began" if step == 0 else "ended" if step == 10 else "moved",
                     "t": 1000 + step * 30, "x": 200, "y": 500 - step * 20}]}
        for step in range(11)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True, help="the built hosted-crash-tool")
    args = parser.parse_args()
    tool = os.path.abspath(args.tool)
    checks = Checks()
    scratch = tempfile.mkdtemp(prefix="studio-crash-check-")
    process, url = start_studio(tool, os.path.join(scratch, "recordings"))
    driver = browser()
    driver.set_script_timeout(30)
    try:
        driver.get(url)
        replies = socket_exchange(driver, url, [start("{}")] + DRAG + [{"type": "tick", "now": 2000}],
                                  2 + len(DRAG) + 1)
        crashed = [r for r in replies if r["type"] == "error" and "crashed" in r["message"]]
        checks.check("a trap in the screen's code ends the session with its message and moment",
                     len(crashed) == 1
                     and "the screen's code crashed: Fatal error: Index out of range, at t=" in crashed[0]["message"]
                     and "TrapListController.scrollViewDidScroll(_:)" in crashed[0]["message"], str(replies))
        checks.check("the connection stays open and asks for a new Start",
                     replies and replies[-1]["type"] == "error" and "press Start" in replies[-1]["message"],
                     str(replies[-1:]))
        calm = socket_exchange(driver, url, [start('{"trapsOnScroll":0}')] + DRAG, 2 + len(DRAG))
        checks.check("a second tab's session goes on through the same drag",
                     [r["type"] for r in calm] == ["started"] + ["frame"] * (1 + len(DRAG)), str(calm))
        checks.check("the studio still serves its page", process.poll() is None and http_status(url) == 200)
        errors = [e for e in console_errors(driver) if "favicon" not in e.get("message", "")]
        checks.check("no console errors", not errors, str(errors))
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
    return finish(checks, scratch)


if __name__ == "__main__":
    sys.exit(main())
