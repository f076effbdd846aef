"""The phone itself: get_device_status, set_device_setting, get_current_location.

Settings change one at a time and do not cascade (Airplane Mode does not switch Wi-Fi off
here), so a scenario's checks see exactly the setting the model changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .. import formats
from ..errors import ToolError
from ..model import FOCUS_MODES, Device
from ..state import PhoneState
from ..text import fold
from .media import now_playing_text
from .registry import tool


class Kind(Enum):
    """What values a setting takes."""

    TOGGLE = "true or false"
    PERCENT = "a percentage from 0 to 100"
    FOCUS = "a Focus mode: " + ", ".join(FOCUS_MODES)


@dataclass(frozen=True, slots=True)
class Setting:
    """A setting of the tool's enum: its label and kind; the Device field has its name."""

    label: str
    kind: Kind


#: Tool enum value -> setting; the Device field has the same (snake_case) name.
SETTINGS: dict[str, Setting] = {
    "wifi": Setting("Wi-Fi", Kind.TOGGLE),
    "bluetooth": Setting("Bluetooth", Kind.TOGGLE),
    "airplane_mode": Setting("Airplane Mode", Kind.TOGGLE),
    "cellular_data": Setting("Mobile data", Kind.TOGGLE),
    "volume": Setting("Volume", Kind.PERCENT),
    "brightness": Setting("Brightness", Kind.PERCENT),
    "silent_mode": Setting("Silent mode", Kind.TOGGLE),
    "do_not_disturb": Setting("Do Not Disturb", Kind.TOGGLE),
    "focus": Setting("Focus", Kind.FOCUS),
    "low_power_mode": Setting("Low Power Mode", Kind.TOGGLE),
    "dark_mode": Setting("Dark Mode", Kind.TOGGLE),
    "flashlight": Setting("Flashlight", Kind.TOGGLE),
    "location_services": Setting("Location Services", Kind.TOGGLE),
    "hotspot": Setting("Personal Hotspot", Kind.TOGGLE),
}

_TRUE, _FALSE = {"on", "true", "yes", "1"}, {"off", "false", "no", "0"}


def _shown(setting: Setting, value: Any) -> str:
    match setting.kind:
        case Kind.TOGGLE:
            return formats.on_off(value)
        case Kind.PERCENT:
            return f"{value}%"
    return str(value)


def coerce(name: str, value: Any) -> Any:
    """The value to store for setting `name`, or a ToolError naming what it accepts."""
    setting = SETTINGS[name]
    text = fold(str(value)).strip().rstrip("%").replace(" ", "_") if isinstance(value, str) else None
    match setting.kind:
        case Kind.TOGGLE if isinstance(value, bool):
            return value
        case Kind.TOGGLE if text in _TRUE | _FALSE:
            return text in _TRUE
        case Kind.PERCENT if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100:
            return value
        case Kind.PERCENT if text is not None and text.isdigit() and int(text) <= 100:
            return int(text)
        case Kind.FOCUS if value is False:
            return "off"
        case Kind.FOCUS if text in FOCUS_MODES:
            return text
    raise ToolError(f"'value' for {name} must be {setting.kind.value}, got {value!r}")


def status_lines(device: Device) -> list[str]:
    """One line per fact of get_device_status, settings in SETTINGS order."""
    extras = {
        "wifi": device.wifi_network,
        "cellular_data": device.carrier,
        "bluetooth": formats.joined(device.bluetooth_devices),
    }
    lines = [
        f"{device.model} · {device.os_version}",
        f"Battery: {device.battery}% ({'charging' if device.charging else 'not charging'})",
        f"Storage: {formats.number(device.storage_free)} GB free of "
        f"{formats.number(device.storage_total)} GB",
    ]
    for name, setting in SETTINGS.items():
        extra = extras.get(name)
        value = getattr(device, name)
        lines.append(
            f"{setting.label}: {_shown(setting, value)}" + (f" ({extra})" if extra and value else "")
        )
    if device.now_playing is not None:
        lines.append(f"Now playing: {now_playing_text(device.now_playing)}")
    return lines


@tool("get_device_status")
def get_device_status(state: PhoneState, args: dict[str, Any]) -> str:
    return "\n".join(status_lines(state.data.device))


@tool("set_device_setting")
def set_device_setting(state: PhoneState, args: dict[str, Any]) -> str:
    name = args["setting"]
    setting = SETTINGS[name]
    value = coerce(name, args["value"])
    device = state.data.device
    before = getattr(device, name)
    if before == value:
        return f"{setting.label} was already {_shown(setting, value)}."
    setattr(device, name, value)
    return f"{setting.label} set to {_shown(setting, value)} (was {_shown(setting, before)})."


@tool("get_current_location")
def get_current_location(state: PhoneState, args: dict[str, Any]) -> str:
    if not state.data.device.location_services:
        raise ToolError("Location Services are off; the location is not available")
    here = state.data.location
    if here.lat is None or here.lon is None:
        return f"Current location: {here.place or 'unknown'}"
    return f"Current location: {here.place} ({here.lat}, {here.lon})"
