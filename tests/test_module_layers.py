"""Scenario handling is split by job, and data flows one way: records <- checks, build <- sets."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "orvena_bench"

#: Each scenario module and the sibling scenario modules it may import.
ALLOWED = {
    "json_tree": set(),
    "scenario": set(),
    "scenario_checks": {"json_tree", "scenario"},
    "scenario_build": {"json_tree", "scenario"},
    "scenario_sets": {"scenario", "scenario_checks", "scenario_build"},
}


def _imported(module: str) -> set[str]:
    tree = ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))
    return {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module in ALLOWED
    }


@pytest.mark.parametrize("module", sorted(ALLOWED))
def test_each_scenario_module_imports_only_the_layers_below_it(module):
    assert _imported(module) <= ALLOWED[module]


def test_validation_building_and_loading_live_in_their_own_modules():
    assert not (PACKAGE / "scenarios.py").exists()
    from orvena_bench import scenario_build, scenario_checks, scenario_sets

    assert hasattr(scenario_checks, "check_scenario") and not hasattr(scenario_checks, "build_scenario")
    assert hasattr(scenario_build, "expand") and not hasattr(scenario_build, "check_scenario")
    assert hasattr(scenario_sets, "load")
