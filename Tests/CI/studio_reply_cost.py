#!/usr/bin/env python3
"""Measures what a studio reply costs as a live session grows (the studio reply bar of
CONTRIBUTING.md, "Benchmarks and quality bars": the reply time at 27,000 events within 2x of
that at 100).

Starts `haptictape studio` on a free port, opens one WebSocket as the page does (its own Origin),
starts a secret-offer session and streams a one-finger drag back and forth across the row:
pointer events 8 ms apart (the 120 Hz touch scan), MESSAGE events a message, each message's
`now` just after its last event. It times each reply (send to frame reply received) and counts
its bytes, and prints the median of the WINDOW messages ending at each mark.

Usage: Tests/CI/studio_reply_cost.py [--haptictape PATH] [--marks 100,10000,27000] [--check]
With --check it exits 1 when the median at the last mark is over 2x that at the first.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time

import websocket  # websocket-client

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MESSAGE = 10
WINDOW = 40
STEP_MS = 8.0
# The bar: the reply time at the last mark within this factor of that at the first.
FACTOR = 2.0


def drag_events(count):
    """A finger down at (300, 290) and moved back and forth between x = 60 and 330, 1 s a way."""
    yield {"id": 1, "pointerType": "touch", "phase": "began", "t": 1000.0, "x": 300.0, "y": 290.0}
    for k in range(1, count):
        t = 1000.0 + k * STEP_MS
        phase = (k * STEP_MS / 1000.0) % 2.0
        x = 330.0 - 270.0 * phase if phase < 1 else 60.0 + 270.0 * (phase - 1)
        yield {"id": 1, "pointerType": "touch", "phase": "moved", "t": t, "x": round(x, 2), "y": 290.0}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--haptictape", default=os.path.join(ROOT, ".build", "debug", "haptictape"))
    parser.add_argument("--marks", default="100,10000,27000")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    marks = [int(m) for m in args.marks.split(",")]
    process = subprocess.Popen(
        [os.path.abspath(args.haptictape), "studio", "--port", "0", "--recordings",
         os.path.join("/tmp", f"studio-reply-cost-{os.getpid()}")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        url = re.search(r"http://(\S+?)/", line).group(1)
        ws = websocket.create_connection(f"ws://{url}/socket", origin=f"http://{url}", timeout=60)
        ws.send(json.dumps({"type": "start", "scene": "secret-offer", "device": "iphone-15-pro", "config": "{}"}))
        started = json.loads(ws.recv())
        first = ws.recv()
        assert started["type"] == "started", started
        print(f"first frame reply (the report so far, whole): {len(first.encode())} bytes")
        samples = []  # (events so far, seconds, bytes)
        batch = []
        sent = 0
        for event in drag_events(max(marks)):
            batch.append(event)
            if len(batch) < MESSAGE:
                continue
            message = json.dumps({"type": "pointers", "now": event["t"] + 1, "events": batch})
            began = time.perf_counter()
            ws.send(message)
            while True:
                reply = ws.recv()
                kind = json.loads(reply)["type"]
                if kind == "frame":
                    break
                if kind == "error":
                    raise RuntimeError(reply)
            samples.append((sent + len(batch), time.perf_counter() - began, len(reply.encode())))
            sent += len(batch)
            batch = []
        ws.close()
        results = []
        for mark in marks:
            window = [s for s in samples if s[0] <= mark][-WINDOW:]
            seconds = statistics.median(s[1] for s in window)
            size = statistics.median(s[2] for s in window)
            results.append(seconds)
            print(f"at {mark:>6} events: reply {seconds * 1000:8.2f} ms, {size:8.0f} bytes "
                  f"(median of the {len(window)} replies up to it, {MESSAGE} events a message)")
        ratio = results[-1] / results[0]
        print(f"reply time at {marks[-1]} / at {marks[0]}: {ratio:.2f}x (bar: within {FACTOR}x)")
        return 1 if args.check and ratio > FACTOR else 0
    finally:
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
