"""Measure the bench's checks on held-out probes: correct answers that must pass and wrong ones
that must fail, written blind to the checks by people who did not write the scenarios.

The audit's own alternatives and traps are fixed against the checks; these are not, so they
give the honest rate a model team meets. Never change a check to suit one of these cases:
fix the class it stands for, then write new held-out cases.

  python calibration/heldout_probes.py [FILE.json ...] [--split dev|test] [--show]
  (default files: calibration/heldout/*.json)

The cases of each file are split by position: `dev` (1st, 3rd, ...) may be read to find the
class of a defect; `test` (2nd, 4th, ...) is never read, and gives the figure to report.

Each file is {"<scenario id>": {"correct": PROBE | [PROBE, ...], "wrong": PROBE | [PROBE, ...]}},
a PROBE being {"answer", "calls"?, "note"?}; `calls` omitted means the reference's calls.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from orvena_bench.agents.reference import Reference, load_references
from orvena_bench.audit import Player
from orvena_bench.catalog import load_catalog
from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load
from orvena_bench.vocab import SETS

HERE = Path(__file__).parent


def plan(reference: Reference, probe: dict) -> Reference:
    calls = reference.calls
    if "calls" in probe:
        calls = tuple((c["tool"], c.get("arguments", {})) for c in probe["calls"])
    return Reference(reference.id, calls, probe["answer"])


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--data")
    parser.add_argument("--show", action="store_true", help="list every case that misbehaves")
    parser.add_argument(
        "--split",
        choices=("all", "dev", "test"),
        default="all",
        help="dev: the 1st, 3rd, ... case of each file (may be read to find defect classes); "
        "test: the 2nd, 4th, ... (never read: the honest figure)",
    )
    args = parser.parse_args()
    files = args.files or sorted((HERE / "heldout").glob("*.json"))
    data = DataDir.at(args.data)
    clock = Clock()
    scenarios = load(data.scenario_files(), Known.for_data(data)).scenarios
    references: dict[str, Reference] = {}
    for set_name in SETS:
        references |= load_references(data.reference_file(set_name))[0]
    player = Player(data, clock, load_catalog(data.catalog))
    totals = {"correct": [0, 0], "wrong": [0, 0]}
    for file in files:
        cases = json.loads(file.read_text(encoding="utf-8"))
        if args.split != "all":
            keep = 0 if args.split == "dev" else 1
            cases = {k: v for i, (k, v) in enumerate(cases.items()) if i % 2 == keep}
        tally = {"correct": [0, 0], "wrong": [0, 0]}
        for sid, probes in cases.items():
            if sid not in scenarios or sid not in references:
                print(f"{file.name}: {sid}: no such scenario", file=sys.stderr)
                continue
            scenario = expand(scenarios[sid], clock)
            for kind in ("correct", "wrong"):
                given = probes.get(kind, [])
                for probe in given if isinstance(given, list) else [given]:
                    verdict, _ = player.play(scenario, plan(references[sid], probe))
                    behaves = verdict.passed == (kind == "correct")
                    tally[kind][0] += behaves
                    tally[kind][1] += 1
                    if not behaves and args.show:
                        why = "; ".join(verdict.issues) if verdict.issues else "passed"
                        print(f"  {sid}: {kind} misjudged: {why}\n    {probe['answer']}")
        for kind in totals:
            totals[kind][0] += tally[kind][0]
            totals[kind][1] += tally[kind][1]
        print(
            f"{file.stem}: correct passed {tally['correct'][0]} of {tally['correct'][1]}, "
            f"wrong rejected {tally['wrong'][0]} of {tally['wrong'][1]}"
        )
    (cp, cn), (wp, wn) = totals["correct"], totals["wrong"]
    print(
        f"all: correct answers passed {cp} of {cn} ({cp / max(cn, 1):.1%}); "
        f"wrong answers rejected {wp} of {wn} ({wp / max(wn, 1):.1%})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
