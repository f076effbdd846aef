"""The `orvena-bench` command line. Each command imports only what it needs, so --help is instant.

Exit codes: 0 done (or clean), 1 problems found in the input, 2 a usage error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from .retry import DEFAULT_MAX_RETRIES


def _add_data(parser: argparse.ArgumentParser) -> None:
    from .datadir import DEFAULT_DESCRIPTION, default_root

    parser.add_argument(
        "--data",
        metavar="DIR",
        help=f"dataset folder (default: {DEFAULT_DESCRIPTION}; here {default_root()})",
    )


def _add_clock(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--clock",
        metavar="ISO-DATETIME",
        help="move the fixed moment (a local wall time, default 2026-11-04T10:30)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="orvena-bench",
        description="Score language models acting as the agent of a phone assistant.",
    )
    parser.add_argument("--version", action="store_true", help="print the versions a verdict depends on")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("score", help="re-score recorded run files")
    p.add_argument("runs", nargs="+", metavar="RUNS", help="run files or folders of them")
    _add_data(p)
    p.add_argument(
        "--scenarios", action="append", metavar="FILE", help="scenario files (default: DIR/scenarios/*.jsonl)"
    )
    p.add_argument("--out", metavar="FILE", help="write one scored JSON line per input line")
    p.add_argument("--workers", type=int, default=1, metavar="N", help="score over N processes")
    p.add_argument(
        "--engine",
        choices=["local", "dask"],
        default="local",
        help="where to score (dask: pip install orvena-bench[dask])",
    )
    p.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="dask: a scheduler address (default: start a local cluster of N workers)",
    )
    _add_clock(p)

    p = sub.add_parser("lang", help="run the language check alone, explained")
    p.add_argument("text", nargs="?", help="the answer to check")
    p.add_argument("--expect", metavar="LANG", help="the expected language (ISO 639-1)")
    p.add_argument("--tool-output", default="", metavar="TEXT", help="tool output whose words are not judged")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON")
    p.add_argument(
        "--file", metavar="CASES", help='JSONL of {"text", "expect", "toolOutput"?}: one verdict per line'
    )

    p = sub.add_parser("token", help="print the expansion of brace tokens")
    p.add_argument("tokens", nargs="+", metavar="TOKEN")
    p.add_argument("--locale", required=True, help="CLDR locale, e.g. fr_FR")
    p.add_argument("--tz", required=True, help="IANA time zone, e.g. Europe/Paris")
    _add_clock(p)

    p = sub.add_parser("validate", help="check scenario files against the contract")
    _add_data(p)
    p.add_argument("files", nargs="*", metavar="FILE", help="scenario files (default: DIR/scenarios/*.jsonl)")

    p = sub.add_parser("report", help="count the recorded runs into the three tables")
    _add_data(p)
    p.add_argument("--results", metavar="DIR", help="results folder (default: DIR/results)")
    p.add_argument(
        "--out",
        metavar="DIR",
        help="where the CSVs go (default: the results folder; ./results when DIR is the installed copy)",
    )
    p.add_argument("--rescore", action="store_true", help="re-score every line instead of trusting `passed`")
    p.add_argument("--html", metavar="FILE", help="also write one self-contained HTML page of the results")
    _add_clock(p)

    p = sub.add_parser("compare", help="paired comparison of two sets of runs")
    p.add_argument("runs_a", metavar="RUNS_A", help="run file or folder (side A)")
    p.add_argument("runs_b", metavar="RUNS_B", help="run file or folder (side B)")
    _add_data(p)
    p.add_argument("--rescore", action="store_true", help="re-score both sides instead of trusting `passed`")
    p.add_argument(
        "--seed",
        metavar="S",
        help="only the runs of seed S on both sides ('none': runs without a seed); "
        "default: pair by id, or per seed when a side has several",
    )
    p.add_argument("--json", metavar="FILE", help="write the comparison as JSON")
    _add_clock(p)

    p = sub.add_parser("audit", help="census of the checks, soundness table and shortcut probes")
    _add_data(p)
    p.add_argument("--set", action="append", dest="sets", metavar="SET", help="only this set (repeatable)")
    p.add_argument(
        "--language",
        action="append",
        dest="languages",
        metavar="LANG",
        help="only this language (repeatable)",
    )
    p.add_argument("--id", action="append", dest="ids", metavar="ID", help="only this scenario (repeatable)")
    p.add_argument("--json", metavar="FILE", help="write everything as JSON")
    p.add_argument("--strict", action="store_true", help="exit 1 on any unsound scenario or finding")
    _add_clock(p)

    p = sub.add_parser("run", help="run an agent over a scenario set and record the runs")
    p.add_argument(
        "--set", required=True, dest="set_name", metavar="SET", help="scenarios/SET.jsonl of the dataset"
    )
    p.add_argument("--agent", required=True, help="reference, null, openai, or module:factory")
    p.add_argument("--model", help="model name recorded (default: the agent's name)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--ids", nargs="+", metavar="ID", help="only these scenario ids")
    p.add_argument("--concurrency", type=int, default=1, metavar="N")
    p.add_argument("--max-rounds", type=int, default=12, metavar="N")
    p.add_argument(
        "--max-retries", type=int, default=DEFAULT_MAX_RETRIES, metavar="N",
        help=f"openai agent: resend a request after a 429, a 5xx or a dropped connection up to N times (default {DEFAULT_MAX_RETRIES})",
    )  # fmt: skip
    p.add_argument("--base-url", help="openai agent: the chat-completions endpoint's base URL")
    p.add_argument(
        "--timeout", type=float, metavar="SECONDS",
        help="openai agent: seconds one request may take before it is retried (default 600)",
    )  # fmt: skip
    p.add_argument(
        "--api-key-env",
        default="OPENAI_API_KEY",
        metavar="VAR",
        help="openai agent: env variable holding the key",
    )
    p.add_argument("--temperature", type=float, default=None)
    _add_data(p)
    p.add_argument(
        "--out",
        metavar="FILE",
        help="default: DIR/results/SET/MODEL.jsonl, MODEL escaped (docs/running.md); "
        "./results/SET/MODEL.jsonl when DIR is the installed copy",
    )
    _add_clock(p)

    _add_standin(sub)
    _add_mcp(sub)
    _add_import(sub)
    return parser


def _add_standin(sub) -> None:
    """`standin`: a scripted OpenAI-compatible server on 127.0.0.1, to try `run` without a model."""
    p = sub.add_parser(
        "standin", help="serve scripted chat-completions replies, to try `run` without a model"
    )
    p.add_argument("--plan", metavar="PLAN.json", help="replies by request (docs/running.md); default: none")
    p.add_argument(
        "--fail", action="append", metavar="STATUS[xN]",
        help="answer the first requests with this status, or `drop` the connection (repeatable, in order)",
    )  # fmt: skip
    p.add_argument("--retry-after", metavar="SECONDS", help="send Retry-After with each --fail status")
    p.add_argument("--strict-names", action="store_true", help="answer 400 to tool names providers refuse")
    p.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (default: any free one, printed)")
    p.add_argument("--latency", type=float, default=0.0, metavar="SECONDS", help="wait this long per reply")


def _add_import(sub) -> None:
    """`import inspect`: Inspect AI logs of the orvena task turned into run lines."""
    p = sub.add_parser("import", help="turn other tools' logs into run lines (Inspect AI)")
    kinds = p.add_subparsers(dest="import_kind", metavar="KIND", required=True)
    p = kinds.add_parser("inspect", help="Inspect AI logs of orvena_bench/orvena into run lines")
    p.add_argument(
        "logs", nargs="+", metavar="LOG", help="Inspect log files (.eval, .json) or folders of them"
    )
    p.add_argument(
        "--out", metavar="RUNS.jsonl", help="write the run lines here (replaced; default: standard output)"
    )
    _add_data(p)


def _add_mcp(sub) -> None:
    """`mcp serve` and `mcp join`: a scenario served to an MCP agent loop, then its run line."""
    p = sub.add_parser("mcp", help="serve a scenario as MCP servers; join a recorded session into a run line")
    mcp = p.add_subparsers(dest="mcp_command", metavar="SUBCOMMAND", required=True)

    p = mcp.add_parser("serve", help="serve a scenario's connections (and phone) as MCP servers")
    p.add_argument("--scenario", required=True, metavar="ID")
    _add_data(p)
    p.add_argument(
        "--connection", action="append", dest="connections", metavar="NAME",
        help="serve this installed connection (repeatable; default: all of the scenario's)",
    )  # fmt: skip
    p.add_argument(
        "--no-connections", action="store_true", help="serve no connection (with --phone: the phone alone)"
    )
    p.add_argument("--phone", action="store_true", help="also serve the native tools, as the server 'phone'")
    p.add_argument(
        "--http", metavar="HOST:PORT",
        help="Streamable HTTP at /<server>/mcp (host 127.0.0.1 unless given; port 0: any free one); default stdio",
    )  # fmt: skip
    p.add_argument(
        "--allow-remote", action="store_true",
        help="allow --http on an address other than loopback (reachable from other machines)",
    )  # fmt: skip
    p.add_argument(
        "--allow-host", action="append", dest="allow_hosts", metavar="NAME",
        help="also accept requests whose Host is NAME:PORT (repeatable; e.g. a DNS name of this machine)",
    )  # fmt: skip
    p.add_argument("--record", metavar="FILE", help="append every answered call to FILE (JSONL)")
    _add_clock(p)

    p = mcp.add_parser("join", help="turn a recorded session and the final answer into a run line")
    p.add_argument("--scenario", required=True, metavar="ID")
    p.add_argument("--record", required=True, metavar="FILE", help="the file `mcp serve --record` wrote")
    answer = p.add_mutually_exclusive_group(required=True)
    answer.add_argument("--answer", metavar="TEXT", help="the agent's final answer")
    answer.add_argument(
        "--answer-file", metavar="F", help="read the final answer from F ('-': standard input)"
    )
    p.add_argument("--model", default="mcp", help="model name recorded (default: mcp)")
    p.add_argument("--out", metavar="RUNS.jsonl", help="append the run line here (default: standard output)")
    _add_data(p)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.version:
        from .provenance import versions

        for name, value in versions().items():
            print(f"{name} {value}")
        return 0
    if args.command is None:
        parser.print_help()
        return 2
    commands: dict[str, Callable[[argparse.Namespace], int]] = {
        "score": _score,
        "lang": _lang,
        "token": _token,
        "validate": _validate,
        "report": _report,
        "audit": _audit,
        "compare": _compare,
        "run": _run,
        "standin": _standin,
        "mcp": _mcp,
        "import": _import,
    }
    try:
        return commands[args.command](args)
    except UsageError as exc:
        print(f"orvena-bench {args.command}: {exc}", file=sys.stderr)
        return 2
    except InputError as exc:
        print(f"orvena-bench {args.command}: {exc}", file=sys.stderr)
        return 1


class UsageError(Exception):
    """A command-line mistake: reported in one line, exit code 2."""


class InputError(Exception):
    """Input the command cannot work from (the dataset's catalog): reported in one line, exit code 1."""


def _clock(args: argparse.Namespace):
    from .clock import Clock, ClockError

    try:
        return Clock.parse(args.clock) if getattr(args, "clock", None) else Clock()
    except ClockError as exc:
        raise UsageError(str(exc)) from None


def _known(data):
    """What scenarios are checked against; a missing or broken catalog stops the command (exit 1)."""
    from .catalog import CatalogError
    from .scenario_checks import Known

    if not data.catalog.is_file():
        raise InputError(
            f"the catalog is missing ({data.own_catalog} does not exist, nor does a bundled one at "
            f"{data.catalog}), so tool names cannot be checked"
        )
    try:
        return Known.for_data(data)
    except CatalogError as exc:
        raise InputError(f"the catalog cannot be used, so tool names cannot be checked: {exc}") from None


def _scenario_files(args: argparse.Namespace, data) -> list[Path]:
    files = [Path(f) for f in (getattr(args, "scenarios", None) or getattr(args, "files", None) or [])]
    files = files or data.scenario_files()
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        raise UsageError(f"no such scenario file: {', '.join(missing)}")
    if not files:
        raise UsageError(f"no scenario files in {data.scenarios}")
    return files


def _score(args: argparse.Namespace) -> int:
    from .datadir import DataDir
    from .jsonl import atomic_writer
    from .progress import terminal_progress
    from .rescore import ScoreJob, count_lines, run_files, score_files

    data = DataDir.at(args.data)
    runs = run_files(args.runs)
    missing = [str(p) for p in runs if not p.is_file()]
    if missing:
        raise UsageError(f"no such run file: {', '.join(missing)}")
    if not runs:
        raise InputError(f"no run files (*.jsonl) in {', '.join(args.runs)}: nothing to score")
    job = ScoreJob(
        _scenario_files(args, data),
        _known(data),
        _clock(args),
        max(1, args.workers),
        args.engine,
        args.scheduler,
    )
    if args.engine == "dask":
        try:
            import dask  # noqa: F401
            import distributed  # noqa: F401
        except ImportError as exc:
            raise UsageError(
                f"--engine dask needs the dask extra (cannot import {exc.name}): pip install 'orvena-bench[dask]'"
            ) from None
    with terminal_progress("scoring") as progress:
        progress.start(lambda: sum(count_lines(p) for p in runs))
        if args.out:
            with atomic_writer(args.out) as out:
                reports = score_files(job, runs, out, progress.advance)
        else:
            reports = score_files(job, runs, None, progress.advance)
    for report in reports:
        print(report.summary())
    lines, errors = sum(r.lines for r in reports), sum(r.errors for r in reports)
    if not lines:
        print(f"orvena-bench score: the run files hold no lines: {len(runs)} files, 0 runs", file=sys.stderr)
        return 1
    for report in reports:
        for message in report.unscored:
            print(message, file=sys.stderr)
    if errors:
        where = f"; each has an `error` in {args.out}" if args.out else ""
        print(f"orvena-bench score: {errors} of {lines} lines could not be scored{where}", file=sys.stderr)
        return 1
    return 0


def _lang(args: argparse.Namespace) -> int:
    import orjson

    from .language import check

    if args.file:
        from .jsonl import read_lines

        status = 0
        for line in read_lines(args.file):
            obj = line.value
            if line.problem or not isinstance(obj.get("text"), str) or not isinstance(obj.get("expect"), str):
                why = (
                    str(line.problem)
                    if line.problem
                    else f"{args.file}:{line.number}: needs string 'text' and 'expect'"
                )
                sys.stdout.buffer.write(orjson.dumps({"line": line.number, "error": why}) + b"\n")
                status = 1
                continue
            verdict = check(obj["text"], obj["expect"], obj.get("toolOutput") or "")
            sys.stdout.buffer.write(orjson.dumps({"line": line.number, **verdict.to_json()}) + b"\n")
        return status
    if args.text is None or not args.expect:
        raise UsageError("give TEXT and --expect LANG, or --file CASES.jsonl")
    verdict = check(args.text, args.expect, args.tool_output)
    if args.json:
        sys.stdout.buffer.write(orjson.dumps(verdict.to_json(), option=orjson.OPT_INDENT_2) + b"\n")
        return 0
    from .explain import explain_language

    print(explain_language(verdict))
    return 0


def _token(args: argparse.Namespace) -> int:
    from .clock import ClockError, TimeContext

    try:
        ctx = TimeContext.of(_clock(args), args.tz, args.locale)
    except ClockError as exc:
        raise UsageError(str(exc)) from None
    status = 0
    for token in args.tokens:
        text = token if token.startswith("{") else "{" + token + "}"
        try:
            print(ctx.expand(text))
        except ClockError as exc:
            print(f"orvena-bench token: {token}: {exc}", file=sys.stderr)
            status = 1
    return status


def _validate(args: argparse.Namespace) -> int:
    from .datadir import DataDir
    from .scenario_sets import load

    data = DataDir.at(args.data)
    files = _scenario_files(args, data)
    loaded = load(files, _known(data))
    for problem in loaded.problems:
        print(problem)
    if loaded.problems:
        print(
            f"{len(loaded.problems)} problems in {len(files)} files ({len(loaded.scenarios)} scenarios clean)"
        )
        return 1
    print(f"clean: {len(loaded.scenarios)} scenarios in {len(files)} files")
    return 0


def _report(args: argparse.Namespace) -> int:
    from .datadir import DataDir
    from .jsonl import atomic_writer
    from .provenance import record
    from .rescore import LineScorer
    from .scenario_sets import load
    from .stats import PASS_K_CONVENTION
    from .tables import build_tables, collect, pass_k_table, relative, write_tables

    data = DataDir.at(args.data)
    results = Path(args.results) if args.results else data.results
    if not results.is_dir():
        raise UsageError(f"no results folder at {results}")
    clock = _clock(args)
    scenarios = load(_scenario_files(args, data), _known(data))
    scorer = LineScorer(scenarios, clock) if args.rescore else None
    collected = collect(results, scenarios, scorer)
    for problem in collected.problems:
        print(problem, file=sys.stderr)
    if not collected.outcomes:
        raise InputError(f"no runs in {results} (it holds no <set>/<model>.jsonl lines): no tables written")
    # The tables are the recorded verdicts unless re-scoring changed one, and provenance says
    # only that: so re-scoring runs that agree writes the same files as a plain report.
    changed = collected.changed if args.rescore else 0
    if args.rescore:
        print(f"re-scored {len(collected.outcomes)} runs: {changed} verdicts differ from the recorded ones")
    tables = build_tables(collected, scenarios)
    pass_k = pass_k_table(collected.outcomes)
    if not pass_k.empty:
        tables["pass_k"] = pass_k
    provenance = {
        **record(clock),
        "verdicts": "re-scored" if changed else "as recorded",
        **({"changed": changed} if changed else {}),
        "files": [{**f, "file": relative(f["file"], data.root)} for f in collected.files],
        "problems": len(collected.problems),
        **({"pass_k": PASS_K_CONVENTION} if not pass_k.empty else {}),
    }
    out = Path(args.out) if args.out else results if args.results else data.writable_results
    for path in write_tables(tables, out, provenance):
        print(f"wrote {path}")
    errored = sum(o.error for o in collected.outcomes)
    if errored:
        print(f"{errored} errored lines are not results: left out of every pass rate, counted as `errored`")
    if not pass_k.empty:
        print(f"pass_k.csv: {PASS_K_CONVENTION}")
    if args.html:
        from .html_report import render_html

        with atomic_writer(args.html, "w") as handle:
            handle.write(render_html(tables, collected.outcomes, pass_k, provenance, scenarios))
        print(f"wrote {args.html}")
    return 1 if collected.problems else 0


def _compare(args: argparse.Namespace) -> int:
    import orjson

    from .compare import compare, read_side, render
    from .datadir import DataDir
    from .jsonl import atomic_writer
    from .rescore import LineScorer
    from .scenario_sets import load

    data = DataDir.at(args.data)
    for path in (args.runs_a, args.runs_b):
        if not Path(path).exists():
            raise UsageError(f"no such run file or folder: {path}")
    scenarios = load(_scenario_files(args, data), _known(data))
    scorer = LineScorer(scenarios, _clock(args)) if args.rescore else None
    seed = None if args.seed is None else "" if args.seed == "none" else args.seed
    sides = [read_side(path, [path], scenarios, scorer, seed) for path in (args.runs_a, args.runs_b)]
    for name, side in zip("AB", sides, strict=True):
        if seed is not None and not side.runs:
            raise UsageError(
                f"side {name} has no run with seed {args.seed} ({side.other_seeds} runs of other seeds)"
            )
    result = compare(*sides, seed)
    if result.pairing == "seed" and not result.shared:
        raise UsageError(
            f"several seeds per scenario, and no scenario with the same seed on both sides "
            f"(seeds A: {', '.join(sides[0].seeds)}; B: {', '.join(sides[1].seeds)}): choose one with --seed S"
        )
    print(render(result))
    if args.json:
        with atomic_writer(args.json) as handle:
            handle.write(orjson.dumps(result.to_json(), option=orjson.OPT_INDENT_2) + b"\n")
    return 0


def _audit(args: argparse.Namespace) -> int:
    import orjson

    from .audit import Selection, audit, render
    from .datadir import DataDir
    from .jsonl import atomic_writer
    from .progress import terminal_progress

    data = DataDir.at(args.data)
    if not data.scenario_files():
        raise UsageError(f"no scenario files in {data.scenarios}")
    _known(data)
    selection = Selection(tuple(args.sets or ()), tuple(args.languages or ()), tuple(args.ids or ()))
    with terminal_progress("auditing") as progress:
        report = audit(data, selection, _clock(args), progress)
    print(render(report))
    if args.json:
        with atomic_writer(args.json) as handle:
            handle.write(
                orjson.dumps(report.to_json(), option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS) + b"\n"
            )
    return 1 if args.strict and report.strict_failures else 0


def _run(args: argparse.Namespace) -> int:
    from .datadir import DataDir
    from .runner import main as run_main

    _known(DataDir.at(args.data))  # the catalog is needed for every turn: stop before the first
    return run_main(args, _clock(args))


def _standin(args: argparse.Namespace) -> int:
    from .standin import main as standin_main

    return standin_main(args)


INSPECT_MISSING = (
    "importing Inspect logs needs Inspect AI, an optional extra: pip install 'orvena-bench[inspect]'"
)


def _import(args: argparse.Namespace) -> int:
    try:
        import inspect_ai  # noqa: F401
    except ImportError:
        raise UsageError(INSPECT_MISSING) from None
    from .inspect_import import main as import_main

    return import_main(args)


MCP_MISSING = (
    "serving over MCP needs the official MCP SDK, an optional extra: pip install 'orvena-bench[mcp]'"
)


def _mcp(args: argparse.Namespace) -> int:
    from .datadir import DataDir
    from .mcp_join import CommandError

    _known(DataDir.at(args.data))
    try:
        if args.mcp_command == "join":
            from .mcp_join import main as join_main

            return join_main(args)
        return _mcp_serve(args)
    except CommandError as exc:
        raise UsageError(str(exc)) from None


def _mcp_serve(args: argparse.Namespace) -> int:
    """Import the SDK only here, so every other command works without the extra."""
    try:
        from .mcp_serve import main as serve_main
    except ImportError as exc:
        # the SDK or any of its dependencies (anyio, pydantic, starlette...): the extra is missing
        if (exc.name or "").partition(".")[0] != "orvena_bench":
            raise UsageError(f"{MCP_MISSING} (cannot import {exc.name})") from None
        raise
    return serve_main(args, _clock(args))
