"""`orvena-bench audit`: what the checks are, whether each scenario is sound, and which shortcuts pass.

Everything is counted from the scenario files, not from documentation: the census says
which checks exist and how often; the soundness table plays the reference (must pass)
and the null agent (must fail); the probes play cheap mutants of the reference that must
fail wherever the check they target exists; the weak-check list names checks a shortcut
satisfies on sight. A probe that passes is a finding about the scenario, not the model.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from . import vocab
from .agents import Outcome
from .agents.reference import Reference, load_references, play
from .audit_phrases import ENGLISH_WRAPPER, GENERIC
from .audit_sources import unsourced_phone_facts, unsourced_times, write_rules_without_match
from .catalog import Catalog, load_catalog
from .clock import Clock, ClockError, find_tokens
from .datadir import DataDir
from .environment import Environment
from .folding import contains, fold, text_width
from .json_tree import iter_strings
from .language import MIN_LETTERS, clean, count_letters
from .locale_probe import locale_misses
from .phone import PhoneDataError
from .progress import Progress, Silent
from .runner import run_line, turn_for
from .runs import Call, arguments_text, parse_run
from .scenario import TOKEN_PARTS, ExpectedCall, Scenario
from .scenario_build import expand
from .scenario_checks import Known, tool_exists
from .scenario_sets import ScenarioSet, load
from .scoring import CallIndex, Verdict, score

# ---------------------------------------------------------------------------- census


def explicit_checks(scenario: Scenario) -> int:
    """How many assertions a scenario makes besides the language check (one per call, tool, string)."""
    e = scenario.expect
    count = len(e.calls) + (1 if e.any_of else 0) + len(e.forbid) + (1 if e.no_tools else 0)
    for check in e.answer:
        if check.key.quantifier in (vocab.Quantifier.ALL, vocab.Quantifier.NONE, vocab.Quantifier.GROUPS):
            count += len(check.values)
        else:
            count += 1
    return count


def census(scenarios: Iterable[Scenario], catalog: Catalog) -> dict[str, Any]:
    """Counts of sets, languages, categories, groups, keys, token kinds, tools and connections."""
    scenarios = list(scenarios)
    keys: Counter[str] = Counter()
    tokens: Counter[str] = Counter()
    expected_tools: Counter[str] = Counter()
    forbidden: Counter[str] = Counter()
    per_scenario: Counter[int] = Counter()
    connections: Counter[int] = Counter()
    single: list[str] = []
    for s in scenarios:
        keys.update(k for k in s.raw["expect"])
        for call in s.expect.expected_calls:
            keys.update(f"call.{c.key.name}" for c in call.checks)
            if call.ok is not None:
                keys["call.ok"] += 1
            expected_tools[call.tool] += 1
        forbidden.update(s.expect.forbid)
        for part in TOKEN_PARTS:
            for _, text in iter_strings(s.raw.get(part), "$"):
                tokens.update(t.kind.label for t in find_tokens(text))
        n = explicit_checks(s)
        per_scenario[n] += 1
        if n <= 1:
            single.append(s.id)
        connections[len(s.connections)] += 1
    never = [t for t in catalog.names if t not in expected_tools and t not in vocab.LOADER_TOOLS]
    return {
        "scenarios": len(scenarios),
        "by_set": dict(Counter(s.set for s in scenarios)),
        "by_language": {
            lang: n for lang in vocab.LANGUAGES if (n := sum(s.language == lang for s in scenarios))
        },
        "by_category": {
            cat: n for cat in vocab.CATEGORIES if (n := sum(s.category == cat for s in scenarios))
        },
        "by_group": {name or "original": n for name, n in Counter(s.group for s in scenarios).items()},
        "mcp": sum(s.is_mcp for s in scenarios),
        "expect_keys": {
            k: keys[k]
            for k in [*vocab.EXPECT_KEYS, *(f"call.{k}" for k in vocab.CALL_KEYS if k != "tool")]
            if keys[k]
        },
        "unused_keys": [
            k
            for k in [*vocab.EXPECT_KEYS, *(f"call.{k}" for k in vocab.CALL_KEYS if k != "tool")]
            if not keys[k]
        ],
        "token_kinds": dict(tokens.most_common()),
        "checks_per_scenario": dict(sorted(per_scenario.items())),
        "single_check": sorted(single),
        "tools_expected": dict(expected_tools.most_common()),
        "tools_forbidden": dict(forbidden.most_common()),
        "tools_never_expected": never,
        "connections_per_scenario": dict(sorted(connections.items())),
    }


# ---------------------------------------------------------------------------- playing


@dataclass
class Player:
    """Plays plans (calls and an answer) through a fresh environment and scores them."""

    data: DataDir
    clock: Clock
    catalog: Catalog

    def play(self, scenario: Scenario, reference: Reference) -> tuple[Verdict, Environment]:
        env = Environment(scenario, self.data, self.clock, self.catalog)
        outcome = play(reference, turn_for(scenario, env), env)
        return self.verdict(scenario, outcome, env), env

    def verdict(self, scenario: Scenario, outcome: Outcome, env: Environment) -> Verdict:
        line = run_line(scenario, outcome, env, 0.0, "audit", None)
        return score(scenario, parse_run(line))


@dataclass
class Soundness:
    id: str
    reference: bool
    null: bool

    @property
    def holds(self) -> bool:
        return self.reference and not self.null


#: Kinds listed for review that do not fail --strict: copying the user's words into the right
#: argument is the whole job of some calls (a city for the weather), so it is not a defect.
NOTE_KINDS = frozenset({"args from the request", "reference states a time no input gives"})


@dataclass
class Finding:
    """A probe that passed, or a weak check: something a shortcut satisfies."""

    id: str
    kind: str
    detail: str

    @property
    def is_note(self) -> bool:
        return self.kind in NOTE_KINDS


def _answer_strings(scenario: Scenario) -> list[str]:
    """Strings an answer needs to satisfy answer, answerAny and answerGroups (the first of each choice)."""
    out: list[str] = []
    for check in scenario.expect.answer:
        match check.key.quantifier:
            case vocab.Quantifier.ALL:
                out += list(check.values)
            case vocab.Quantifier.ANY:
                out.append(check.values[0])
            case vocab.Quantifier.GROUPS:
                out += [group[0] for group in check.values]
    return out


def _has_answer_checks(s: Scenario) -> bool:
    return any(c.key.quantifier is not vocab.Quantifier.NONE for c in s.expect.answer)


def _language_applies(s: Scenario, reference_answer: str, tool_output: str) -> bool:
    if s.expected_language == "en":
        return False
    return count_letters(clean(reference_answer, s.expected_language, tool_output).text) >= MIN_LETTERS


def matched_call_indexes(scenario: Scenario, env: Environment) -> list[int]:
    """Positions of the reference's calls that stand for expected calls (calls, or the first anyOf that holds)."""
    calls = [Call(c.tool, arguments_text(c.arguments, "$"), c.failed, c.matched, c.output) for c in env.calls]
    index = CallIndex(calls, scenario.phone)
    sequences: list[tuple[ExpectedCall, ...]] = [scenario.expect.calls] if scenario.expect.calls else []
    held = [seq for seq in scenario.expect.any_of if index.sequence(seq, scenario.category) == len(seq)]
    sequences += held[:1]
    positions: list[int] = []
    for sequence in sequences:
        start = 0
        for expected in sequence:
            found = index.find(expected, scenario.category, start)
            if found is None:
                break
            positions.append(found)
            start = found + 1
    return sorted(set(positions))


@dataclass(frozen=True)
class Mutant:
    """A shortcut run: the kind of probe, which variant, and the plan it plays."""

    kind: str
    label: str
    plan: Reference


def probes(scenario: Scenario, reference: Reference, env: Environment, catalog: Catalog) -> list[Mutant]:
    """The shortcut mutants of a reference that apply to this scenario (each targets a check it has)."""
    out: list[Mutant] = []

    def plan(calls: tuple[tuple[str, Any], ...], answer: str) -> Reference:
        return Reference(reference.id, calls, answer)

    if scenario.expect.calls or scenario.expect.any_of:
        # Reference calls are replayed in order, so the i-th call made is the i-th planned one.
        for i in matched_call_indexes(scenario, env):
            label = f"drop call {i + 1} ({reference.calls[i][0]})"
            out.append(
                Mutant(
                    "drop an expected call",
                    label,
                    plan(reference.calls[:i] + reference.calls[i + 1 :], reference.answer),
                )
            )
        out.append(Mutant("answer without calls", "answer without calls", plan((), reference.answer)))
    if _has_answer_checks(scenario):
        out.append(Mutant("request echoed", "request echoed", plan(reference.calls, scenario.request)))
        generic = GENERIC.get(scenario.expected_language, GENERIC["en"])
        out.append(Mutant("generic answer", "generic answer", plan(reference.calls, generic)))
    tool_output = "\n".join(c.output for c in env.calls)
    if _language_applies(scenario, env.context.expand(reference.answer), tool_output):
        english = ENGLISH_WRAPPER.format(
            strings=", ".join(f'"{v}"' for v in _answer_strings(scenario)) or "all done"
        )
        out.append(Mutant("English answer", "English answer", plan(reference.calls, english)))
    if scenario.expect.forbid or scenario.expect.no_tools:
        every = tuple((name, {}) for name in catalog.names)
        every += tuple(
            (f"{c}/{t['name']}", {}) for c in scenario.connections for t in env.mcp.fixtures[c].tools[:1]
        )
        out.append(Mutant("every tool once", "every tool once", plan(every, reference.answer)))
    return out


# ---------------------------------------------------------------------------- weak checks

#: A question mark is what an ask scenario looks for, so it is not a weak string there.
QUESTION_MARKS = frozenset({"?", "؟", ";"})


def is_short(folded: str) -> bool:
    """A string under 3 characters that chance could put in any answer.

    Numbers are exempt (a figure the tool returned, '85' or '7分', is what a lazy answer
    lacks; one the request holds is caught as an echo instead), and so is the question
    mark; a wide character (CJK, kana, Hangul) counts as two, since two of them are a word.
    """
    if folded in QUESTION_MARKS or any(ch.isdigit() for ch in folded):
        return False
    return text_width(folded) < 3


def echo_satisfies(quantifier: vocab.Quantifier, values: Any, said: str) -> bool:
    """Whether the request's own words satisfy a whole answer check.

    A time the user typed ("7時半") is what a correct answer repeats, so a string the request
    holds is a weakness only when it lets the check pass: the one string of an `answerAny`,
    every string of an `answer`, or a string in each group of `answerGroups`.
    """

    def found(value: str) -> bool:
        return fold(value).strip() in said

    if quantifier is vocab.Quantifier.ANY:
        return any(found(v) for v in values)
    if quantifier is vocab.Quantifier.ALL:
        return all(found(v) for v in values)
    return all(any(found(v) for v in group) for group in values)


def weak_checks(scenario: Scenario, known_tools: Callable[[str, Scenario], bool]) -> list[Finding]:
    """Checks a shortcut satisfies without doing the work, found by reading the scenario."""
    findings: list[Finding] = []
    said = fold(" ".join([scenario.request, *(m.content for m in scenario.history)]))
    for check in scenario.expect.answer:
        if check.key.quantifier is vocab.Quantifier.NONE:
            continue
        values = (
            [v for group in check.values for v in group]
            if check.key.quantifier is vocab.Quantifier.GROUPS
            else list(check.values)
        )
        echoed = echo_satisfies(check.key.quantifier, check.values, said)
        for value in values:
            folded = fold(value).strip()
            if folded in said:
                if not echoed:
                    continue
                why = "occurs in the request or history"
                findings.append(Finding(scenario.id, "echo-satisfiable", f"{check.key.name} {value!r} {why}"))
            elif is_short(folded):
                findings.append(
                    Finding(
                        scenario.id,
                        "short answer string",
                        f"{check.key.name} {value!r} is under 3 characters",
                    )
                )
    for number, call in enumerate(scenario.expect.expected_calls, 1):
        strings = [
            v
            for c in call.checks
            if c.key.quantifier is not vocab.Quantifier.NONE
            for v in (
                c.values
                if c.key.quantifier is not vocab.Quantifier.GROUPS
                else [g for group in c.values for g in group]
            )
        ]
        if strings and all(contains(said, v) for v in strings):
            findings.append(
                Finding(
                    scenario.id,
                    "args from the request",
                    f"expected call {number} ({call.tool}): every argument string occurs in the request",
                )
            )
    for tool in scenario.expect.forbid:
        if not known_tools(tool, scenario):
            findings.append(
                Finding(
                    scenario.id,
                    "forbid names no tool",
                    f"forbid {tool!r} is not a tool of the catalog or the installed connections",
                )
            )
    return findings


# ---------------------------------------------------------------------------- the audit


def source_findings(scenario: Scenario, reference: Reference, env: Environment) -> list[Finding]:
    """The locale probe, reference facts no call returned, and write rules that match anything."""
    out = [Finding(scenario.id, "locale probe", m.detail()) for m in locale_misses(scenario)]
    answer, outputs, prompt = (
        env.context.expand(reference.answer),
        [c.output for c in env.calls],
        env.system_prompt(),
    )
    from_phone, from_nowhere = unsourced_times(scenario, answer, outputs, prompt)
    facts = unsourced_phone_facts(scenario, answer, outputs, prompt) + from_phone
    if from_nowhere:
        out.append(
            Finding(
                scenario.id,
                "reference states a time no input gives",
                ", ".join(repr(t) for t in from_nowhere) + " (derived, general knowledge, or made up?)",
            )
        )
    if facts:
        out.append(
            Finding(
                scenario.id,
                "reference states phone data no call returned",
                ", ".join(repr(f) for f in facts),
            )
        )
    out += [
        Finding(scenario.id, "write rule matches anything", f"{name}: a rule without match strings")
        for name in write_rules_without_match(scenario, env.mcp.fixtures)
    ]
    return out


def caught_by(verdict: Verdict) -> tuple[str, ...]:
    """The checks a failed verdict names, by the key each issue line starts with."""
    keys = []
    for issue in verdict.issues:
        key = issue.split(":", 1)[0]
        keys.append(key if key in vocab.EXPECT_KEYS else "turn")
    return tuple(dict.fromkeys(keys))


@dataclass(frozen=True)
class ProbeOutcome:
    """One authored alternative or trap, played: what it should do, what it did, which checks failed."""

    id: str
    kind: str  # alternative | trap
    number: int
    passed: bool
    caught_by: tuple[str, ...]
    catches: str | None
    issues: tuple[str, ...]
    limit: str = ""

    @property
    def behaves(self) -> bool:
        """An alternative passes; a trap fails, and on the check it names; a known limit is recorded."""
        if self.kind == "alternative":
            return self.passed
        if self.limit:
            return True
        return not self.passed and self.catches in self.caught_by

    def finding(self) -> Finding | None:
        if self.behaves:
            return None
        label = f"{self.kind} {self.number}"
        if self.kind == "alternative":
            return Finding(self.id, "alternative fails", f"{label}: " + "; ".join(self.issues))
        if self.passed:
            return Finding(self.id, "trap passes", f"{label} (should be caught by {self.catches})")
        return Finding(
            self.id,
            "trap caught by another check",
            f"{label} should be caught by {self.catches}, was caught by {', '.join(self.caught_by)}: "
            + "; ".join(self.issues),
        )


def play_probes(player: Player, scenario: Scenario, reference: Reference) -> list[ProbeOutcome]:
    """Play every alternative and trap of a reference through a fresh phone and the rules."""
    out = []
    for kind, probes in (("alternative", reference.alternatives), ("trap", reference.traps)):
        for number, probe in enumerate(probes, 1):
            verdict, _ = player.play(scenario, reference.plan(probe))
            out.append(
                ProbeOutcome(
                    scenario.id,
                    kind,
                    number,
                    verdict.passed,
                    caught_by(verdict),
                    probe.catches,
                    verdict.issues,
                    probe.limit,
                )
            )
    return out


@dataclass
class AuditReport:
    census: dict[str, Any]
    soundness: list[Soundness] = field(default_factory=list)
    probe_counts: dict[str, tuple[int, int]] = field(
        default_factory=dict
    )  # kind -> (failed as they must, applied)
    findings: list[Finding] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    outcomes: list[ProbeOutcome] = field(default_factory=list)

    @property
    def unsound(self) -> list[Soundness]:
        return [row for row in self.soundness if not row.holds]

    def probe_census(self) -> dict[str, Any]:
        """Authored probes: how many scenarios have enough, how many behave, which checks caught traps."""
        by_id: dict[str, Counter[str]] = {}
        for o in self.outcomes:
            by_id.setdefault(o.id, Counter())[o.kind] += 1
        covered = [
            i
            for i, n in by_id.items()
            if n["alternative"] >= vocab.MIN_ALTERNATIVES and n["trap"] >= vocab.MIN_TRAPS
        ]
        alternatives = [o for o in self.outcomes if o.kind == "alternative"]
        traps = [o for o in self.outcomes if o.kind == "trap" and not o.limit]
        caught: Counter[str] = Counter(o.catches for o in traps if o.behaves)
        limits = [o for o in self.outcomes if o.kind == "trap" and o.limit]
        return {
            "scenarios": len(self.soundness),
            "covered": len(covered),
            "uncovered": sorted({r.id for r in self.soundness} - set(covered)),
            "alternatives": {"passed": sum(o.behaves for o in alternatives), "of": len(alternatives)},
            "traps": {"failed on their check": sum(o.behaves for o in traps), "of": len(traps)},
            "traps caught by": dict(caught.most_common()),
            "known limits": [{"id": o.id, "trap": o.number, "limit": o.limit} for o in limits],
        }

    @property
    def strict_failures(self) -> int:
        """What --strict fails on: unsound scenarios, findings (notes excluded), and scenarios
        with fewer authored alternatives or traps than every scenario needs."""
        uncovered = len(self.probe_census()["uncovered"])
        return len(self.unsound) + sum(not f.is_note for f in self.findings) + uncovered

    def to_json(self) -> dict[str, Any]:
        return {
            "census": self.census,
            "soundness": {
                "holds": len(self.soundness) - len(self.unsound),
                "of": len(self.soundness),
                "unsound": [vars(r) for r in self.unsound],
            },
            "probes": {k: {"failed": f, "applied": n} for k, (f, n) in self.probe_counts.items()},
            "authored probes": self.probe_census(),
            "authored probe outcomes": [
                {**vars(o), "caught_by": list(o.caught_by), "issues": list(o.issues)} for o in self.outcomes
            ],
            "findings": [vars(f) for f in self.findings],
            "problems": self.problems,
        }


@dataclass(frozen=True)
class Selection:
    """Which scenarios to audit: every one, or those of the named sets, languages and ids."""

    sets: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()

    def __contains__(self, s: Scenario) -> bool:
        return (
            (not self.sets or s.set in self.sets)
            and (not self.languages or s.language in self.languages)
            and (not self.ids or s.id in self.ids)
        )


def audit(
    data: DataDir,
    selection: Selection | None = None,
    clock: Clock | None = None,
    progress: Progress | None = None,
) -> AuditReport:
    """Census, soundness, probes and findings of the selected scenarios; `progress` sees each one done."""
    clock = clock or Clock()
    progress = progress or Silent()
    selection = selection or Selection()
    catalog = load_catalog(data.catalog)
    known = Known.for_data(data)
    loaded: ScenarioSet = load(data.scenario_files(), known)
    chosen = [s for s in loaded.scenarios.values() if s in selection]
    report = AuditReport(census(chosen, catalog), problems=[str(p) for p in loaded.problems])
    player = Player(data, clock, catalog)

    def exists(tool: str, s: Scenario) -> bool:
        return tool_exists(tool, s.connections, known)

    references: dict[str, Reference] = {}
    for set_name in sorted({s.set for s in chosen}):
        refs, problems = (
            load_references(data.reference_file(set_name))
            if data.reference_file(set_name).exists()
            else ({}, [f"no reference file for set {set_name}"])
        )
        references |= refs
        report.problems += [str(p) for p in problems]
    counts: dict[str, list[int]] = {}
    progress.start(lambda: len(chosen))
    for raw in chosen:
        # a scenario counts whole or not at all: what it added before failing is taken back
        marks = (len(report.soundness), len(report.findings), len(report.outcomes))
        tallies = {k: list(v) for k, v in counts.items()}
        try:
            _audit_one(raw, references.get(raw.id), report, player, counts, clock, exists)
        except (ClockError, PhoneDataError) as exc:  # at a moved --clock a time can leave the range
            del report.soundness[marks[0] :], report.findings[marks[1] :], report.outcomes[marks[2] :]
            counts.clear()
            counts.update(tallies)
            report.problems.append(f"{raw.file}:{raw.line}: {raw.id}: cannot be played: {exc}")
        progress.advance()
    report.probe_counts = {k: (v[0], v[1]) for k, v in counts.items()}
    return report


def _audit_one(
    raw: Scenario,
    reference: Reference | None,
    report: AuditReport,
    player: Player,
    counts: dict[str, list[int]],
    clock: Clock,
    exists: Callable[[str, Scenario], bool],
) -> None:
    """Census-free part of the audit for one scenario: weak checks, soundness and the probes."""
    scenario = expand(raw, clock)
    report.findings += weak_checks(scenario, exists)
    if reference is None:
        report.soundness.append(Soundness(raw.id, False, False))
        report.problems.append(f"{raw.id}: no reference solution")
        return
    ref_verdict, env = player.play(scenario, reference)
    null_verdict, _ = player.play(scenario, Reference(raw.id, (), ""))
    report.soundness.append(Soundness(raw.id, ref_verdict.passed, null_verdict.passed))
    report.findings += source_findings(scenario, reference, env)
    played = play_probes(player, scenario, reference)
    report.outcomes += played
    report.findings += [f for f in (o.finding() for o in played) if f]
    if not ref_verdict.passed:
        report.findings.append(Finding(raw.id, "reference fails", "; ".join(ref_verdict.issues)))
        return
    if (
        env.calls
        and not _language_applies(
            scenario, env.context.expand(reference.answer), "\n".join(c.output for c in env.calls)
        )
        and scenario.expected_language != "en"
    ):
        report.findings.append(
            Finding(
                raw.id,
                "answer too short for the language check",
                "the reference answer leaves under 12 letters to check",
            )
        )
    for mutant in probes(scenario, reference, env, player.catalog):
        verdict, _ = player.play(scenario, mutant.plan)
        tally = counts.setdefault(mutant.kind, [0, 0])
        tally[1] += 1
        if verdict.passed:
            report.findings.append(Finding(raw.id, f"probe passes: {mutant.kind}", mutant.label))
        else:
            tally[0] += 1


# ---------------------------------------------------------------------------- printing


def render(report: AuditReport) -> str:
    c = report.census
    lines = [f"CENSUS: {c['scenarios']} scenarios"]

    def row(title: str, mapping: dict[Any, Any]) -> None:
        lines.append(f"  {title}: " + (", ".join(f"{k} {v}" for k, v in mapping.items()) or "none"))

    row("sets", c["by_set"])
    row("languages", c["by_language"])
    row("categories", c["by_category"])
    row("groups", c["by_group"])
    lines.append(f"  MCP scenarios: {c['mcp']}")
    row("check keys used", c["expect_keys"])
    lines.append("  check keys never used: " + (", ".join(c["unused_keys"]) or "none"))
    row("token kinds", c["token_kinds"])
    row("explicit checks per scenario (count: scenarios)", c["checks_per_scenario"])
    lines.append("  scenarios with a single check: " + (", ".join(c["single_check"]) or "none"))
    row("tools expected", c["tools_expected"])
    row("tools forbidden", c["tools_forbidden"])
    lines.append("  native tools never expected: " + (", ".join(c["tools_never_expected"]) or "none"))
    row("connections installed (count: scenarios)", c["connections_per_scenario"])
    lines.append("")
    lines.append("SOUNDNESS (reference must PASS, null must FAIL)")
    unsound = report.unsound
    if unsound:
        lines.append(f"  {'id':<48} {'reference':<10} {'null':<6} verdict")
        for r in unsound:
            lines.append(
                f"  {r.id:<48} {'PASS' if r.reference else 'FAIL':<10} {'PASS' if r.null else 'FAIL':<6} unsound"
            )
    lines.append(f"  {len(report.soundness) - len(unsound)} of {len(report.soundness)} hold")
    lines.append("")
    lines.append("PROBES (each must FAIL where its target check exists)")
    for kind, (failed, applied) in report.probe_counts.items():
        lines.append(f"  {kind:<28} failed {failed} of {applied}")
    lines.append("")
    p = report.probe_census()
    lines.append(
        "AUTHORED PROBES (scenarios/reference: each alternative must PASS, each trap must FAIL on its check)"
    )
    lines.append(
        f"  scenarios with >= {vocab.MIN_ALTERNATIVES} alternatives and >= {vocab.MIN_TRAPS} trap: "
        f"{p['covered']} of {p['scenarios']}"
    )
    if p["uncovered"]:
        lines.append(
            f"  without enough probes ({len(p['uncovered'])}; --strict fails on them): "
            + ", ".join(p["uncovered"][:20])
            + (" ..." if len(p["uncovered"]) > 20 else "")
        )
    lines.append(f"  alternatives passed {p['alternatives']['passed']} of {p['alternatives']['of']}")
    lines.append(f"  traps failed on their check {p['traps']['failed on their check']} of {p['traps']['of']}")
    row("traps caught by", p["traps caught by"])
    lines.append(f"  known limits (wrong answers no substring check can reject): {len(p['known limits'])}")
    lines += [f"    {k['id']} trap {k['trap']}: {k['limit']}" for k in p["known limits"]]
    lines.append("")
    findings = [f for f in report.findings if not f.is_note]
    notes = [f for f in report.findings if f.is_note]
    lines.append(f"FINDINGS: {len(findings)}")
    lines += [f"  {f.id}: {f.kind}: {f.detail}" for f in findings]
    lines.append("")
    lines.append(f"NOTES (for review; --strict does not fail on them): {len(notes)}")
    lines += [f"  {f.id}: {f.kind}: {f.detail}" for f in notes]
    if report.problems:
        lines.append("")
        lines.append(f"PROBLEMS: {len(report.problems)}")
        lines += [f"  {p}" for p in report.problems]
    return "\n".join(lines)
