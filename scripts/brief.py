#!/usr/bin/env python3
"""An author's brief of scenarios, blind to their checks: what the user asked, what the phone
holds as the reference's calls reveal it, and the reference answer, alternatives and traps.

Writers of alternatives and traps read this instead of the scenario file, so that what they
write comes from the request and the tool outputs, never from the expectations.

  scripts/brief.py ID...                 one brief per scenario
  scripts/brief.py --language fi         every scenario of a language (all sets), -conn copies left out
"""

from __future__ import annotations

import argparse
import json
import sys

from orvena_bench.agents.reference import load_references
from orvena_bench.audit import Player
from orvena_bench.catalog import load_catalog
from orvena_bench.clock import Clock
from orvena_bench.datadir import DataDir
from orvena_bench.environment import Environment
from orvena_bench.json_tree import map_strings
from orvena_bench.runner import turn_for
from orvena_bench.scenario_build import expand
from orvena_bench.scenario_checks import Known
from orvena_bench.scenario_sets import load


def brief(scenario, reference, player: Player, prompt: bool) -> str:
    env = Environment(scenario, player.data, player.clock, player.catalog)
    turn = turn_for(scenario, env)
    phone = scenario.phone
    out = [
        f"=== {scenario.id}  (set {scenario.set}, category {scenario.category}, language {scenario.language})"
    ]
    out.append(
        f"phone: locale {phone.get('locale')}, zone {phone.get('timeZone')}, at {phone.get('location', {}).get('place')}"
    )
    if scenario.connections:
        out.append("connections: " + ", ".join(scenario.connections))
    if prompt:
        out.append("system prompt:\n" + turn.system_prompt)
    for message in scenario.history:
        out.append(f"history {message.role}: {message.content}")
    out.append(f"REQUEST: {scenario.request}")
    if reference is None:
        out.append("(no reference)")
        return "\n".join(out)
    expand_text = env.context.expand
    for n, (tool, arguments) in enumerate(reference.calls, 1):
        arguments = map_strings(arguments, expand_text)
        result = env.call(tool, arguments)
        flag = " [ERROR]" if result.is_error else ""
        out.append(f"call {n}: {tool} {json.dumps(arguments, ensure_ascii=False)}{flag}")
        out.extend("    " + line for line in result.text.splitlines())
    out.append(f"REFERENCE ANSWER: {expand_text(reference.answer)}")
    for kind, probes in (("alternative", reference.alternatives), ("trap", reference.traps)):
        for n, probe in enumerate(probes, 1):
            calls = "" if probe.calls == reference.calls else f" (calls: {[c[0] for c in probe.calls]})"
            catches = f" [catches: {probe.catches}]" if probe.catches else ""
            out.append(f"{kind} {n}{catches}{calls}: {expand_text(probe.answer)}")
    return "\n".join(out)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("ids", nargs="*")
    parser.add_argument("--language")
    parser.add_argument("--data")
    parser.add_argument("--prompt", action="store_true", help="print the system prompt too")
    args = parser.parse_args()
    data = DataDir.at(args.data)
    loaded = load(data.scenario_files(), Known.for_data(data))
    references = {}
    for set_name in ("bench", "restraint", "ask"):
        if data.reference_file(set_name).exists():
            references |= load_references(data.reference_file(set_name))[0]
    clock = Clock()
    player = Player(data, clock, load_catalog(data.catalog))
    chosen = [
        s
        for s in loaded.scenarios.values()
        if (s.id in args.ids)
        or (args.language and s.language == args.language and not s.id.endswith("-conn"))
    ]
    if not chosen:
        print("no scenario chosen", file=sys.stderr)
        return 2
    for s in chosen:
        print(brief(expand(s, clock), references.get(s.id), player, args.prompt))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
