"""Phone matching: what replaying every reference solution through the phone costs, against
building the same phones without calling a tool (the floor), in one run.

Targets: the replay under 8x the floor (about 2.5x before the matcher of issue 13; the
rest is the 26 form tables and 22 stemmers loaded once, about 1 s, and the word levels),
and the first search on a phone, which loads its language's stemmer and form table, under
0.25 s. Run: python benchmarks/phone_matching.py
"""

from __future__ import annotations

import time

from common import dataset

from orvena_bench.agents.reference import load_references
from orvena_bench.catalog import load_catalog
from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.phone import Phone
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load


def main() -> int:
    data = DataDir.at(dataset())
    catalog = load_catalog(data.catalog)
    scenarios = [expand(s, Clock()) for s in load(data.scenario_files(), Known.for_data(data)).scenarios.values()]
    references = {}
    for name in {s.set for s in scenarios}:
        references |= load_references(data.reference_file(name))[0]

    start = time.perf_counter()
    polish = {"locale": "pl_PL", "timeZone": "Europe/Warsaw", "contacts": [{"name": "Jacek Nowak"}]}
    first = Phone(polish, scenarios[0].time_context, catalog)
    first.call("search_contacts", {"query": "Jackiem"})
    first_search = time.perf_counter() - start

    start = time.perf_counter()
    for s in scenarios:
        Phone(s.phone, s.time_context, catalog)
    floor = time.perf_counter() - start

    start = time.perf_counter()
    calls = 0
    for s in scenarios:
        phone = Phone(s.phone, s.time_context, catalog)
        for tool, arguments in references[s.id].calls if s.id in references else ():
            phone.call(tool, arguments)
            calls += 1
    replay = time.perf_counter() - start
    print(f"first search on a Polish phone: {first_search:.3f} s (target < 0.25 s)")
    print(
        f"{len(scenarios)} phones: floor {floor:.2f} s, with {calls} reference calls {replay:.2f} s"
        f" = {replay / floor:.2f}x the floor (target <= 8x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
