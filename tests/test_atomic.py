"""Files replaced whole: a killed writer leaves the old set or the new one, never a mix, and no temporaries."""

import os
from pathlib import Path

import pytest

from orvena_bench import atomic
from orvena_bench.atomic import JOURNAL, atomic_writer, recover, write_set

OLD = {"summary.csv": b"old summary\n", "by_category.csv": b"old category\n", "provenance.json": b"{\"v\": 1}\n"}
NEW = {"summary.csv": b"new summary\n", "by_category.csv": b"new category\n", "provenance.json": b"{\"v\": 2}\n"}


def state(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in OLD}


def killed_at(folder: Path, step: int) -> bool:
    """Write NEW in a forked child that dies (os._exit, no clean-up) at its `step`-th fsync or rename."""
    pid = os.fork()
    if pid == 0:  # the child: every fsync and rename counts as one step
        count = [0]
        real_replace, real_fsync = os.replace, os.fsync

        def step_then(real):
            def wrapped(*args):
                count[0] += 1
                if count[0] == step:
                    os._exit(9)
                return real(*args)

            return wrapped

        os.replace, os.fsync = step_then(real_replace), step_then(real_fsync)
        write_set(folder, NEW)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status) == 9


def test_a_set_killed_at_any_step_is_all_old_or_all_new_once_the_next_writer_starts(tmp_path):
    seen = set()
    for step in range(1, 40):
        folder = tmp_path / f"kill-{step}"
        write_set(folder, OLD)
        if not killed_at(folder, step):
            assert state(folder) == NEW
            break
        recover(folder)  # what the next report does first
        after = state(folder)
        assert after in (OLD, NEW), (step, after)
        seen.add(after == NEW)
        assert sorted(p.name for p in folder.iterdir()) == sorted(OLD), step  # no temporaries, no journal
    else:
        pytest.fail("the writer never finished")
    assert seen == {False, True}  # kills landed both before and after the commit point


def test_a_temporary_of_a_writer_that_is_gone_is_cleared_and_a_live_ones_is_kept(tmp_path):
    target = tmp_path / "scored.jsonl"
    stale = tmp_path / ".scored.jsonl.999999999-abcd.tmp"
    legacy = tmp_path / ".scored.jsonl.k2j4_x9a.tmp"
    live = tmp_path / f".scored.jsonl.{os.getppid()}-abcd.tmp"
    for path in (stale, legacy, live):
        path.write_bytes(b"half")
    with atomic_writer(target) as handle:
        handle.write(b"done\n")
    assert target.read_bytes() == b"done\n"
    assert not stale.exists() and not legacy.exists() and live.exists()


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path):
    target = tmp_path / "out.csv"
    target.write_text("old")
    with pytest.raises(RuntimeError), atomic_writer(target, "w") as handle:
        handle.write("half")
        raise RuntimeError("disk full")
    assert target.read_text() == "old" and sorted(p.name for p in tmp_path.iterdir()) == ["out.csv"]


def test_an_unreadable_journal_is_dropped_and_its_temporaries_cleared(tmp_path):
    write_set(tmp_path, OLD)
    (tmp_path / JOURNAL).write_bytes(b'{"pid": 99')
    (tmp_path / ".summary.csv.999999999-ab.tmp").write_bytes(b"new")
    recover(tmp_path)
    assert state(tmp_path) == OLD and sorted(p.name for p in tmp_path.iterdir()) == sorted(OLD)


def test_the_journal_name_is_hidden_like_every_temporary():
    assert atomic.JOURNAL.startswith(".")
