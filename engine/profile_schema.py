"""The profile's models as a plain table: every field's type, bounds, default and merge rule.

``derive_table()`` reads ``engine.profile.Profile`` and every model it holds and returns
plain data (dicts, lists, numbers, text). ``engine.profile_table.TABLE`` is that data
written out as Python (``tools/update_profile_table.py``), so that the first frame's reader
(``app.start_profile``) checks a profile by the same description without importing
pydantic; ``tests/engine/test_profile_schema.py`` keeps the two equal.

A type is one of (``kind``): ``bool``, ``int`` / ``float`` (``ge``, ``gt``, ``le``, ``lt``),
``str`` (``min_length``, ``max_length``), ``date`` (ISO text), ``enum`` / ``literal``
(``values``), ``optional`` (``inner``), ``list`` (``item``, ``max_length``, ``unique``),
``dict`` (``key``, ``value``; JSON keys are text) and ``model`` (``name``).
"""

from __future__ import annotations

import datetime
import enum
import types
import typing
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo
from pydantic_core import to_jsonable_python

from .merge_rules import Merge
from .profile_merge import rule_of

Spec = dict[str, Any]

# Constraints a field may carry (annotated_types' names, as pydantic keeps them).
BOUNDS = ("ge", "gt", "le", "lt", "min_length", "max_length")
# The ``kind`` values above; the first frame's reader knows exactly these.
KINDS: tuple[str, ...] = ("bool", "int", "float", "str", "date", "enum", "literal")
KINDS += ("optional", "list", "dict", "model")


class UnknownType(TypeError):
    """A saved field whose type or constraint the table cannot say: add it here first."""


def derive_table() -> dict[str, Any]:
    """The root model's name, the schema version and every model's fields."""
    from .profile import SCHEMA_VERSION, Profile

    models: dict[str, Any] = {}
    _add_model(Profile, models)
    return {"root": Profile.__name__, "version": SCHEMA_VERSION, "models": models}


def _add_model(model: type[BaseModel], models: dict[str, Any]) -> None:
    if model.__name__ in models:
        return
    if model.model_config.get("extra") != "forbid":
        raise UnknownType(f"{model.__name__} must forbid unknown fields (extra='forbid')")
    fields: dict[str, Any] = {}
    models[model.__name__] = {"fields": fields}
    for name, info in model.model_fields.items():
        entry: dict[str, Any] = {
            "type": _field_type(info, models, f"{model.__name__}.{name}"),
            "merge": rule_of(model, name).value,
        }
        if not info.is_required():
            default = info.get_default(call_default_factory=True)
            # A nested model made with its own defaults is written {}: its fields say them.
            same = isinstance(default, BaseModel) and default == type(default)()
            entry["default"] = {} if same else to_jsonable_python(default)
        fields[name] = entry


def _field_type(info: FieldInfo, models: dict[str, Any], where: str) -> Spec:
    bounds = _bounds(info.metadata, where)
    extra = info.json_schema_extra
    if isinstance(extra, dict) and extra.get("uniqueItems") is True:
        bounds["unique"] = True
    return _spec(info.annotation, bounds, models, where)


def _bounds(metadata: list[Any], where: str) -> dict[str, Any]:
    bounds: dict[str, Any] = {}
    for item in metadata:
        if isinstance(item, Merge):
            continue
        found = {name: getattr(item, name) for name in BOUNDS if hasattr(item, name)}
        found = {name: value for name, value in found.items() if value is not None}
        if not found:
            raise UnknownType(f"{where}: a constraint the table cannot say: {item!r}")
        bounds.update(found)
    return bounds


def _spec(annotation: Any, bounds: dict[str, Any], models: dict[str, Any], where: str) -> Spec:
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    if origin is typing.Annotated:
        inner = [a for a in arguments[1:] if not isinstance(a, Merge)]
        for item in inner:
            if isinstance(item, FieldInfo):
                bounds = {**bounds, **_bounds(item.metadata, where)}
            else:
                bounds = {**bounds, **_bounds([item], where)}
        return _spec(arguments[0], bounds, models, where)
    if origin in (typing.Union, types.UnionType):
        others = [a for a in arguments if a is not type(None)]
        if len(others) != 1 or len(arguments) != 2:
            raise UnknownType(f"{where}: only 'X | None' unions are saved")
        return {"kind": "optional", "inner": _spec(others[0], bounds, models, where)}
    if origin is typing.Literal:
        return {"kind": "literal", "values": list(arguments)}
    if origin is list:
        spec = {"kind": "list", "item": _spec(arguments[0], {}, models, where)}
        return _with(spec, bounds, ("max_length", "unique"), where)
    if origin is dict:
        key = _spec(arguments[0], {}, models, where)
        if key["kind"] not in ("int", "date", "str"):
            raise UnknownType(f"{where}: a key of kind {key['kind']} is not JSON text")
        spec = {"kind": "dict", "key": key, "value": _spec(arguments[1], {}, models, where)}
        return _with(spec, bounds, (), where)
    if isinstance(annotation, type):
        if issubclass(annotation, BaseModel):
            _add_model(annotation, models)
            return _with({"kind": "model", "name": annotation.__name__}, bounds, (), where)
        if issubclass(annotation, enum.Enum):
            values = [member.value for member in annotation]
            return _with({"kind": "enum", "values": values}, bounds, (), where)
        if annotation is bool:
            return _with({"kind": "bool"}, bounds, (), where)
        if annotation is int:
            return _with({"kind": "int"}, bounds, ("ge", "gt", "le", "lt"), where)
        if annotation is float:
            return _with({"kind": "float"}, bounds, ("ge", "gt", "le", "lt"), where)
        if annotation is str:
            return _with({"kind": "str"}, bounds, ("min_length", "max_length"), where)
        if annotation is datetime.date:
            return _with({"kind": "date"}, bounds, (), where)
    raise UnknownType(f"{where}: the type {annotation!r} is not in the table's vocabulary")


def _with(spec: Spec, bounds: dict[str, Any], allowed: tuple[str, ...], where: str) -> Spec:
    stray = set(bounds) - set(allowed)
    if stray:
        raise UnknownType(f"{where}: {sorted(stray)} do not apply to a {spec['kind']}")
    return {**spec, **bounds}
