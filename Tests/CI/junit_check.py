#!/usr/bin/env python3
"""Checks `haptictape replay --junit` and `--shard` with Python's xml.etree, as a CI consumer would.

  * `replay Recordings --junit A --shard 1/2` and `--shard 2/2` together list each tape under
    Recordings exactly once, each testcase with a time, in a testsuite per scene folder;
  * a divergent tape gives a `failure` whose message is the first divergence and whose body is
    the full report, and the counts on `testsuites`/`testsuite` add up;
  * `--shard 0/3` and `--shard 4/3` are usage errors (exit 2).

Usage: Tests/CI/junit_check.py [--haptictape PATH]; prints `N passed, M failed`.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--haptictape", default=os.path.join(ROOT, ".build", "debug", "haptictape"))
    haptictape = os.path.abspath(parser.parse_args().haptictape)
    passed = failed = 0

    def check(name, condition, detail=""):
        nonlocal passed, failed
        if condition:
            passed += 1
            print(f"pass  {name}")
        else:
            failed += 1
            print(f"FAIL  {name}: {detail}")

    def run(*args):
        return subprocess.run([haptictape, *args], cwd=ROOT, capture_output=True, text=True)

    tapes = sorted(os.path.join(d, n)[len(ROOT) + 1:] for d, _, names in os.walk(os.path.join(ROOT, "Recordings"))
                   for n in names if n.endswith(".htape"))
    with tempfile.TemporaryDirectory() as scratch:
        listed = []
        for shard in ("1/2", "2/2"):
            out = os.path.join(scratch, shard.replace("/", "-of-") + ".xml")
            result = run("replay", "Recordings", "--junit", out, "--shard", shard)
            check(f"replay --shard {shard} matches", result.returncode == 0, result.stdout + result.stderr)
            root = ET.parse(out).getroot()
            check(f"shard {shard}: root is testsuites", root.tag == "testsuites", root.tag)
            cases = 0
            for suite in root.findall("testsuite"):
                for case in suite.findall("testcase"):
                    cases += 1
                    listed.append(case.get("file"))
                    check(f"{case.get('file')}: in the suite of its folder",
                          case.get("file").startswith(suite.get("name") + "/"), suite.get("name"))
                    check(f"{case.get('file')}: has a duration", float(case.get("time")) > 0, case.get("time"))
                check(f"suite {suite.get('name')}: tests count", int(suite.get("tests")) == len(suite.findall("testcase")))
            check(f"shard {shard}: tests count", int(root.get("tests")) == cases, root.get("tests"))
        check(f"shards 1/2 and 2/2 list each of the {len(tapes)} tapes exactly once", sorted(listed) == tapes,
              f"{sorted(listed)}")

        # A divergent tape: the golden with a configuration override that moves its haptics.
        jsonl = os.path.join(scratch, "pull.jsonl")
        run("convert", "Recordings/secret-offer/pull-success-two-fingers.htape", jsonl)
        with open(jsonl, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        header = json.loads(lines[0])
        header["configuration"] = json.dumps({"maximumIntensity": 0.5})
        lines[0] = json.dumps(header)
        folder = os.path.join(scratch, "tapes")
        os.makedirs(folder)
        with open(os.path.join(scratch, "pull2.jsonl"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        run("convert", os.path.join(scratch, "pull2.jsonl"), os.path.join(folder, "pull.htape"))
        shutil.copy(os.path.join(ROOT, "Recordings/cube/swipe-next.htape"), folder)
        out = os.path.join(scratch, "divergent.xml")
        result = run("replay", folder, "--junit", out)
        check("a divergent replay exits 1", result.returncode == 1, str(result.returncode))
        root = ET.parse(out).getroot()
        failures = root.findall("./testsuite/testcase/failure")
        check("one failure", len(failures) == 1 and root.get("failures") == "1", f"{len(failures)}")
        if failures:
            message = failures[0].get("message")
            check("failure message is the first divergence",
                  message.startswith("first at t=") and "haptic/haptics event" in message, message)
            body = failures[0].text or ""
            check("failure body is the full report",
                  body.splitlines()[0].startswith("first at t=") and "haptic/haptics:" in body, body)
        for shard in ("0/3", "4/3"):
            result = run("replay", "Recordings", "--shard", shard)
            check(f"--shard {shard} is a usage error (exit 2)", result.returncode == 2, str(result.returncode))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
