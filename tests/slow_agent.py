"""A test agent for the runner: plays the reference solutions slowly, so a run can be killed midway."""

import asyncio

from orvena_bench.agents.reference import ReferenceAgent


class SlowReference:
    name = "slow"

    def __init__(self, options):
        self.inner = ReferenceAgent.from_data(options["data"], options["set"])

    async def run(self, turn, tools):
        await asyncio.sleep(0.4)
        return await self.inner.run(turn, tools)


class Crashing:
    name = "crashing"

    def __init__(self, options):
        pass

    async def run(self, turn, tools):
        tools.call("get_weather", {})
        raise RuntimeError("loop fell over")


class HugeNumbers:
    """Calls a tool with integers beyond 64 bits, as an object and as a JSON string."""

    name = "huge"

    def __init__(self, options):
        pass

    async def run(self, turn, tools):
        from orvena_bench.agents import Outcome

        tools.call("get_weather", {"place": "Dublin", "ref": 2**64})
        tools.call("get_weather", '{"place": "Dublin", "ref": -18446744073709551617}')
        return Outcome(answer="Done.")


class CrashOn:
    """Crashes on the ids listed in $ORVENA_TEST_CRASH_IDS and plays the reference elsewhere."""

    name = "crash-on"

    def __init__(self, options):
        import os

        self.inner = ReferenceAgent.from_data(options["data"], options["set"])
        self.crash = set(os.environ.get("ORVENA_TEST_CRASH_IDS", "").split(","))

    async def run(self, turn, tools):
        if turn.id in self.crash:
            raise RuntimeError("server fell over")
        return await self.inner.run(turn, tools)
